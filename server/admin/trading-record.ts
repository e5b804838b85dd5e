import type { TradingRecord } from '../../common/api/admin-queues';
import { ORDER_STATUS } from '../../common/contract';
import { formatAmount, plainDecimal } from '../../common/money';
import type { Queryable } from '../db/database';

// A user's own contract trading in one line, for the operator deciding whether they may lead others as a trader:
// how many orders closed and how many of those won, what is open now, the lots and the realised result. Pending
// orders that never filled (cancelled, expired, or cancelled by a stop-out) never traded, so they count nowhere: a
// closed order counts when it opened (open_time), whatever reason it left the book for.

export async function tradingRecord(db: Queryable, userId: number): Promise<TradingRecord> {
  const [row] = await db.query<{
    closed: string;
    wins: string;
    open: string;
    lots: string | null;
    pnl: string | null;
    first: string | null;
  }>(
    `SELECT count(*) FILTER (WHERE status = $2 AND open_time IS NOT NULL) AS closed,
            count(*) FILTER (WHERE status = $2 AND open_time IS NOT NULL AND realised_pnl > 0) AS wins,
            count(*) FILTER (WHERE status = $3) AS open,
            sum(lots) FILTER (WHERE open_time IS NOT NULL)::text AS lots,
            sum(realised_pnl) FILTER (WHERE status = $2)::text AS pnl,
            min(created_at) AS first
       FROM contract_orders WHERE user_id = $1`,
    [userId, ORDER_STATUS.history, ORDER_STATUS.holding],
  );
  return {
    closed_orders: Number(row?.closed ?? 0),
    winning_orders: Number(row?.wins ?? 0),
    open_orders: Number(row?.open ?? 0),
    lots_traded: plainDecimal(row?.lots ?? 0),
    realised_pnl: formatAmount(row?.pnl ?? '0'),
    first_order_at: row?.first ? Number(row.first) : null,
  };
}
