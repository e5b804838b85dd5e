import { endpoint } from './endpoint';
import { ANY_OPERATOR, FINANCE } from './operator-roles';
import type { FundRefundMode, FundSubStatus } from '../fund';
import type { LocaleCode } from '../locales';
import type { Translations } from '../localized-text';
import type * as input from './input/fund';
import type { Page } from './page';
import type { QueuePage } from './queue-page';

// Fund subscriptions (spec sections 3, 4, 7 and 9): the funds on offer, subscribing (which moves the amount from the
// funding account into the fund), the daily income, and early redemption with the penalty. Day profit, total
// profit and the penalty are computed with common/fund.ts on both sides.

/** A paged fund call's answer: the rows, the count, and the last page (spec: `last_page`). */
export interface FundPage<T> {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
}

export const FUND_PAGE_SIZE = 10;

export interface Fund {
  id: number;
  /** In the request's language, else English, else the first written (common/localized-text.ts); so is `desc`. */
  title: string;
  /** A picture URL, or empty for the app's own. */
  image: string;
  currency_code: string;
  /** Percent of the amount paid each day, e.g. "0.35". */
  dividend_percentage: string;
  /** The smallest amount per subscription (the spec's spelling). */
  staring_sub_amount: string;
  /** Days of income before the principal returns. */
  lock_dividend_days: number;
  /** The largest amount per subscription, and in total per user and fund. */
  max_sub_amount: string;
  desc: string;
  /** Early-redemption penalty, percent of the amount. */
  liquidated_damages: string;
  refund_mode: FundRefundMode;
  /** The language `title` is in: the request's, or the fallback's. */
  lang: LocaleCode;
}

export interface FundSubscription {
  id: number;
  fund_id: number;
  status: FundSubStatus;
  share_amount: string;
  /** Milliseconds since the epoch. */
  sub_time: number;
  /** This subscription's day profit, 4 decimals. */
  day_profit: string;
  /** Income accrued so far, 4 decimals (the sum of its income rows). */
  sum_profit: string;
  /** Income payouts so far, of the fund's lock_dividend_days. */
  paid_days: number;
  lock_dividend_days: number;
  /** The penalty taken at an early redemption (0.00 otherwise). */
  penalty: string;
  get_fund: { title: string; currency_code: string; liquidated_damages: string };
}

export interface FundIncome {
  id: number;
  sub_id: number;
  /** The UTC calendar day the income is for, YYYY-MM-DD. */
  day: string;
  /** The day profit, 4 decimals. */
  amount: string;
  /** What the funding account was credited for it, 2 decimals (the rounded running total's growth). */
  credited: string;
  created_at: number;
}

export const fundList = endpoint<FundPage<Fund>, typeof input.fundList>()({ method: 'GET', path: '/api/fund/list', auth: true });
export const fundInfo = endpoint<Fund, typeof input.fundInfo>()({ method: 'GET', path: '/api/fund/info', auth: true });
/** Subscribes: the amount leaves the funding account at once. */
export const fundBuy = endpoint<FundSubscription, typeof input.fundBuy>()({
  method: 'GET',
  path: '/api/fund/buy',
  auth: true,
  idempotent: true,
});
export const fundSubList = endpoint<FundPage<FundSubscription>, typeof input.fundSubList>()({
  method: 'GET',
  path: '/api/fund/subList',
  auth: true,
});
export const fundIncomeList = endpoint<FundPage<FundIncome>, typeof input.fundIncomeList>()({
  method: 'GET',
  path: '/api/fund/insList',
  auth: true,
});
/** Early redemption, only at status 1: the amount less the penalty comes back, at once or after approval. */
export const fundApplyRefund = endpoint<FundSubscription, typeof input.fundApplyRefund>()({
  method: 'GET',
  path: '/api/fund/applyRefund',
  auth: true,
  idempotent: true,
});

// The back office (operator sessions only).

/** `title` and `desc` are the English text (`lang` is en); `texts` holds the other languages written. */
export interface AdminFund extends Fund {
  enabled: boolean;
  sort: number;
  texts: Translations;
}

export interface AdminFundSubscription extends FundSubscription {
  user_id: number;
  uid: string;
  email: string | null;
}

const admin = { auth: true, encoding: 'form' } as const;
// Every operator reads, finance decides redemptions, admins change funds (the save declares no roles).
const read = { ...admin, roles: ANY_OPERATOR } as const;

export const adminFunds = endpoint<Page<AdminFund>, typeof input.adminFunds>()({ ...read, method: 'GET', path: '/admin/api/fund/funds' });
/** JSON, for the other languages' texts (`texts`); a form body, without them, is read as before. */
export const adminSaveFund = endpoint<AdminFund, typeof input.adminSaveFund>()({
  ...admin,
  encoding: 'json',
  method: 'POST',
  path: '/admin/api/fund/funds/save',
});
export const adminFundSubscriptions = endpoint<QueuePage<AdminFundSubscription>, typeof input.adminFundSubscriptions>()({
  ...read,
  method: 'GET',
  path: '/admin/api/fund/subscriptions',
});
/** Approves (refunds) or rejects (back to in progress) a redemption waiting at status 2. */
export const adminDecideFundRefund = endpoint<AdminFundSubscription, typeof input.adminDecideFundRefund>()({
  ...admin,
  roles: FINANCE,
  method: 'POST',
  path: '/admin/api/fund/refunds/decide',
});
