import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AdminTraderApplication, FollowSetting, TraderApplication } from '../../../common/api/follow';
import { auth, call, type Envelope } from './access';
import type { TestApp } from './test-app';
import { demoTrader, type Trader } from './trading';
import { deposit, moneyCall, operatorToken, realUser, uploadedUrl } from './wallet';

// Copy trading from tests: a trader made the way a user becomes one (a real account with money in its contract
// account, an application with an uploaded avatar, an operator's approval), followers, and the follow calls.

export interface CopyTrader extends Trader {
  traderId: number;
  email: string;
}

/** Applies with an uploaded avatar and answers the application. */
export async function applyAsTrader(app: TestApp, token: string, nickname = 'Steady Hands'): Promise<Envelope<TraderApplication | null>> {
  const avatar = await uploadedUrl(app, token);
  return call<TraderApplication>(
    app,
    'POST',
    '/api/follow/apply_trader',
    { agree: 1, nickname, bio: 'Swing trades on majors', avatar },
    auth(token),
  );
}

export async function decideApplication(
  app: TestApp,
  operator: string,
  id: number,
  action: 'approve' | 'reject',
  reason = '',
): Promise<Envelope<AdminTraderApplication | null>> {
  return call<AdminTraderApplication>(app, 'POST', '/admin/api/follow/applications/decide', { id, action, reason }, auth(operator));
}

/** A real user with `contract` USD in their contract account, applied and approved as a trader. */
export async function approvedTrader(app: TestApp, operator: string, contract = '5000.00'): Promise<CopyTrader> {
  const email = `trader-${randomUUID().slice(0, 8)}@example.com`;
  const user = await realUser(app, email);
  await deposit(app, user, operator, contract);
  const moved = await moneyCall(app, user.token, '/api/account/transfer', { balance: contract, currency_id: 1, from: 1, to: 3 });
  expect(moved.code, moved.msg).toBe(1);
  const applied = await applyAsTrader(app, user.token);
  expect(applied.code, applied.msg).toBe(1);
  const decided = await decideApplication(app, operator, applied.data!.id, 'approve');
  expect(decided.code, decided.msg).toBe(1);
  const [row] = await app.database.db.query<{ id: number }>('SELECT id FROM traders WHERE user_id = $1', [user.userId]);
  return { token: user.token, userId: user.userId, traderId: row!.id, email };
}

export async function newOperator(app: TestApp): Promise<string> {
  return operatorToken(app);
}

/** A demo follower (10,000.00 in the demo contract account). */
export function demoFollower(app: TestApp): Promise<Trader> {
  return demoTrader(app);
}

export function follow(
  app: TestApp,
  user: Trader,
  traderId: number,
  multiple: string | number = 1,
  maxAmount: string | number = '5000',
): Promise<Envelope<FollowSetting | null>> {
  return call<FollowSetting>(
    app,
    'POST',
    '/api/follow/follow_trader',
    { trader_id: traderId, multiple, max_amount: maxAmount },
    auth(user.token),
  );
}

export function cancelFollow(app: TestApp, user: Trader, traderId: number): Promise<Envelope<FollowSetting | null>> {
  return call<FollowSetting>(app, 'POST', '/api/follow/canal_follow', { trader_id: traderId }, auth(user.token));
}

export async function mustFollow(
  app: TestApp,
  user: Trader,
  traderId: number,
  multiple: string | number = 1,
  maxAmount: string | number = '5000',
): Promise<FollowSetting> {
  const answer = await follow(app, user, traderId, multiple, maxAmount);
  expect(answer.code, answer.msg).toBe(1);
  return answer.data!;
}

/** Lets the copy work that the last trader change queued finish. */
export async function copiesSettled(app: TestApp): Promise<void> {
  await app.contracts.settled();
  await app.copying.idle();
  await app.contracts.settled();
  await app.copying.idle();
}
