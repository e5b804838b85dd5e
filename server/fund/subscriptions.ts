import { FUND_PAGE_SIZE, type FundIncome, type FundPage, type FundSubscription } from '../../common/api/fund';
import { CODE } from '../../common/envelope';
import { FUND_SUB_STATUS, fundAmountProblem, fundDayProfit, type FundAmountProblem, type FundSubStatus } from '../../common/fund';
import { formatAmount, negate, PLACES } from '../../common/money';
import type { MessageDescriptor } from '@lingui/core';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournal } from '../ledger/ledger';
import { utcDay } from './days';
import { enabledFund, fundPage, percentText } from './funds';
import { requireAmount, takingFrom } from '../wallet/amount';
import { assert } from '../assert';
import { paged } from '../db/paging';

// Subscribing to a fund and reading one's subscriptions and their income. Subscribing moves the amount from the
// funding account's free balance to the house's funds account in one journal; the guarded ledger update refuses an
// amount above the balance even when other requests spend it at the same moment.

export interface SubscriptionRow {
  id: string;
  user_id: number;
  fund_id: number;
  status: FundSubStatus;
  share_amount: string;
  day_profit: string;
  lock_days: number;
  liquidated_damages: string;
  sub_time: Date;
  paid_days: number;
  sum_profit: string;
  penalty: string;
  title: string;
  currency_code: string;
}

export const SUBSCRIPTION_SELECT = `s.id, s.user_id, s.fund_id, s.status, s.share_amount, s.day_profit, s.lock_days, s.liquidated_damages,
  s.sub_time, paid.paid_days, paid.sum_profit, s.penalty, f.title, f.currency_code`;
/** A subscription with its fund, and what it has been paid: its income rows, counted (the accrual keeps no tally). */
export const SUBSCRIPTION_FROM = `fund_subscriptions s JOIN funds f ON f.id = s.fund_id
  CROSS JOIN LATERAL (SELECT count(*)::int AS paid_days, coalesce(sum(i.amount), 0) AS sum_profit FROM fund_income i WHERE i.sub_id = s.id) paid`;

export function toSubscription(row: SubscriptionRow): FundSubscription {
  return {
    id: Number(row.id),
    fund_id: row.fund_id,
    status: row.status,
    share_amount: formatAmount(row.share_amount),
    sub_time: row.sub_time.getTime(),
    day_profit: formatAmount(row.day_profit, PLACES.fundDayProfit),
    sum_profit: formatAmount(row.sum_profit, PLACES.fundDayProfit),
    paid_days: row.paid_days,
    lock_dividend_days: row.lock_days,
    penalty: formatAmount(row.penalty),
    get_fund: { title: row.title, currency_code: row.currency_code, liquidated_damages: percentText(row.liquidated_damages) },
  };
}

export async function loadSubscription(db: Queryable, id: number, forUpdate = false): Promise<SubscriptionRow | null> {
  const [row] = await db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_SELECT} FROM ${SUBSCRIPTION_FROM} WHERE s.id = $1 ${forUpdate ? 'FOR UPDATE OF s' : ''}`,
    [id],
  );
  return row ?? null;
}

const LIMIT_MESSAGES: Record<FundAmountProblem, MessageDescriptor> = {
  below_minimum: messages.fundBelowMinimum,
  above_maximum: messages.fundAboveMaximum,
  above_total_maximum: messages.fundAboveTotalMaximum,
};

/** Subscribes `amount` to the fund: status 1 in progress, income from the day after today (UTC). */
export async function subscribe(
  db: Database,
  clock: Clock,
  userId: number,
  request: { fundId: number; amount: string },
): Promise<FundSubscription> {
  const amount = requireAmount('amount', request.amount);
  return db.transaction(async (tx) => {
    const fund = await enabledFund(tx, request.fundId, true).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === CODE.NOT_FOUND)
        throw new DomainError(CODE.FUND_UNAVAILABLE, messages.fundUnavailable);
      throw error;
    });
    // The funding account's lock orders this user's subscriptions, so the total-per-fund check cannot be raced.
    const funding = await lockUserAccount(tx, userId, 'funding');
    const [held] = await tx.query<{ held: string }>(
      `SELECT coalesce(sum(share_amount), 0) AS held FROM fund_subscriptions
       WHERE user_id = $1 AND fund_id = $2 AND status IN (${FUND_SUB_STATUS.inProgress}, ${FUND_SUB_STATUS.refunding})`,
      [userId, fund.id],
    );
    const problem = fundAmountProblem(amount, fund, held?.held ?? '0');
    if (problem) {
      throw new DomainError(CODE.FUND_LIMIT, LIMIT_MESSAGES[problem], {
        minimum: formatAmount(fund.staring_sub_amount),
        maximum: formatAmount(fund.max_sub_amount),
        held: formatAmount(held?.held ?? '0'),
        currency: fund.currency_code,
      });
    }
    const house = await houseAccountId(tx, 'funds');
    const journalId = await takingFrom(tx, 'amount', () =>
      postJournal(tx, clock, {
        cause: 'fund',
        userId,
        memo: `subscribe ${fund.id}`,
        postings: [
          { accountId: funding.id, bucket: 'available', amount: negate(amount) },
          { accountId: house, bucket: 'available', amount },
        ],
      }),
    );
    const now = clock.now();
    const [created] = await tx.query<{ id: string }>(
      `INSERT INTO fund_subscriptions (user_id, fund_id, status, share_amount, day_profit, lock_days, liquidated_damages, sub_time, first_day, journal_id)
       VALUES ($1, $2, ${FUND_SUB_STATUS.inProgress}, $3, $4, $5, $6, $7, $8::date + 1, $9) RETURNING id`,
      [
        userId,
        fund.id,
        amount,
        fundDayProfit(amount, fund.dividend_percentage),
        fund.lock_dividend_days,
        fund.liquidated_damages,
        new Date(now),
        utcDay(now),
        journalId,
      ],
    );
    assert(created, 'subscription insert returned nothing');
    const row = await loadSubscription(tx, Number(created.id));
    assert(row, 'subscription vanished');
    return toSubscription(row);
  });
}

export async function subscriptionPage(db: Queryable, userId: number, page: number): Promise<FundPage<FundSubscription>> {
  const rows = await paged(
    db,
    { select: SUBSCRIPTION_SELECT, from: `${SUBSCRIPTION_FROM} WHERE s.user_id = $1`, orderBy: 's.id DESC', params: [userId] },
    { page, size: FUND_PAGE_SIZE },
    toSubscription,
  );
  return fundPage(rows, page);
}

interface IncomeRow {
  id: string;
  sub_id: string;
  day: string;
  amount: string;
  credited: string;
  created_at: Date;
}

/** One subscription's income rows, newest day first; another user's subscription is not found. */
export async function incomePage(db: Queryable, userId: number, subId: number, page: number): Promise<FundPage<FundIncome>> {
  const [owned] = await db.query<{ id: string }>('SELECT id FROM fund_subscriptions WHERE id = $1 AND user_id = $2', [subId, userId]);
  if (!owned) throw notFound();
  const rows = await paged(
    db,
    {
      select: "id, sub_id, to_char(day, 'YYYY-MM-DD') AS day, amount, credited, created_at",
      from: 'fund_income WHERE sub_id = $1',
      orderBy: 'day DESC',
      params: [subId],
    },
    { page, size: FUND_PAGE_SIZE },
    (row: IncomeRow): FundIncome => ({
      id: Number(row.id),
      sub_id: Number(row.sub_id),
      day: row.day,
      amount: formatAmount(row.amount, PLACES.fundDayProfit),
      credited: formatAmount(row.credited),
      created_at: row.created_at.getTime(),
    }),
  );
  return fundPage(rows, page);
}
