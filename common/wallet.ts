import { Decimal, formatAmount, formatAmountDown } from './money';

// The wallet's codes on the wire (accounts, ledger entry types, deposit and withdrawal types) and its formulas of
// spec section 9, shared by the server and the withdraw screen so the summary the user reads is the figure the server
// records. Amounts are decimal strings in, 2-decimal strings out, rounded once here.

/** accountTypeId of the three accounts every user has. */
export const ACCOUNT_TYPE = { funding: 1, micro: 2, forex: 3 } as const;
export type AccountKind = keyof typeof ACCOUNT_TYPE;
export type AccountTypeId = (typeof ACCOUNT_TYPE)[AccountKind];
/** The spec's `type` for each account: funding is "change". */
export const ACCOUNT_TYPE_NAME: Readonly<Record<AccountKind, 'change' | 'micro' | 'forex'>> = {
  funding: 'change',
  micro: 'micro',
  forex: 'forex',
};

/**
 * Why a ledger entry moved money: its `Type`. 10 is the spec's "Type 10 as memo": an entry whose own Memo is what
 * the screen shows.
 */
export const LEDGER_TYPE = {
  deposit: 1,
  withdrawal: 2,
  transfer: 3,
  trade: 4,
  fee: 5,
  settlement: 6,
  loan: 7,
  fund: 8,
  demo: 9,
  memo: 10,
  /** An operator's manual balance adjustment, with its reason. */
  adjustment: 11,
} as const;
export type LedgerType = (typeof LEDGER_TYPE)[keyof typeof LEDGER_TYPE];

/** A deposit's type (the wire's charge type): 0 coin, otherwise bank. */
export const CHARGE_TYPE = { coin: 0, bank: 1 } as const;
export type ChargeType = (typeof CHARGE_TYPE)[keyof typeof CHARGE_TYPE];

/** A withdrawal's draw_type and a withdraw currency's type: 1 coin address, 2 bank account. */
export const DRAW_TYPE = { coin: 1, bank: 2 } as const;
export type DrawType = (typeof DRAW_TYPE)[keyof typeof DRAW_TYPE];

/** A withdraw currency's fee_type: 1 draw_rate is a fixed fee, 2 (or anything else) a share of the amount. */
export const FEE_TYPE = { fixed: 1, share: 2 } as const;
export type FeeType = (typeof FEE_TYPE)[keyof typeof FEE_TYPE];

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

/**
 * What a deposit in another currency credits (USD): amount / usd_price (units of the currency per USD), rounded once,
 * down to the cent: the house never credits a fraction of a cent it did not receive.
 */
export function depositCredit(amount: Decimal.Value, usdPrice: Decimal.Value): string {
  return formatAmountDown(new Decimal(amount).div(usdPrice));
}

/** A rate as every screen writes it, a formula read left to right: "1 USD = 0.92 EUR" (usd_price: units per USD). */
export function usdRateText(usdPrice: string, code: string): string {
  return `1 USD = ${usdPrice} ${code}`;
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
