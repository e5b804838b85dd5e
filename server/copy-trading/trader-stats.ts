import { STATS_PERIODS, type StatsPeriod } from '../../common/api/follow';
import { ORDER_STATUS } from '../../common/contract';
import { Decimal } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { Fence } from '../fence';
import { periodFigures, periodStart, periodStatsWire, riskInputsWire } from './period-statistics';
import { equityIndex, isRankable, traderFigures, type CashFlow, type ClosedTrade } from './statistics';

// Recomputes every trader's statistics and ranking eligibility from the database as it is now: their own closed
// orders (copies are not their trading), the money that entered or left their contract account other than by
// trading, and their followers' realised copy profit. Written in fenced transactions of WRITE_BATCH traders, so a
// node that lost the lead writes nothing. Each trader's orders and money movements are read once, and every figure (the three weeks,
// the periods of issue 36, the risk score) is derived from that one read and one equity index.

/** Ledger causes that are trading on the contract account; every other movement of it is money in or out. */
const TRADING_CAUSES = ['trade_open', 'trade_margin', 'trade_fee', 'trade_pnl'];
// A pending order a stop-out cancelled never traded (its fee was refunded): only orders that filled count.
const CLOSED_BY_TRADING = ['manual', 'stop_loss', 'trailing_stop', 'take_profit', 'stop_out'];

/** A trader's own closed orders up to `now` (copies are not their trading). Exported for the benchmark. */
export async function readClosedTrades(db: Queryable, userId: number, now: number): Promise<ClosedTrade[]> {
  const rows = await db.query<{ opened_at: string; closed_at: string; net: string; code: string; multiple: number }>(
    `SELECT coalesce(o.open_time, o.created_at) AS opened_at, o.close_time AS closed_at, o.realised_pnl - o.fee AS net,
       i.show_code AS code, o.multiple
     FROM contract_orders o JOIN instruments i ON i.id = o.instrument_id
     WHERE o.user_id = $1 AND o.origin_id = 0 AND o.status = $4 AND o.close_reason = ANY($2::text[]) AND o.close_time <= $3
       AND o.open_price IS NOT NULL`,
    [userId, CLOSED_BY_TRADING, now, ORDER_STATUS.history],
  );
  return rows.map((row) => ({
    openedAt: Number(row.opened_at),
    closedAt: Number(row.closed_at),
    // Parsed once here: the index, the three weeks and every period read it.
    net: new Decimal(row.net),
    code: row.code,
    multiple: row.multiple,
  }));
}

/** The money that entered or left a user's contract account other than by trading. Exported for the benchmark. */
export async function readCashFlows(db: Queryable, userId: number): Promise<CashFlow[]> {
  const rows = await db.query<{ at: Date; amount: string }>(
    `SELECT j.created_at AS at, sum(p.amount) AS amount FROM postings p JOIN journals j ON j.id = p.journal_id
     JOIN ledger_accounts a ON a.id = p.account_id
     WHERE a.user_id = $1 AND a.kind = 'forex' AND NOT (j.cause = ANY($2::text[]))
     GROUP BY j.id, j.created_at HAVING sum(p.amount) <> 0`,
    [userId, TRADING_CAUSES],
  );
  return rows.map((row) => ({ at: row.at.getTime(), amount: row.amount }));
}

type FollowersProfit = Record<StatsPeriod, Decimal.Value>;

/**
 * Followers' realised copy profit per trader and period, for every trader in one query: copies closed up to now,
 * and after each bounded period's start (periodStart, the same bounds as the trader's own figures).
 */
async function followersProfits(db: Queryable, now: number): Promise<Map<number, FollowersProfit>> {
  const params: number[] = [ORDER_STATUS.history, now];
  const columns = STATS_PERIODS.map((period) => {
    const start = periodStart(period, now);
    if (start === null) return `sum(o.realised_pnl) AS "${period}"`;
    params.push(start);
    return `coalesce(sum(o.realised_pnl) FILTER (WHERE o.close_time > $${params.length}), 0) AS "${period}"`;
  });
  const rows = await db.query<{ trader_id: number } & Record<StatsPeriod, string>>(
    `SELECT f.trader_id, ${columns.join(', ')}
     FROM follow_copies c JOIN follows f ON f.id = c.follow_id JOIN contract_orders o ON o.id = c.order_id
     WHERE o.status = $1 AND o.close_time <= $2 GROUP BY f.trader_id`,
    params,
  );
  return new Map(rows.map((row) => [row.trader_id, row]));
}

const NO_FOLLOWERS_PROFIT: FollowersProfit = { '7d': 0, '30d': 0, '90d': 0, all: 0 };

/** Traders whose figures are written together, in one fenced transaction and one statement. */
export const WRITE_BATCH = 50;

/** One trader_stats row, its numbers as text, in the column order of the upsert. */
type StatsRow = Record<(typeof COLUMNS)[number][0], string | number | boolean | null | object>;

/** trader_stats' columns and their types, for the upsert from a JSON array of rows. */
const COLUMNS = [
  ['trader_id', 'integer'],
  ['three_week_rate', 'numeric'],
  ['three_week_win', 'numeric'],
  ['three_week_profit', 'numeric'],
  ['total_rate', 'numeric'],
  ['total_profit', 'numeric'],
  ['total_trade_num', 'integer'],
  ['window_trade_num', 'integer'],
  ['active_days', 'integer'],
  ['max_drawdown', 'numeric'],
  ['followers_profit', 'numeric'],
  ['top_multiple', 'integer'],
  ['top_code', 'text'],
  ['equity', 'jsonb'],
  ['ranked', 'boolean'],
  ['computed_at', 'bigint'],
  ['periods', 'jsonb'],
  ['risk_score', 'smallint'],
  ['risk_inputs', 'jsonb'],
] as const;

const UPSERT = `INSERT INTO trader_stats (${COLUMNS.map(([name]) => name).join(', ')})
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS row(${COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')})
  ON CONFLICT (trader_id) DO UPDATE SET ${COLUMNS.slice(1)
    .map(([name]) => `${name} = EXCLUDED.${name}`)
    .join(', ')}`;

async function write(db: Database, fence: Fence, rows: readonly StatsRow[]): Promise<void> {
  if (rows.length === 0) return;
  // A batch rather than a transaction per trader: on PGlite each transaction is several calls into the engine, and
  // the writes were as dear as the figures (bench: trader-stats). Still fenced: a node that lost the lead writes none.
  await db.transaction(async (tx) => {
    await fence(tx);
    await tx.query(UPSERT, [JSON.stringify(rows)]);
  });
}

export async function recomputeTraderStats(db: Database, clock: Clock, fence: Fence): Promise<number> {
  const traders = await db.query<{ id: number; user_id: number; is_demo: boolean }>(
    'SELECT t.id, t.user_id, u.is_demo FROM traders t JOIN users u ON u.id = t.user_id ORDER BY t.id',
  );
  const now = clock.now();
  const followers = await followersProfits(db, now);
  const places = (value: Decimal, decimals: number) => value.toDecimalPlaces(decimals).toString();
  let batch: StatsRow[] = [];
  for (const trader of traders) {
    const closed = await readClosedTrades(db, trader.user_id, now);
    const cash = await readCashFlows(db, trader.user_id);
    const points = equityIndex(closed, cash);
    const figures = traderFigures(closed, cash, now, points);
    const followersProfit = followers.get(trader.id) ?? NO_FOLLOWERS_PROFIT;
    const { periods, risk } = periodFigures(closed, cash, followersProfit, now, points);
    batch.push({
      trader_id: trader.id,
      three_week_rate: places(figures.threeWeekRate, 8),
      three_week_win: places(figures.threeWeekWin, 8),
      three_week_profit: places(figures.threeWeekProfit, 2),
      total_rate: places(figures.totalRate, 8),
      total_profit: places(figures.totalProfit, 2),
      total_trade_num: figures.totalTradeNum,
      window_trade_num: figures.windowTradeNum,
      active_days: figures.activeDays,
      max_drawdown: places(figures.maxDrawdown, 8),
      followers_profit: places(new Decimal(followersProfit.all), 2),
      top_multiple: figures.topMultiple,
      top_code: figures.topCode,
      equity: figures.equity.map((point) => ({ time: point.time, value: places(point.value, 6) })),
      ranked: isRankable(figures, trader.is_demo),
      computed_at: now,
      periods: Object.fromEntries(STATS_PERIODS.map((period) => [period, periodStatsWire(periods[period])])),
      risk_score: risk.score,
      risk_inputs: riskInputsWire(risk),
    });
    if (batch.length >= WRITE_BATCH) {
      await write(db, fence, batch);
      batch = [];
    }
  }
  await write(db, fence, batch);
  return traders.length;
}
