import { expect } from 'vitest';
import type { QueuePage } from '../../../common/api/queue-page';
import type { AdminCharge } from '../../../common/api/admin-wallet';
import { auth, call, type Envelope } from './access';
import type { TestApp } from './test-app';
import { moneyCall, uploadedUrl, type WalletUser } from './wallet';

// What an operations desk does with the console's queues, through the HTTP API: deposits left waiting to be
// listed, claimed, exported and approved.

export const CHARGES = '/admin/api/wallet/charges';

/** A bank deposit of `amount` left waiting for an operator (wire account 1 takes USD; 2 takes EUR at 0.92). */
export async function pendingDeposit(app: TestApp, user: WalletUser, amount: string, wireId = 1): Promise<number> {
  const proofImg = await uploadedUrl(app, user.token);
  const sent = await moneyCall<{ id: number }>(app, user.token, '/api/quickCharge/wire_submit', {
    number: amount,
    proofImg,
    wire_id: wireId,
  });
  expect(sent.code, sent.msg).toBe(1);
  return sent.data.id;
}

/** A page of the deposits' queue as an operator reads it. */
export function depositList(
  app: TestApp,
  token: string,
  params: Record<string, string | number> = {},
  lang = 'en',
): Promise<Envelope<QueuePage<AdminCharge>>> {
  return call<QueuePage<AdminCharge>>(app, 'GET', CHARGES, params, { ...auth(token), lang });
}

/** The ids of a page, in its order. */
export const idsOf = (page: Envelope<QueuePage<{ id: number }>>): number[] => page.data.data.map((row) => row.id);

/** A claim action on a request of the queue at `list`. */
export function claim(
  app: TestApp,
  token: string,
  list: string,
  params: { id: number; action: string; operator_id?: number },
): Promise<Envelope> {
  return call(app, 'POST', `${list}/claim`, params, auth(token));
}
