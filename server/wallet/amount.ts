import type { MessageDescriptor } from '@lingui/core';
import { CODE } from '../../common/envelope';
import { amountProblem, type AmountProblem } from '../../common/wallet';
import { formatAmount } from '../../common/money';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { InsufficientFunds } from '../ledger/ledger';

// The checks every wallet amount passes before it moves money, each refusal naming the field and saying what is
// wrong, so "0", "-5", "1.005" and "1e30" get an answer the user can act on.

const PROBLEM_MESSAGES: Record<AmountProblem, MessageDescriptor> = {
  not_positive: messages.amountNotPositive,
  too_many_decimals: messages.amountTooManyDecimals,
  too_large: messages.amountTooLarge,
};

/** The amount as canonical 2-decimal text, or a refusal naming `field`. */
export function requireAmount(field: string, text: string): string {
  const problem = amountProblem(text);
  if (problem) throw new DomainError(CODE.BAD_INPUT, PROBLEM_MESSAGES[problem], { field });
  return formatAmount(text);
}

/**
 * Runs a journal that takes from a user's available balance; when the guarded update finds too little (another
 * request spent it first), refuses with the field's name and what is free now, in the same transaction.
 */
export async function takingFrom<T>(tx: Queryable, field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof InsufficientFunds)) throw error;
    const [row] = await tx.query<{ available: string }>('SELECT available FROM ledger_accounts WHERE id = $1', [error.accountId]);
    throw new DomainError(CODE.INSUFFICIENT_FUNDS, messages.amountOverBalance, { field, available: row?.available ?? '0.00' });
  }
}
