import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { auth, call } from './access';
import { approveLoan, approvedBorrower, signLoan } from './loan';
import type { TestApp } from './test-app';
import { BTCUSDT, demoTrader, tick, type Trader } from './trading';
import { bindCoinAddress, deposit, moneyCall, operatorToken, realUser, uploadedUrl, type WalletUser } from './wallet';

// A small populated world for the sweeps: an operator, a real user with money in every account and one of each
// thing a user owns (an upload, a payout method, a holding and a pending order, an option, a withdrawal and a
// deposit under review), and a demo user. The sweeps use its ids as the owner's and as another user's.

export interface Owner extends WalletUser {
  upload: string;
  uploadName: string;
  method: number;
  holding: number;
  pending: number;
  withdrawal: number;
  charge: number;
  /** A fund subscription in progress. */
  subscription: number;
  /** A loan paid out and to repay (status 2), after an approved loan identity check. */
  loan: number;
  /** The number of the user's session (the sessions screen's id). */
  session: number;
}

export interface World {
  operator: string;
  alice: Owner;
  bob: Owner;
  demo: Trader;
}

export const WORLD_PRICE = '67000.00';

async function owner(app: TestApp, operator: string, email: string): Promise<Owner> {
  const user = await realUser(app, email);
  await deposit(app, user, operator, '5000.00');
  for (const to of [2, 3]) {
    const moved = await moneyCall(app, user.token, '/api/account/transfer', { balance: '1000.00', currency_id: 1, from: 1, to });
    expect(moved.code, moved.msg).toBe(1);
  }
  const upload = await uploadedUrl(app, user.token);
  const method = await bindCoinAddress(app, user.token);
  const submit = async (params: Record<string, string | number>) => {
    const answer = await call<ForexOrder>(
      app,
      'GET',
      '/v2/api/forex/submit',
      { type: 1, cont: '0.01', forex_id: BTCUSDT, multiple: 10, ...params },
      { ...auth(user.token), 'idempotency-key': randomUUID() },
    );
    expect(answer.code, answer.msg).toBe(1);
    return answer.data.Id;
  };
  const holding = await submit({ status: 1 });
  const pending = await submit({ status: 0, target_price: '60000' });
  const drawn = await moneyCall<{ id: number }>(app, user.token, '/api/account/draw', {
    draw_currency_id: 1,
    number: '50.00',
    draw_method_id: method,
  });
  expect(drawn.code, drawn.msg).toBe(1);
  const charged = await moneyCall<{ id: number }>(app, user.token, '/api/quickCharge/wire_submit', {
    number: '10.00',
    proofImg: upload,
    wire_id: 1,
  });
  expect(charged.code, charged.msg).toBe(1);
  const subscribed = await call<{ id: number }>(
    app,
    'GET',
    '/api/fund/buy',
    { id: 1, amount: '100.00' },
    { ...auth(user.token), 'idempotency-key': randomUUID() },
  );
  expect(subscribed.code, subscribed.msg).toBe(1);
  await approvedBorrower(app, user, operator);
  const loan = await signLoan(app, user.token, 2, '1000.00');
  await approveLoan(app, operator, loan.id);
  return {
    ...user,
    upload,
    uploadName: upload.split('/').pop()!,
    method,
    holding,
    pending,
    withdrawal: drawn.data.id,
    charge: charged.data.id,
    subscription: subscribed.data.id,
    loan: loan.id,
    session: await sessionNumber(app, user.userId),
  };
}

export async function buildWorld(app: TestApp): Promise<World> {
  await tick(app, BTCUSDT, WORLD_PRICE);
  const operator = await operatorToken(app);
  const alice = await owner(app, operator, `alice-${randomUUID().slice(0, 6)}@example.com`);
  const bob = await owner(app, operator, `bob-${randomUUID().slice(0, 6)}@example.com`);
  return { operator, alice, bob, demo: await demoTrader(app) };
}

async function sessionNumber(app: TestApp, userId: number): Promise<number> {
  const [row] = await app.database.db.query<{ id: number }>('SELECT id FROM sessions WHERE user_id = $1 ORDER BY id LIMIT 1', [userId]);
  return row!.id;
}
