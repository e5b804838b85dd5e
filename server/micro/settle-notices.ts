import { Decimal, formatAmount, formatPrice } from '../../common/money';
import { MICRO_DIRECTION } from '../../common/micro';
import { NOTIFICATION_KIND } from '../../common/notify';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { InstrumentSeed } from '../market/instrument-data';
import { recordNotification } from '../notify/inbox';
import type { MicroRow } from './orders';

// Every settled option is told in the user's inbox (issue 34), demo accounts too: it settles at expiry, when the
// owner may have left. Recorded in the settling transaction (./settlement.ts), so the entry is there exactly when
// the settlement committed, once however many settlers raced for it.

/** Where the entry opens: the orders screen (src/routes/_auth/order.tsx), options, on the history tab. */
export const OPTION_HISTORY_LINK = '/order?type=3&source=1';

/** Records the entry of a settled option (`closed`, the row its settlement returned) in the settling transaction. */
export async function noticeSettlement(tx: Queryable, clock: Clock, closed: MicroRow, instrument: InstrumentSeed): Promise<void> {
  if (closed.end_price === null) return;
  const profit = new Decimal(closed.fact_profits);
  await recordNotification(tx, clock, {
    userId: closed.user_id,
    kind: NOTIFICATION_KIND.OPTION_SETTLED,
    detail: {
      order_id: Number(closed.id),
      instrument: instrument.showCode,
      direction: closed.direction === MICRO_DIRECTION.up ? 'up' : 'down',
      // A tie wins (common/micro.ts microWins) and pays: a settled option never ends at nothing.
      result: profit.isNegative() ? 'loss' : 'win',
      amount: formatAmount(closed.amount),
      profit: formatAmount(profit),
      price: formatPrice(closed.end_price, instrument.precision),
    },
    link: OPTION_HISTORY_LINK,
  });
}
