import { amountProblem, type AmountProblem } from '@common/wallet';

// The check an amount field makes before anything is sent (transfer, withdraw, deposit): there must be one, it must
// be a plain decimal, and common/wallet.ts says whether it is usable (positive, 2 decimals at most, not absurd).
// The server checks again and decides; this only spares a round trip for an obvious slip.

export type AmountCheck = 'required' | 'not_number' | AmountProblem;

const PLAIN_DECIMAL = /^\d{1,30}(\.\d{1,30})?$/;

/** What is wrong with the amount as typed, or null when it can be sent. */
export function checkAmount(text: string): AmountCheck | null {
  const value = text.trim();
  if (value === '') return 'required';
  if (!PLAIN_DECIMAL.test(value)) return 'not_number';
  return amountProblem(value);
}
