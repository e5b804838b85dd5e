import * as z from 'zod/mini';
import { plainDecimal, ruled } from './fields';

// A money amount the user typed, as text. The schema only checks that it is a plain decimal (an optional minus, no
// exponent, bounded digits) so that zero, negative, over-precise and huge amounts reach the wallet's own checks and
// get a message that says what is wrong with them (common/wallet.ts, amountProblem).

const PLAIN_DECIMAL = /^-?\d{1,30}(\.\d{1,30})?$/;

export const amountText = ruled(plainDecimal(PLAIN_DECIMAL), 'amount');

/** Whole units up to 12 digits and at most 2 decimals, not negative: what a numeric(14, 2) column holds. */
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * A sum of money the schema itself bounds (a configured minimum or maximum, a list's amount filter, a loan or an
 * option's stake): the amount rule's spelling, then at most 12 whole digits and 2 decimals, not negative.
 */
export const moneyAmount = z.pipe(amountText, z.string().check(z.regex(MONEY)));

/** As moneyAmount, and above 0. */
export const positiveMoneyAmount = z.pipe(moneyAmount, z.string().check(z.refine((value) => Number(value) > 0, 'must be above 0')));
