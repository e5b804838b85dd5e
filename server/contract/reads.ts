import { Decimal, formatAmount } from '../../common/money';
import { type ForexDetail, type ForexOrder, type OrderPage, ORDERS_PAGE_SIZE } from '../../common/api/trade';
import { ORDER_STATUS, type OrderStatus } from '../../common/contract';
import type { Queryable } from '../db/database';
import { ORDER_COLUMNS, type OrderRow, type PartialCloseRow } from './orders';
import { partialsOf } from './partial-reads';
import { summaryOf, type BookValue } from './valuation';

// The contract engine's read queries (the order lists and the account's detail): database reads valued with the
// engine's live book, which the engine hands in; nothing here writes or settles.

/** What a read needs of the engine: how it shows an order, and the user's book valued at the latest prices. */
export interface ReadContext {
  db: Queryable;
  /** `partials`: the order's partial closes, oldest first. */
  present(row: OrderRow, partials?: readonly PartialCloseRow[]): ForexOrder;
  bookOf(userId: number, cash?: Decimal): BookValue;
}

export async function listOrders(context: ReadContext, userId: number, status: OrderStatus, page: number): Promise<OrderPage> {
  // History newest-closed first; the book newest-placed first.
  const order = status === ORDER_STATUS.history ? 'close_time DESC, id DESC' : 'id DESC';
  const rows = await context.db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM contract_orders WHERE user_id = $1 AND status = $2 ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [userId, status, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE],
  );
  // Net of fees: the fee of an order that filled; a cancelled one (never filled) paid none in the end (netProfit).
  const [counts] = await context.db.query<{ total: string; realised: string | null; fees: string | null }>(
    `SELECT count(*) AS total, sum(realised_pnl) AS realised, sum(fee) FILTER (WHERE open_price IS NOT NULL) AS fees
     FROM contract_orders WHERE user_id = $1 AND status = $2`,
    [userId, status],
  );
  const parts = await partialsOf(
    context.db,
    rows.map((row) => row.id),
  );
  const history = status === ORDER_STATUS.history;
  const realised = new Decimal(counts?.realised ?? 0);
  const floating = status === ORDER_STATUS.holding ? context.bookOf(userId).floating : realised;
  return {
    data: rows.map((row) => context.present(row, parts.of(row.id))),
    total: Number(counts?.total ?? 0),
    all_fact_profits: formatAmount(floating),
    all_net_profits: history ? formatAmount(realised.minus(counts?.fees ?? 0)) : null,
  };
}

export async function readDetail(context: ReadContext, userId: number, tradeFeeType: () => Promise<number>): Promise<ForexDetail> {
  const account = await context.db.query<{ available: string; locked: string }>(
    `SELECT available, locked FROM ledger_accounts WHERE user_id = $1 AND kind = 'forex' AND currency = 'USD'`,
    [userId],
  );
  const summary = summaryOf(context.bookOf(userId, new Decimal(account[0]?.available ?? 0).plus(account[0]?.locked ?? 0)));
  return {
    balance: formatAmount(account[0]?.available ?? 0),
    lockBalance: formatAmount(account[0]?.locked ?? 0),
    ProfitsTotal: summary.ProfitsTotal,
    CautionMoneyAll: summary.CautionMoneyAll,
    Equity: summary.Equity,
    HazardRate: summary.HazardRate,
    PrepaymentRatio: summary.PrepaymentRatio,
    TradeFeeType: await tradeFeeType(),
    CloseOutLevel: summary.CloseOutLevel,
  };
}
