import * as z from 'zod/mini';
import { FUND_REFUND_MODE, FUND_SUB_STATUS } from '../../fund';
import { amountText, moneyAmount } from './amount';
import { queueFilters } from './queue-filters';
import { boundedText, decimalMatching, integerBetween, multilineText, oneOf, page, positiveInt, positiveIntegerColumn } from './fields';
import { translationsInput } from './localized-text';

// What the fund calls of ../fund.ts accept, one schema per call under the call's name. Amounts are plain decimals
// here; the service says what is wrong with zero, negative, over-precise and out-of-limit ones.

export const fundList = z.object({ page });
export const fundInfo = z.object({ id: positiveIntegerColumn });
/** `amount` empty reads as missing: the screen's "input lock number". */
export const fundBuy = z.object({ id: positiveIntegerColumn, amount: amountText });
export const fundSubList = z.object({ page });
export const fundIncomeList = z.object({ sub_id: positiveInt, page });
export const fundApplyRefund = z.object({ sub_id: positiveInt });

const PERCENT = /^\d{1,3}(\.\d{1,4})?$/;
const flag = z._default(z.optional(oneOf([0, 1] as const)), 1);
/** A list position, as strict as the wallet's ("+1", "1e9", "1.5" and "" are refused). */
const sort = z._default(z.optional(integerBetween(0, 1_000_000)), 0);
const optionalText = (max: number) => z._default(z.optional(boundedText(max)), '');
/** Text written in a box of several lines (a description, a decision's reason). */
const optionalLines = (max: number) => z._default(z.optional(multilineText(max)), '');

export const adminFunds = z.object({ page });
export const adminSaveFund = z.object({
  id: z.optional(positiveIntegerColumn),
  /** The English title; `texts` the other languages' (absent: left as they are). */
  title: boundedText(100, 1),
  image: optionalText(300),
  dividend_percentage: decimalMatching(PERCENT),
  staring_sub_amount: moneyAmount,
  max_sub_amount: moneyAmount,
  lock_dividend_days: z.pipe(positiveIntegerColumn, z.number().check(z.maximum(3650))),
  desc: optionalLines(2000),
  liquidated_damages: decimalMatching(PERCENT),
  refund_mode: oneOf(Object.values(FUND_REFUND_MODE)),
  enabled: flag,
  sort,
  texts: translationsInput(100, 2000),
});
export const adminFundSubscriptions = z.object({
  status: z.optional(oneOf(Object.values(FUND_SUB_STATUS))),
  /** The customer: their id, uid or email as typed. */
  customer: z.optional(boundedText(254)),
  page,
  ...queueFilters,
});
export const adminDecideFundRefund = z.object({ id: positiveInt, action: z.enum(['approve', 'reject']), reason: optionalLines(500) });
