import type { CopySkipReason } from '../../common/follow';
import type { Side } from '../../common/contract';
import { Decimal, formatAmount, formatPrice } from '../../common/money';
import { NOTIFICATION_KIND } from '../../common/notify';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { InstrumentSeed } from '../market/instrument-data';
import { recordNotification } from '../notify/inbox';
import { CLOSED_CONTRACTS_LINK, HOLDING_CONTRACTS_LINK, orderFacts, sideName } from '../contract/close-notices';
import type { OrderRow, PartialCloseRow } from '../contract/orders';

// What a follower hears of copy trading in the inbox (issue 34): a trader's position copied for them, not copied
// (with the reason), and a copy closed because the trader closed theirs. Each is recorded in the transaction that
// places, skips or closes the copy (copier.ts), so it is there exactly when that committed, once however often the
// copy work runs (the work is idempotent per follow and trader order). A copy closed by the follower's own hand says
// nothing; one closed by its own stop-loss, take-profit or a stop-out is the contract engine's contract_closed.

/** Where the follower's copies and skips are listed: the follows screen (src/routes/follow/follow-list.tsx). */
export const FOLLOW_LIST_LINK = '/follow/follow-list';

/** The trader's name as the ranking lists it: the name they applied with (a simulated trader's, in English). */
export async function traderName(db: Queryable, traderUserId: number): Promise<string> {
  const [row] = await db.query<{ nickname: string }>('SELECT nickname FROM traders WHERE user_id = $1', [traderUserId]);
  return row?.nickname ?? '';
}

/** Records a copy opened for its follower (`row`, the copy as placed), in the placing transaction. */
export async function noticeCopyOpened(
  tx: Queryable,
  clock: Clock,
  row: OrderRow,
  instrument: InstrumentSeed,
  trader: string,
): Promise<void> {
  if (row.open_price === null) return;
  await recordNotification(tx, clock, {
    userId: row.user_id,
    kind: NOTIFICATION_KIND.COPY_OPENED,
    detail: { trader, ...orderFacts(row, instrument), price: formatPrice(row.open_price, instrument.precision) },
    link: FOLLOW_LIST_LINK,
  });
}

export interface SkippedCopy {
  followerUserId: number;
  trader: string;
  side: Side;
  reason: CopySkipReason;
}

/** Records a trader's position not copied for a follower, with its reason, in the transaction recording the skip. */
export async function noticeCopySkipped(tx: Queryable, clock: Clock, skip: SkippedCopy, instrument: InstrumentSeed): Promise<void> {
  await recordNotification(tx, clock, {
    userId: skip.followerUserId,
    kind: NOTIFICATION_KIND.COPY_SKIPPED,
    detail: { trader: skip.trader, instrument: instrument.showCode, side: sideName(skip.side), reason: skip.reason },
    link: FOLLOW_LIST_LINK,
  });
}

/** Records a copy closed with its trader's order (`row`, the copy as closed), in the closing transaction. */
export async function noticeCopyClosed(
  tx: Queryable,
  clock: Clock,
  row: OrderRow,
  instrument: InstrumentSeed,
  trader: string,
): Promise<void> {
  if (row.close_price === null) return;
  await recordNotification(tx, clock, {
    userId: row.user_id,
    kind: NOTIFICATION_KIND.COPY_CLOSED,
    detail: {
      trader,
      ...orderFacts(row, instrument),
      price: formatPrice(row.close_price, instrument.precision),
      profit: formatAmount(row.realised_pnl),
    },
    link: CLOSED_CONTRACTS_LINK,
  });
}

/**
 * Records a copy closed in part following its trader's partial close (`row`, the copy after the part; `part`, the
 * part as recorded), in the closing transaction: copy_closed with the part's lots, price and profit, and the lots left.
 */
export async function noticeCopyPartClosed(
  tx: Queryable,
  clock: Clock,
  row: OrderRow,
  part: PartialCloseRow,
  instrument: InstrumentSeed,
  trader: string,
): Promise<void> {
  await recordNotification(tx, clock, {
    userId: row.user_id,
    kind: NOTIFICATION_KIND.COPY_CLOSED,
    detail: {
      trader,
      ...orderFacts(row, instrument),
      lots: new Decimal(part.lots).toString(),
      price: formatPrice(part.price, instrument.precision),
      profit: formatAmount(part.realised_pnl),
      partial: true,
      left: new Decimal(row.lots).toString(),
    },
    // The copy is still open: its parts are listed on it.
    link: HOLDING_CONTRACTS_LINK,
  });
}
