import { FEE_TYPE } from './api/withdraw';
import { Decimal, formatAmount } from './money';

// The wallet's formulas of spec section 9, shared by the server and the withdraw screen so the summary the user
// reads is the figure the server records. Amounts are decimal strings in, 2-decimal strings out, rounded once here.

/** fee_type 1: draw_rate is a fixed fee; any other value: draw_rate is a share of the amount. */
export const FIXED_FEE = FEE_TYPE.fixed;

/** Withdraw fee: fee_type 1 the fixed draw_rate, otherwise amount x draw_rate; 2 decimals. */
export function withdrawFee(amount: Decimal.Value, drawRate: Decimal.Value, feeType: number): string {
  const fee = feeType === FIXED_FEE ? new Decimal(drawRate) : new Decimal(amount).times(drawRate);
  return formatAmount(fee);
}

/** Receivable = (amount - fee) x usd_price, 2 decimals, never below 0. */
export function withdrawReceivable(amount: Decimal.Value, fee: Decimal.Value, usdPrice: Decimal.Value): string {
  const receivable = new Decimal(amount).minus(fee).times(usdPrice);
  return formatAmount(Decimal.max(receivable, 0));
}

/** The most an amount on the wallet's forms may be (USD): far above any balance, well inside NUMERIC(24, 2). */
export const MAX_WALLET_AMOUNT = '1000000000';

export type AmountProblem = 'not_positive' | 'too_many_decimals' | 'too_large';

/** What is wrong with an amount the user typed (already a plain decimal), or null when it is a usable amount. */
export function amountProblem(text: string): AmountProblem | null {
  const value = new Decimal(text);
  if (value.lte(0)) return 'not_positive';
  if (value.decimalPlaces() > 2) return 'too_many_decimals';
  if (value.gt(MAX_WALLET_AMOUNT)) return 'too_large';
  return null;
}

/**
 * Whether an amount is more than what may leave an account (its available balance, or the contract account's
 * transferable figure): the server refuses such a transfer, and the form says so before sending.
 */
export function exceedsAvailable(amount: string, available: string): boolean {
  return new Decimal(amount).gt(available);
}
