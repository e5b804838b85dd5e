import { describe, expect, it } from 'vitest';
import { STATS_PERIODS, type RankItem, type TraderDetail } from '../../../common/api/follow';
import { Decimal, formatAmount } from '../../../common/money';
import { recomputeTraderStats } from '../../../server/copy-trading/trader-stats';
import { auth, call } from '../helpers/access';
import { approvedTrader, copiesSettled, demoFollower, mustFollow, newOperator } from '../helpers/follow';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { EURUSD, openPosition, tick, trade } from '../helpers/trading';

// A trader's figures per period and their risk score (issue 36), as the statistics job stores them and the trader's
// detail and the ranking show them. The manual clock starts on Monday 5 January 2026 at 12:00 UTC; both traders
// trade Monday to Friday (forex is open), each order held one hour, and the job runs on Saturday at 12:00, so the
// five trading days are the five complete days of the risk window.
//   steady: 1,000; one 0.1-lot order a day on the side of a 0.002 move: +20 a day (about +2 %), every day.
//   wild: 1,000; two 0.25-lot buys a day, +50 each on an up day and -50 each on a down day: about +/-10 % a day,
//   alternating, a daily volatility far above 3 %: risk 8 or more, no new followers; ranked (10 orders on 5 days).

const app = appForTests();
const world = madeBeforeTests(async () => {
  const operator = await newOperator(app);
  await tick(app, EURUSD, '1.10000');
  const steady = await approvedTrader(app, operator, '1000.00');
  const wild = await approvedTrader(app, operator, '1000.00');
  const follower = await demoFollower(app);
  return { steady, wild, follower };
});

const HOUR = 3_600_000;

async function detailOf(traderId: number, token?: string): Promise<TraderDetail> {
  const answer = await call<TraderDetail>(app, 'GET', '/api/follow/trader_detail', { id: traderId }, token ? auth(token) : {});
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

async function sumOf(sql: string, params: (number | string)[]): Promise<string> {
  const [row] = await app.database.db.query<{ total: string | null }>(sql, params);
  return formatAmount(row?.total ?? 0);
}

describe("a trader's figures per period", () => {
  it('are every period at zero, with no score, before the job has run', async () => {
    const { steady, follower } = world;
    await mustFollow(app, follower, steady.traderId, 1, '3000');
    const detail = await detailOf(steady.traderId, follower.token);
    expect(Object.keys(detail.stats).sort()).toEqual([...STATS_PERIODS].sort());
    for (const period of STATS_PERIODS) {
      expect(detail.stats[period]).toEqual({
        rate: '0',
        profit: '0.00',
        win_rate: '0',
        trade_num: 0,
        max_drawdown: '0',
        sharpe: '0',
        avg_holding_ms: 0,
        followers_profit: '0.00',
        equity: [],
      });
    }
    expect(detail).toMatchObject({ risk_score: null, risk_inputs: null, accepts_followers: true, followers_allocation: '3000.00' });
  });

  it('are computed by the job from five days of trading', async () => {
    const { steady, wild } = world;
    for (let day = 0; day < 5; day += 1) {
      const up = day % 2 === 0;
      await tick(app, EURUSD, '1.10000');
      const mine = await openPosition(app, steady, { type: up ? 1 : 2, cont: '0.1', forex_id: EURUSD });
      const risky = [
        await openPosition(app, wild, { type: 1, cont: '0.25', forex_id: EURUSD }),
        await openPosition(app, wild, { type: 1, cont: '0.25', forex_id: EURUSD }),
      ];
      await copiesSettled(app);
      app.clock.advance(HOUR);
      await tick(app, EURUSD, up ? '1.10200' : '1.09800');
      for (const [who, order] of [[steady, mine], ...risky.map((each) => [wild, each] as const)] as const) {
        const closed = await trade(app, who, 'close', { id: order.Id });
        expect(closed.code, closed.msg).toBe(1);
      }
      await copiesSettled(app);
      app.clock.advance(24 * HOUR - HOUR);
    }
    // Saturday noon: Monday to Friday are complete days.
    await recomputeTraderStats(app.database.db, app.clock, () => Promise.resolve());

    const detail = await detailOf(steady.traderId, world.follower.token);
    const profit = await sumOf('SELECT sum(realised_pnl - fee) AS total FROM contract_orders WHERE user_id = $1 AND origin_id = 0', [
      steady.userId,
    ]);
    const followersProfit = await sumOf(
      `SELECT sum(o.realised_pnl) AS total FROM follow_copies c JOIN follows f ON f.id = c.follow_id JOIN contract_orders o ON o.id = c.order_id
       WHERE f.trader_id = $1 AND o.status = 3`,
      [steady.traderId],
    );
    expect(Number(followersProfit)).toBeGreaterThan(0);
    for (const period of STATS_PERIODS) {
      expect(detail.stats[period]).toMatchObject({
        trade_num: 5,
        profit,
        win_rate: '1',
        max_drawdown: '0',
        avg_holding_ms: HOUR,
        followers_profit: followersProfit,
      });
      // Every day a gain of about 2 %, a little less each day on more money: a steady, positive Sharpe ratio.
      expect(Number(detail.stats[period].sharpe)).toBeGreaterThan(10);
      expect(Number(detail.stats[period].rate)).toBeGreaterThan(0.09);
    }
    // The 7 days' chart: the midnights from Sunday to Saturday, then now.
    expect(detail.stats['7d'].equity).toHaveLength(8);
    expect(detail.stats['7d'].equity.at(-1)?.value).toBe(new Decimal(detail.stats['7d'].rate).plus(1).toString());
    expect(detail.stats['90d'].equity).toHaveLength(91);
    expect(detail.risk_inputs?.days).toBe(5);
    expect(detail.risk_score).toBe(1);
    expect(detail).toMatchObject({ accepts_followers: true, followers_allocation: '3000.00', total_trade_num: 5 });
  });

  it('mark a volatile trader as taking no new followers, on the detail and the ranking', async () => {
    const { wild, follower } = world;
    const detail = await detailOf(wild.traderId, follower.token);
    expect(detail.risk_inputs?.days).toBe(5);
    expect(Number(detail.risk_inputs?.daily_volatility)).toBeGreaterThan(0.03);
    expect(detail.risk_score).toBeGreaterThanOrEqual(8);
    expect(detail.accepts_followers).toBe(false);
    expect((await detailOf(wild.traderId)).accepts_followers).toBe(false);
    expect(detail.stats['7d'].trade_num).toBe(10);
    expect(Number(detail.stats['7d'].max_drawdown)).toBeGreaterThan(0.05);
    expect(detail.followers_allocation).toBe('0.00');

    const rank = await call<{ data: RankItem[] }>(app, 'GET', '/api/follow/rank', { page: 1 });
    const item = rank.data.data.find((row) => row.user.trader_id === wild.traderId);
    expect(item).toMatchObject({ risk_score: detail.risk_score, accepts_followers: false });
  });
});
