import type { WithdrawCurrency } from '@common/api/withdraw';
import { withdrawFee, withdrawReceivable } from '@common/wallet';
import { checkAmount } from './wallet-validation';

// The withdraw screen's summary (spec sections 2 and 9): the fee and what the user receives for the amount typed,
// computed with common/wallet.ts, the same formulas the server records the withdrawal with.

export interface WithdrawalSummary {
  /** USD, 2 decimals. */
  fee: string;
  /** In the currency paid out (amount - fee) x usd_price, 2 decimals, never below 0. */
  receivable: string;
}

/** The figures for an amount as typed, or null while the amount is not a usable one (the screen shows "--"). */
export function withdrawalSummary(
  amount: string,
  currency: Pick<WithdrawCurrency, 'draw_rate' | 'fee_type' | 'usd_price'> | undefined,
): WithdrawalSummary | null {
  if (!currency || checkAmount(amount) !== null) return null;
  const number = amount.trim();
  const fee = withdrawFee(number, currency.draw_rate, currency.fee_type);
  return { fee, receivable: withdrawReceivable(number, fee, currency.usd_price) };
}
