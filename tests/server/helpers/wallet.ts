import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AccountBalance } from '../../../common/api/wallet';
import { createOperator } from '../../../server/admin/operators';
import { signInOperator } from './operators';
import { auth, call, registerUser, type Envelope } from './access';
import { multipart, png } from './images';
import type { TestApp } from './test-app';

// Doing what a user and an operator do with the wallet, through the HTTP API.

export interface WalletUser {
  token: string;
  userId: number;
  email: string;
}

export async function realUser(app: TestApp, email: string): Promise<WalletUser> {
  const { token, user } = await registerUser(app, email);
  return { token, userId: user.id, email };
}

let operators = 0;
/** A new operator, signed in; returns its token. */
export async function operatorToken(app: TestApp): Promise<string> {
  operators += 1;
  const email = `ops${operators}-${randomUUID().slice(0, 8)}@example.com`;
  const password = await createOperator(app.database.db, app.clock, email);
  const answer = await signInOperator(app, { email, password: password! }, `10.200.0.${operators}`);
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.token;
}

export async function upload(
  app: TestApp,
  token: string,
  bytes: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
): Promise<Envelope<{ url: string } | null>> {
  const body = multipart('file', filename, contentType, bytes);
  const response = await app.http.inject({
    method: 'POST',
    url: '/api/common/image_upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: token, lang: 'en' },
  });
  expect(response.statusCode).toBeLessThan(500);
  return response.json();
}

export async function uploadedUrl(app: TestApp, token: string): Promise<string> {
  const answer = await upload(app, token, png());
  expect(answer.code, answer.msg).toBe(1);
  return answer.data!.url;
}

/** A call that moves money, with an Idempotency-Key (a new one unless given). */
export function moneyCall<T>(
  app: TestApp,
  token: string,
  url: string,
  payload: Record<string, string | number>,
  key: string = randomUUID(),
): Promise<Envelope<T>> {
  return call<T>(app, 'POST', url, payload, { authorization: token, 'idempotency-key': key });
}

/** A bank deposit of `amount`, approved by an operator: the usual way money reaches a real user. */
export async function deposit(app: TestApp, user: WalletUser, operator: string, amount: string): Promise<number> {
  const proofImg = await uploadedUrl(app, user.token);
  const charge = await moneyCall<{ id: number }>(app, user.token, '/api/quickCharge/wire_submit', { number: amount, proofImg, wire_id: 1 });
  expect(charge.code, charge.msg).toBe(1);
  const decided = await call(app, 'POST', '/admin/api/wallet/charges/decide', { id: charge.data.id, action: 'approve' }, auth(operator));
  expect(decided.code, decided.msg).toBe(1);
  return charge.data.id;
}

export async function balances(
  app: TestApp,
  token: string,
): Promise<Record<'funding' | 'micro' | 'forex', { balance: string; lock: string }>> {
  const answer = await call<AccountBalance[]>(app, 'GET', '/v2/api/main/wallet/getBalance', {}, auth(token));
  expect(answer.code, answer.msg).toBe(1);
  const of = (id: number) => {
    const account = answer.data.find((row) => row.accountTypeId === id)!;
    return { balance: account.balance, lock: account.lockBalance };
  };
  return { funding: of(1), micro: of(2), forex: of(3) };
}

/** A TRC-20 address whose base58check decodes (0x41 and 20 bytes), made for the tests: no one's wallet. */
export const PAYEE_TRON_ADDRESS = 'TYJh4L8CBFVAHPTK9QAgxBzs7rchNykLEG';

/**
 * Makes a payout method usable for a withdrawal at once, as if it had been added a day ago: a new method waits 24
 * hours (issue 33's safeguards, tested in tests/server/security/withdrawal-safeguards.test.ts), which the tests of
 * everything else do not wait through.
 */
export async function matured(app: TestApp, methodId: number): Promise<number> {
  await app.database.db.query("UPDATE draw_methods SET created_at = created_at - interval '24 hours' WHERE id = $1", [methodId]);
  return methodId;
}

/** Binds a payout method that must be accepted, usable at once (matured); returns its id. */
export async function bindCoinAddress(app: TestApp, token: string, drawId = 1, address = PAYEE_TRON_ADDRESS): Promise<number> {
  const answer = await call<{ id: number }>(
    app,
    'POST',
    '/api/wallet/bind_draw_method',
    { type: 1, draw_id: drawId, dc_address: address },
    auth(token),
  );
  expect(answer.code, answer.msg).toBe(1);
  return matured(app, answer.data.id);
}

export async function bindBankAccount(app: TestApp, token: string, drawId = 3): Promise<number> {
  const answer = await call<{ id: number }>(
    app,
    'POST',
    '/api/wallet/bind_draw_method',
    {
      type: 2,
      draw_id: drawId,
      bank_name: 'Hang Seng Bank',
      bank_address: '83 Des Voeux Road, Hong Kong',
      bank_swift: 'HASEHKHH',
      payee_name: 'Chan Tai Man',
      payee_account: '024-123456-789',
    },
    auth(token),
  );
  expect(answer.code, answer.msg).toBe(1);
  return matured(app, answer.data.id);
}
