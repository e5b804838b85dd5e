import { Decimal, formatAmount } from '../../common/money';
import { NOTIFICATION_KIND } from '../../common/notify';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { recordNotification } from '../notify/inbox';

// A fund subscription that ended, in its owner's inbox (issue 34): matured at the end of its lock (the daily run, or
// a redemption asked for or decided once the lock had ended, which matures it instead), or redeemed early (at once,
// or when an operator approved it). Recorded in the transaction that settles it, so an entry is there exactly when
// the money came back. The fund is named by its English title (funds.title, the default the funds screen falls back
// to): the entry is worded in the reader's language at read time, but a fund's other names are not in the inbox.

/** Where the entries open: the subscription records screen (src/routes/mining/record.tsx). */
export const FUND_RECORDS_LINK = '/mining/record';

/** The facts of an early redemption, as settled. */
export interface EarlyRedemption {
  subscriptionId: string;
  userId: number;
  /** The fund's English title. */
  fund: string;
  /** What came back to the funding account: the principal less the penalty. */
  refund: string;
  penalty: string;
  /** The income paid before the redemption. */
  income: string;
}

/** Records the entry of a subscription redeemed early, in the settling transaction. */
export async function noticeEarlyRedemption(tx: Queryable, clock: Clock, redeemed: EarlyRedemption): Promise<void> {
  await recordNotification(tx, clock, {
    userId: redeemed.userId,
    kind: NOTIFICATION_KIND.FUND_REDEEMED,
    detail: {
      subscription_id: Number(redeemed.subscriptionId),
      fund: redeemed.fund,
      how: 'early',
      amount: formatAmount(redeemed.refund),
      // What the subscription made in the end: its income less the penalty (negative when the penalty was more).
      profit: formatAmount(new Decimal(redeemed.income).minus(redeemed.penalty)),
    },
    link: FUND_RECORDS_LINK,
  });
}

interface MaturedRow {
  id: string;
  user_id: number;
  title: string;
  share_amount: string;
  credited: string;
}

/**
 * Records the entries of the subscriptions `ids` that just matured, in the maturing transaction: the principal came
 * back, and the profit is the income the term credited. One entry per subscription, so the statements are as many as
 * the subscriptions that matured in the batch (a handful a day), not as the batch's size.
 */
export async function noticeMaturities(tx: Queryable, clock: Clock, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx.query<MaturedRow>(
    `SELECT s.id, s.user_id, f.title, s.share_amount,
            (SELECT coalesce(sum(i.credited), 0) FROM fund_income i WHERE i.sub_id = s.id) AS credited
     FROM fund_subscriptions s JOIN funds f ON f.id = s.fund_id WHERE s.id = ANY ($1::bigint[]) ORDER BY s.id`,
    [ids],
  );
  for (const row of rows) {
    await recordNotification(tx, clock, {
      userId: row.user_id,
      kind: NOTIFICATION_KIND.FUND_REDEEMED,
      detail: {
        subscription_id: Number(row.id),
        fund: row.title,
        how: 'matured',
        amount: formatAmount(row.share_amount),
        profit: formatAmount(row.credited),
      },
      link: FUND_RECORDS_LINK,
    });
  }
}
