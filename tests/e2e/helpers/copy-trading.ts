import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { CODE } from '../../../common/envelope';

// Copy trading driven over the real HTTP API from a test, as a user's own app would drive it: an account that
// becomes a trader (money deposited and approved, moved to its contract account, an application with an uploaded
// picture, an operator's approval), and that trader's orders. The browser is the follower; this is the trader.

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the API with a user's token; rejects with the server's message on any code but 1. */
export async function apiCall<T>(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number>,
  token: string | null,
  idempotent = false,
): Promise<T> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const headers: Record<string, string> = { lang: 'en' };
  if (token) headers.authorization = token;
  if (idempotent) headers['idempotency-key'] = randomUUID();
  const response =
    method === 'GET'
      ? await fetch(`${origin}${path}?${query.toString()}`, { headers })
      : await fetch(origin + path, { method, headers, body: query });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${path}: ${String(body.code)} ${body.msg}`);
  return body.data;
}

/** Signs in with email and password; the session's token. */
export async function logIn(origin: string, email: string, password: string): Promise<{ token: string; userId: number }> {
  const answer = await apiCall<{ token: string; user: { id: number } }>(
    origin,
    'POST',
    '/api/user/loginForU',
    { type: 'email', account: email, password },
    null,
  );
  return { token: answer.token, userId: answer.user.id };
}

/** A 2 x 2 PNG: the smallest picture the upload accepts. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length, 0);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body), 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const pixels = Buffer.from([0, 31, 94, 255, 255, 31, 94, 255, 255, 0, 6, 122, 75, 255, 6, 122, 75, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Uploads a picture as the user; its url. */
export async function uploadPicture(origin: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${origin}/api/common/image_upload`, {
    method: 'POST',
    headers: { authorization: token, lang: 'en' },
    body: form,
  });
  const body = (await response.json()) as Envelope<{ url: string }>;
  if (body.code !== 1) throw new Error(`upload: ${body.msg}`);
  return body.data.url;
}

/** What an operator does here: decide a deposit and a trader application. */
export interface OperatorCalls {
  post<T>(path: string, form: Record<string, string | number>): Promise<T>;
}

export interface ApiTrader {
  token: string;
  userId: number;
  traderId: number;
}

/**
 * A signed-in real user made a trader the way anyone becomes one: `amount` USD deposited by bank transfer and
 * approved, moved to the contract account, an application with a picture, approved by the operator.
 */
export async function makeTrader(
  origin: string,
  user: { token: string; userId: number },
  operator: OperatorCalls,
  nickname: string,
  amount = '20000',
): Promise<ApiTrader> {
  const proofImg = await uploadPicture(origin, user.token);
  const charge = await apiCall<{ id: number }>(
    origin,
    'POST',
    '/api/quickCharge/wire_submit',
    { number: amount, proofImg, wire_id: 1 },
    user.token,
    true,
  );
  await operator.post('/admin/api/wallet/charges/decide', { id: charge.id, action: 'approve' });
  await apiCall(origin, 'POST', '/api/account/transfer', { balance: amount, currency_id: 1, from: 1, to: 3 }, user.token, true);
  const avatar = await uploadPicture(origin, user.token);
  const applied = await apiCall<{ id: number }>(
    origin,
    'POST',
    '/api/follow/apply_trader',
    { agree: 1, nickname, bio: 'Swing trades on the majors.', avatar },
    user.token,
  );
  await operator.post('/admin/api/follow/applications/decide', { id: applied.id, action: 'approve' });
  const detail = await apiCall<{ data: { id: number; user_id: number }[] }>(
    origin,
    'GET',
    '/api/follow/trader_list',
    { page: 1 },
    user.token,
  );
  const row = detail.data.find((trader) => trader.user_id === user.userId);
  if (!row) throw new Error('the approved trader is not listed');
  return { ...user, traderId: row.id };
}

/** How many times an order refused only for a stale price is placed again (see openOrder). */
const STALE_PRICE_TRIES = 3;

/**
 * Opens an order at the market: its id. On 2 loaded cores the simulated feed can pause past the 2 s a price stays
 * tradable, and the server refuses the order as a stale price (3002), placing nothing; a trader's app would send it
 * again once the price moves, and so does this, a few times, for that refusal only.
 */
export async function openOrder(
  origin: string,
  token: string,
  order: { forexId: number; side: 1 | 2; lots: string; multiple: number },
): Promise<number> {
  const params = { type: order.side, cont: order.lots, forex_id: order.forexId, status: 1, multiple: order.multiple };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const placed = await apiCall<{ Id: number }>(origin, 'GET', '/v2/api/forex/submit', params, token, true);
      return placed.Id;
    } catch (error) {
      const stale = error instanceof Error && error.message.includes(`: ${String(CODE.STALE_QUOTE)} `);
      if (!stale || attempt >= STALE_PRICE_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

export async function closeOrder(origin: string, token: string, id: number): Promise<void> {
  await apiCall(origin, 'GET', '/v2/api/forex/close', { id }, token, true);
}
