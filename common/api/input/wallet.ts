import * as z from 'zod/mini';
import { amountText } from './amount';
import { calendarDay, noInput, oneOf, page } from './fields';
import { ACCOUNT_TYPE, LEDGER_TYPE } from '../../wallet';

// What the wallet calls of ../wallet.ts accept, one schema per call under the call's name.

const accountTypeId = oneOf(Object.values(ACCOUNT_TYPE));
const ledgerType = oneOf(Object.values(LEDGER_TYPE));

export const getBalance = noInput;

/** One Type of entry; all when absent or 0 (the screen's "all" tab). */
const ledgerTypeFilter = z.optional(z.union([oneOf([0] as const), ledgerType]));

/** The ledger's range of days, each end optional and included; a start after the end is the service's refusal,
 * with its own message. */
const ledgerDays = { from: z.optional(calendarDay), to: z.optional(calendarDay) };

export const accountLog = z.object({ page, type: ledgerTypeFilter, accountTypeId: z.optional(accountTypeId), ...ledgerDays });

export const forexChange = z.object({ page, type: ledgerTypeFilter, ...ledgerDays });

export const transfer = z.object({
  balance: amountText,
  /** Every account is in USD, currency 1. */
  currency_id: oneOf([1] as const),
  from: accountTypeId,
  to: accountTypeId,
});

export const transferLog = z.object({ type: accountTypeId, page });
