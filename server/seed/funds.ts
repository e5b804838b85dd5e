import { FUND_REFUND_MODE } from '../../common/fund';
import type { Queryable } from '../db/database';
import { FUND_TRANSLATIONS, writeTranslations } from '../content/translations';
import { FUND_TEXTS } from './fund-texts';

// The funds a fresh installation offers, for operators to change in the back office. The descriptions state the
// product's terms (what is paid if the fund is held to the end, what an early exit costs); none promises a profit
// beyond those terms, and each says the amount is locked. Seeding only adds what is missing (by id); a fund's other
// languages (./fund-texts.ts) come with it, so texts an operator removed later are not brought back.

export const FUNDS = [
  {
    id: 1,
    title: 'Steady 7-day',
    dividend_percentage: '0.35',
    staring_sub_amount: '100',
    max_sub_amount: '5000',
    lock_dividend_days: 7,
    liquidated_damages: '5',
    refund_mode: FUND_REFUND_MODE.immediate,
    description:
      'Locks the amount for 7 days. Under these terms it accrues 0.35% of the amount per day, paid daily to your funding account, and the amount returns after the 7th payment. Leaving early costs 5% of the amount; income already paid is kept. Terms may change for new subscriptions, not for yours.',
  },
  {
    id: 2,
    title: 'Balanced 30-day',
    dividend_percentage: '0.5',
    staring_sub_amount: '500',
    max_sub_amount: '20000',
    lock_dividend_days: 30,
    liquidated_damages: '8',
    refund_mode: FUND_REFUND_MODE.immediate,
    description:
      'Locks the amount for 30 days and accrues 0.5% of it per day under these terms, paid daily; the amount returns after the 30th payment. Leaving early costs 8% of the amount. This is a locked product, not a deposit: plan for not needing the money during the term.',
  },
  {
    id: 3,
    title: 'Long 90-day',
    dividend_percentage: '0.6',
    staring_sub_amount: '1000',
    max_sub_amount: '50000',
    lock_dividend_days: 90,
    liquidated_damages: '12',
    refund_mode: FUND_REFUND_MODE.approval,
    description:
      'Locks the amount for 90 days and accrues 0.6% of it per day under these terms, paid daily; the amount returns after the 90th payment. An early exit is checked by our team before it is paid and costs 12% of the amount.',
  },
] as const;

export async function seedFunds(tx: Queryable): Promise<void> {
  for (const [index, fund] of FUNDS.entries()) {
    const inserted = await tx.query(
      `INSERT INTO funds (id, title, dividend_percentage, staring_sub_amount, max_sub_amount, lock_dividend_days, description,
         liquidated_damages, refund_mode, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        fund.id,
        fund.title,
        fund.dividend_percentage,
        fund.staring_sub_amount,
        fund.max_sub_amount,
        fund.lock_dividend_days,
        fund.description,
        fund.liquidated_damages,
        fund.refund_mode,
        index,
      ],
    );
    if (inserted.length > 0) await writeTranslations(tx, FUND_TRANSLATIONS, fund.id, FUND_TEXTS[fund.id]);
  }
  // Ids given by hand leave the identity behind; move it past them so a fund the back office creates gets a free id.
  await tx.query(`SELECT setval(pg_get_serial_sequence('funds', 'id'), greatest((SELECT max(id) FROM funds), 1))`);
}
