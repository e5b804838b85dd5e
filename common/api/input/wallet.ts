import * as z from 'zod/mini';
import { amountText } from './amount';
import { noInput, oneOf, page } from './fields';
import { ACCOUNT_TYPE, LEDGER_TYPE } from '../../wallet';

// What the wallet calls of ../wallet.ts accept, one schema per call under the call's name.

const accountTypeId = oneOf(Object.values(ACCOUNT_TYPE));
const ledgerType = oneOf(Object.values(LEDGER_TYPE));

export const getBalance = noInput;

export const accountLog = z.object({
  page,
  /** One Type of entry; all when absent or 0 (the screen's "all" tab). */
  type: z.optional(z.union([oneOf([0] as const), ledgerType])),
  accountTypeId: z.optional(accountTypeId),
});

export const forexChange = z.object({ page, type: z.optional(z.union([oneOf([0] as const), ledgerType])) });

export const transfer = z.object({
  balance: amountText,
  /** Every account is in USD, currency 1. */
  currency_id: oneOf([1] as const),
  from: accountTypeId,
  to: accountTypeId,
});

export const transferLog = z.object({ type: accountTypeId, page });
