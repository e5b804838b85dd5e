import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import {
  applyAsTrader,
  approvedTrader,
  cancelFollow,
  decideApplication,
  demoFollower,
  follow,
  mustFollow,
  newOperator,
} from '../helpers/follow';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { uploadedUrl, realUser } from '../helpers/wallet';

// Bad follow settings and applications (issue 14): each refused with its own code and a message, nothing changed.

const app = appForTests();
const world = madeBeforeTests(async () => {
  const operator = await newOperator(app);
  const trader = await approvedTrader(app, operator);
  const follower = await demoFollower(app);
  return { operator, trader, follower };
});

async function expectRefused(send: () => Promise<{ code: number; msg: string }>, code: number, message?: RegExp): Promise<void> {
  const before = await fingerprint(app.database.db);
  const answer = await send();
  expect(answer.code, answer.msg).toBe(code);
  expect(answer.msg).not.toBe('');
  if (message) expect(answer.msg).toMatch(message);
  expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
}

describe('following', () => {
  it('refuses an unknown or unapproved trader, and oneself', async () => {
    const { follower, trader, operator } = world;
    await expectRefused(() => follow(app, follower, 999_999), CODE.FOLLOW_TRADER_UNAVAILABLE, /cannot be followed/);
    const pending = await realUser(app, 'pending-trader@example.com');
    const applied = await applyAsTrader(app, pending.token);
    expect(applied.code, applied.msg).toBe(1);
    // An application is not a trader: its id names no trader card.
    await expectRefused(() => follow(app, follower, trader.traderId + 1000), CODE.FOLLOW_TRADER_UNAVAILABLE);
    await expectRefused(() => follow(app, trader, trader.traderId), CODE.FOLLOW_TRADER_UNAVAILABLE, /yourself/);
    expect(operator).toBeTruthy();
  });

  it('refuses a copy ratio not on offer, and one that is no number', async () => {
    for (const multiple of ['4', '0', '0.25', '10']) {
      await expectRefused(() => follow(app, world.follower, world.trader.traderId, multiple), CODE.FOLLOW_MULTIPLE, /0\.5, 1, 2, 3, 5/);
    }
    for (const multiple of ['-1', 'abc', '1e1', '', ' 1', '<script>']) {
      await expectRefused(() => follow(app, world.follower, world.trader.traderId, multiple), CODE.BAD_INPUT);
    }
  });

  it('refuses a max_amount that is zero, negative, over-precise, absurd or above the balance', async () => {
    const { follower, trader } = world;
    await expectRefused(() => follow(app, follower, trader.traderId, 1, '0'), CODE.FOLLOW_AMOUNT, /above 0/);
    await expectRefused(() => follow(app, follower, trader.traderId, 1, '-5'), CODE.FOLLOW_AMOUNT, /above 0/);
    await expectRefused(() => follow(app, follower, trader.traderId, 1, '10.001'), CODE.FOLLOW_AMOUNT, /2 decimals/);
    // The demo contract account holds 10,000.00.
    await expectRefused(() => follow(app, follower, trader.traderId, 1, '10000.01'), CODE.FOLLOW_AMOUNT, /10,000\.00 USD/);
    await expectRefused(() => follow(app, follower, trader.traderId, 1, '99999999999999999999'), CODE.FOLLOW_AMOUNT);
    for (const amount of ['abc', '1e5', 'NaN', ''])
      await expectRefused(() => follow(app, follower, trader.traderId, 1, amount), CODE.BAD_INPUT);
    for (const traderId of ['0', '-1', '1.5', 'x', '99999999999'])
      await expectRefused(() => follow(app, follower, traderId as unknown as number), CODE.BAD_INPUT);
  });

  it('updates a follow in place, and refuses cancelling one that is not active', async () => {
    const { follower, trader } = world;
    const first = await mustFollow(app, follower, trader.traderId, 1, '500');
    const second = await mustFollow(app, follower, trader.traderId, '2', '800.5');
    expect(second).toMatchObject({ follow_id: first.follow_id, multiple: '2', max_amount: '800.50', active: 1 });
    const list = await call<{ data: unknown[]; multiples: string[]; max_amount_limit: string }>(
      app,
      'GET',
      '/api/follow/list',
      {},
      auth(follower.token),
    );
    expect(list.data).toMatchObject({ multiples: ['0.5', '1', '2', '3', '5'], max_amount_limit: '10000.00' });
    expect(list.data.data).toHaveLength(1);
    expect((await cancelFollow(app, follower, trader.traderId)).code).toBe(1);
    await expectRefused(() => cancelFollow(app, follower, trader.traderId), CODE.FOLLOW_STATE, /not following/);
    await expectRefused(() => cancelFollow(app, follower, 424_242), CODE.FOLLOW_STATE);
  });

  it("answers another follow's copies as not found", async () => {
    const stranger = await demoFollower(app);
    await expectRefused(
      () =>
        call(
          app,
          'GET',
          '/v2/api/forex/my_deal_follow_order',
          { page: 1, user_id: world.trader.userId, follower_user_id: world.follower.userId, status: 1 },
          auth(stranger.token),
        ),
      CODE.NOT_FOUND,
    );
  });
});

describe('applying to become a trader', () => {
  it("refuses a demo user, a missing agreement, another user's avatar, and a second application", async () => {
    const demo = await demoFollower(app);
    const demoAvatar = await uploadedUrl(app, demo.token);
    await expectRefused(
      () =>
        call(app, 'POST', '/api/follow/apply_trader', { agree: 1, nickname: 'Demo', bio: 'Trying', avatar: demoAvatar }, auth(demo.token)),
      CODE.ONLY_REAL_ACCOUNT,
      /demo account cannot become a trader/,
    );
    const user = await realUser(app, 'applicant@example.com');
    const avatar = await uploadedUrl(app, user.token);
    const other = await uploadedUrl(app, world.trader.token);
    const send = (params: Record<string, string | number>) =>
      call(
        app,
        'POST',
        '/api/follow/apply_trader',
        { agree: 1, nickname: 'Applicant', bio: 'Day trader', avatar, ...params },
        auth(user.token),
      );
    for (const agree of [0, '0', 'no', 2]) await expectRefused(() => send({ agree }), CODE.BAD_INPUT);
    await expectRefused(() => send({ avatar: other }), CODE.BAD_INPUT, /avatar/);
    await expectRefused(() => send({ avatar: 'https://evil.example.com/a.png' }), CODE.BAD_INPUT);
    await expectRefused(() => send({ nickname: '' }), CODE.BAD_INPUT);
    await expectRefused(() => send({ nickname: 'x'.repeat(31) }), CODE.BAD_INPUT);
    await expectRefused(() => send({ bio: 'line\u0000break' }), CODE.BAD_INPUT);
    expect((await send({})).code).toBe(1);
    await expectRefused(() => send({}), CODE.TRADER_APPLICATION_STATE, /already waiting/);
  });

  it('is decided once by an operator, with a reason for a rejection, recorded with before and after', async () => {
    const { operator } = world;
    const user = await realUser(app, 'second-applicant@example.com');
    const applied = await applyAsTrader(app, user.token, 'Second');
    const id = applied.data!.id;
    await expectRefused(() => decideApplication(app, operator, id, 'reject'), CODE.BAD_INPUT);
    const rejected = await decideApplication(app, operator, id, 'reject', 'Too little trading history');
    expect(rejected.data).toMatchObject({ status: 2, reason: 'Too little trading history' });
    await expectRefused(() => decideApplication(app, operator, id, 'approve'), CODE.ALREADY_DECIDED);
    const status = await call<{ status: number; reason: string }>(app, 'GET', '/api/follow/apply_status', {}, auth(user.token));
    expect(status.data).toMatchObject({ status: 2, reason: 'Too little trading history' });
    // Rejected: may apply again, and be approved.
    const again = await applyAsTrader(app, user.token, 'Second try');
    expect(again.code, again.msg).toBe(1);
    const approved = await decideApplication(app, operator, again.data!.id, 'approve');
    expect(approved.data).toMatchObject({ status: 1 });
    const [row] = await app.database.db.query<{ is_trader: boolean }>('SELECT is_trader FROM users WHERE id = $1', [user.userId]);
    expect(row?.is_trader).toBe(true);
    const decisions = await app.database.db.query<{ action: string; before: { status: number }; after: { status: number } }>(
      `SELECT action, before, after FROM operator_decisions WHERE subject = 'trader_application' AND subject_id = ANY($1::bigint[]) ORDER BY id`,
      [[id, again.data!.id]],
    );
    expect(decisions.map((decision) => [decision.action, decision.before.status, decision.after.status])).toEqual([
      ['reject', 0, 2],
      ['approve', 0, 1],
    ]);
    const avatar = await uploadedUrl(app, user.token);
    await expectRefused(
      () => call(app, 'POST', '/api/follow/apply_trader', { agree: 1, nickname: 'Third', bio: 'Again', avatar }, auth(user.token)),
      CODE.TRADER_APPLICATION_STATE,
      /trader already/,
    );
    // The approved trader's avatar is served to anyone.
    const list = await call<{ data: { user_id: number; avatar: string }[] }>(app, 'GET', '/api/follow/trader_list', { page: 1 });
    const card = list.data.data.find((trader) => trader.user_id === user.userId);
    const image = await app.http.inject({ url: card!.avatar });
    expect(image.headers['content-type']).toBe('image/png');
  });
});
