import { ORDER_STATUS } from '../../common/contract';
import { Decimal } from '../../common/money';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Fence } from '../fence';
import { isRankable, traderFigures, type CashFlow, type ClosedTrade } from './statistics';

// Recomputes every trader's statistics and ranking eligibility from the database as it is now: their own closed
// orders (copies are not their trading), the money that entered or left their contract account other than by
// trading, and their followers' realised copy profit. One transaction per trader, fenced, so a node that lost the
// lead writes nothing.

/** Ledger causes that are trading on the contract account; every other movement of it is money in or out. */
const TRADING_CAUSES = ['trade_open', 'trade_margin', 'trade_fee', 'trade_pnl'];
// A pending order a stop-out cancelled never traded (its fee was refunded): only orders that filled count.
const CLOSED_BY_TRADING = ['manual', 'stop_loss', 'take_profit', 'stop_out'];

export async function recomputeTraderStats(db: Database, clock: Clock, fence: Fence): Promise<number> {
  const traders = await db.query<{ id: number; user_id: number; is_demo: boolean }>(
    'SELECT t.id, t.user_id, u.is_demo FROM traders t JOIN users u ON u.id = t.user_id ORDER BY t.id',
  );
  const now = clock.now();
  for (const trader of traders) {
    const trades = await db.query<{ closed_at: string; net: string; code: string; multiple: number }>(
      `SELECT o.close_time AS closed_at, o.realised_pnl - o.fee AS net, i.show_code AS code, o.multiple
       FROM contract_orders o JOIN instruments i ON i.id = o.instrument_id
       WHERE o.user_id = $1 AND o.origin_id = 0 AND o.status = $4 AND o.close_reason = ANY($2::text[]) AND o.close_time <= $3
         AND o.open_price IS NOT NULL`,
      [trader.user_id, CLOSED_BY_TRADING, now, ORDER_STATUS.history],
    );
    const flows = await db.query<{ at: Date; amount: string }>(
      `SELECT j.created_at AS at, sum(p.amount) AS amount FROM postings p JOIN journals j ON j.id = p.journal_id
       JOIN ledger_accounts a ON a.id = p.account_id
       WHERE a.user_id = $1 AND a.kind = 'forex' AND NOT (j.cause = ANY($2::text[]))
       GROUP BY j.id, j.created_at HAVING sum(p.amount) <> 0`,
      [trader.user_id, TRADING_CAUSES],
    );
    const [followers] = await db.query<{ total: string | null }>(
      `SELECT sum(o.realised_pnl) AS total FROM follow_copies c JOIN follows f ON f.id = c.follow_id JOIN contract_orders o ON o.id = c.order_id
       WHERE f.trader_id = $1 AND o.status = $2`,
      [trader.id, ORDER_STATUS.history],
    );
    const closed: ClosedTrade[] = trades.map((row) => ({
      closedAt: Number(row.closed_at),
      net: row.net,
      code: row.code,
      multiple: row.multiple,
    }));
    const cash: CashFlow[] = flows.map((row) => ({ at: row.at.getTime(), amount: row.amount }));
    const figures = traderFigures(closed, cash, now);
    const ranked = isRankable(figures, trader.is_demo);
    const places = (value: Decimal, decimals: number) => value.toDecimalPlaces(decimals).toString();
    await db.transaction(async (tx) => {
      await fence(tx);
      await tx.query(
        `INSERT INTO trader_stats (trader_id, three_week_rate, three_week_win, three_week_profit, total_rate, total_profit, total_trade_num,
           window_trade_num, active_days, max_drawdown, followers_profit, top_multiple, top_code, equity, ranked, computed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         ON CONFLICT (trader_id) DO UPDATE SET three_week_rate = EXCLUDED.three_week_rate, three_week_win = EXCLUDED.three_week_win,
           three_week_profit = EXCLUDED.three_week_profit, total_rate = EXCLUDED.total_rate, total_profit = EXCLUDED.total_profit,
           total_trade_num = EXCLUDED.total_trade_num, window_trade_num = EXCLUDED.window_trade_num, active_days = EXCLUDED.active_days,
           max_drawdown = EXCLUDED.max_drawdown, followers_profit = EXCLUDED.followers_profit, top_multiple = EXCLUDED.top_multiple,
           top_code = EXCLUDED.top_code, equity = EXCLUDED.equity, ranked = EXCLUDED.ranked, computed_at = EXCLUDED.computed_at`,
        [
          trader.id,
          places(figures.threeWeekRate, 8),
          places(figures.threeWeekWin, 8),
          places(figures.threeWeekProfit, 2),
          places(figures.totalRate, 8),
          places(figures.totalProfit, 2),
          figures.totalTradeNum,
          figures.windowTradeNum,
          figures.activeDays,
          places(figures.maxDrawdown, 8),
          places(new Decimal(followers?.total ?? 0), 2),
          figures.topMultiple,
          figures.topCode,
          JSON.stringify(figures.equity.map((point) => ({ time: point.time, value: places(point.value, 6) }))),
          ranked,
          now,
        ],
      );
    });
  }
  return traders.length;
}
