import { Decimal, formatAmount, formatPrice } from '../../common/money';
import type { CloseReason } from '../../common/api/trade';
import { SIDE, type Side } from '../../common/contract';
import { NOTIFICATION_KIND, type OrderCancelReason, type SystemCloseReason } from '../../common/notify';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { InstrumentSeed } from '../market/instrument-data';
import { recordNotification } from '../notify/inbox';
import type { OrderRow } from './orders';
import { receiptFacts } from './receipt';

// Which contract events the user hears of in the inbox (issue 34), decided here once for the engine: a position the
// system closed (its stop-loss, its trailing stop, its take-profit, a stop-out; a copied position of a follower's too, as it closes on
// the same path) and a pending order the market filled. Recorded in the transaction of the close or the fill, so an
// entry is in the inbox exactly when the change committed. Not the owner's own close (they did it a moment ago), nor
// a demo reset, nor a pending order its owner cancelled (the FOREX_CLOSED push tells the open tabs). A pending order
// the system cancelled (a stop-out) is told, as a failed operation. A copy closed with its trader is told by copy
// trading as copy_closed instead (server/copy-trading/copy-notices.ts), so no close is told twice.

/** Where the entries open: the orders screen (src/routes/_auth/order.tsx), contracts, on the closed or holding tab. */
export const CLOSED_CONTRACTS_LINK = '/order?type=3&source=0';
export const HOLDING_CONTRACTS_LINK = '/order?type=1&source=0';

const SYSTEM_CLOSES: ReadonlySet<CloseReason> = new Set<SystemCloseReason>(['stop_loss', 'trailing_stop', 'take_profit', 'stop_out']);

function isSystemClose(reason: CloseReason | null): reason is SystemCloseReason {
  return reason !== null && SYSTEM_CLOSES.has(reason);
}

/** What a close tells in the closing transaction: noticeClose, or nothing where the caller tells it otherwise. */
export type CloseNotice = (tx: Queryable, clock: Clock, row: OrderRow, instrument: InstrumentSeed) => Promise<void>;

/** A close told by its caller (a copy closed with its trader): nothing here. */
export const toldByCaller: CloseNotice = () => Promise.resolve();

/** An order's side as the entries' facts name it. */
export const sideName = (side: Side) => (side === SIDE.buy ? ('buy' as const) : ('sell' as const));

/** The order's facts the kinds carry, as the orders screen shows them. */
export function orderFacts(row: OrderRow, instrument: InstrumentSeed) {
  return {
    order_id: Number(row.id),
    instrument: instrument.showCode,
    side: sideName(row.side),
    lots: new Decimal(row.lots).toString(),
  };
}

/**
 * What the close itself realised: the order's realised_pnl less its earlier partial closes'. The entry names the lots
 * this close took (the order's lots left), so its profit is theirs, not the whole order's.
 */
async function profitOfThisClose(tx: Queryable, row: OrderRow): Promise<Decimal> {
  const [parts] = await tx.query<{ realised: string }>(
    'SELECT COALESCE(SUM(realised_pnl), 0) AS realised FROM contract_partial_closes WHERE order_id = $1',
    [row.id],
  );
  return new Decimal(row.realised_pnl).minus(parts?.realised ?? 0);
}

/** Records the entry of a position that closed, in the closing transaction, when the system closed it; else nothing. */
export async function noticeClose(tx: Queryable, clock: Clock, row: OrderRow, instrument: InstrumentSeed): Promise<void> {
  const reason = row.close_reason;
  if (!isSystemClose(reason) || row.close_price === null) return;
  const profit = await profitOfThisClose(tx, row);
  await recordNotification(tx, clock, {
    userId: row.user_id,
    kind: NOTIFICATION_KIND.CONTRACT_CLOSED,
    detail: {
      reason,
      ...orderFacts(row, instrument),
      price: formatPrice(row.close_price, instrument.precision),
      profit: formatAmount(profit),
      // A stop-loss's or take-profit's receipt: the level against the tick that closed it (none when they met).
      ...receiptFacts(row.side, 'close', row.close_price, row.close_seen_price, row.close_slippage, instrument.precision),
    },
    link: CLOSED_CONTRACTS_LINK,
  });
}

/** Records the entry of a pending order the market filled, in the filling transaction. */
export async function noticeFill(tx: Queryable, clock: Clock, row: OrderRow, instrument: InstrumentSeed): Promise<void> {
  if (row.open_price === null) return;
  await recordNotification(tx, clock, {
    userId: row.user_id,
    kind: NOTIFICATION_KIND.ORDER_FILLED,
    detail: {
      ...orderFacts(row, instrument),
      price: formatPrice(row.open_price, instrument.precision),
      // The fill's receipt: the price the order waited for against the tick that filled it (none when they met).
      ...receiptFacts(row.side, 'open', row.open_price, row.seen_price, row.open_slippage, instrument.precision),
    },
    link: HOLDING_CONTRACTS_LINK,
  });
}

/** Records the entry of a pending order the system cancelled (`reason`), in the cancelling transaction. */
export async function noticeCancel(
  tx: Queryable,
  clock: Clock,
  row: OrderRow,
  instrument: InstrumentSeed,
  reason: OrderCancelReason,
): Promise<void> {
  await recordNotification(tx, clock, {
    userId: row.user_id,
    kind: NOTIFICATION_KIND.ORDER_CANCELLED,
    detail: { reason, ...orderFacts(row, instrument) },
    link: CLOSED_CONTRACTS_LINK,
  });
}
