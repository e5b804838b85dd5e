import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { STEPPED_TOPICS, type ServerFrame } from '../../../../common/socket';

// A user of a cluster: HTTP calls to a chosen node with the Idempotency-Key, and sockets that collect frames.

export interface Reply<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export async function get<T>(
  base: string,
  route: string,
  params: Record<string, string | number> = {},
  token?: string,
  key?: string,
  extra: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Reply<T>> {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  const headers: Record<string, string> = { ...extra };
  if (token) headers.authorization = token;
  if (key) headers['idempotency-key'] = key;
  const response = await fetch(`${base}${route}?${query.toString()}`, { headers, signal });
  return (await response.json()) as Reply<T>;
}

/** A demo account; `address` (with TRUST_PROXY on the nodes) when many are made at once, past the per-address limit. */
export async function demoUser(base: string, address?: string): Promise<{ token: string; uid: string }> {
  const reply = await get<{ token: string; user: { uid: string } }>(
    base,
    '/api/user/createAccountDemoForU',
    { device_id: randomUUID().replaceAll('-', '') },
    undefined,
    undefined,
    address ? { 'x-forwarded-for': address } : {},
  );
  if (reply.code !== 1) throw new Error(`demo account refused: ${reply.msg}`);
  return { token: reply.data.token, uid: reply.data.user.uid };
}

export interface SocketClient {
  frames: ServerFrame[];
  pushes(topic: string): { seq: number; data: unknown }[];
  close(): void;
}

/**
 * A socket on `base`, logged in with `token` and subscribed to `topics`, collecting every frame. With `steps`, it
 * asks for the stepped topics (DAY_MARKET) one frame per feed step, as the PWA does.
 */
export async function socketOn(base: string, token: string | undefined, topics: string[], steps = false): Promise<SocketClient> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/v2/ws`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const frames: ServerFrame[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (raw: Buffer) => {
    frames.push(JSON.parse(raw.toString()) as ServerFrame);
    for (const waiter of waiters.splice(0)) waiter();
  });
  const answered = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => (frames.length >= count ? resolve() : waiters.push(check));
      check();
    });
  if (token) {
    socket.send(JSON.stringify({ type: 'login', token }));
    await answered(1);
  }
  for (const topic of topics)
    socket.send(JSON.stringify(steps && STEPPED_TOPICS.has(topic) ? { type: 'sub', topic, batch: true } : { type: 'sub', topic }));
  // Subscriptions are not answered: a ping after them is, once they are in place.
  socket.send(JSON.stringify({ type: 'ping', ts: 1 }));
  await new Promise<void>((resolve) => {
    const check = () => (frames.some((frame) => frame.type === 'pong') ? resolve() : waiters.push(check));
    check();
  });
  return {
    frames,
    pushes: (topic) =>
      frames.flatMap((frame) => (frame.type === 'push' && frame.topic === topic ? [{ seq: frame.seq, data: frame.data }] : [])),
    close: () => socket.terminate(),
  };
}

async function postForm<T>(base: string, route: string, params: Record<string, string>): Promise<Reply<T>> {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.1` },
    body: new URLSearchParams(params),
  });
  return (await response.json()) as Reply<T>;
}

/** A real (not demo) account registered by email through `node`, its code read from the node's outbox. */
export async function realUser(node: { url: string; dataDir: string }): Promise<{ token: string; uid: string }> {
  const email = `chaos-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await postForm(node.url, '/api/notify/send_email', { email, scene: 'register' });
  if (sent.code !== 1) throw new Error(`code not sent: ${sent.msg}`);
  const lines = readFileSync(path.join(node.dataDir, 'outbox.log'), 'utf8').trim().split('\n');
  const code = lines
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .reverse()
    .find((line) => line.to === email)?.code;
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  const password = 'correct horse 1';
  const registered = await postForm<{ token: string; user: { uid: string } }>(node.url, '/api/user/register', {
    type: 'email',
    account: email,
    password,
    re_password: password,
    sms_code: code,
  });
  if (registered.code !== 1) throw new Error(`not registered: ${registered.msg}`);
  return { token: registered.data.token, uid: registered.data.user.uid };
}
