import { Decimal, formatAmount, formatPercent, isUnsignedDecimalText, negate, roundBalance } from './money';

// The micro (option) formulas of spec sections 4 and 9, shared by the engine and the form so both say the same.

export const MICRO_DIRECTION = { up: 1, down: 2 } as const;
export type MicroDirection = (typeof MICRO_DIRECTION)[keyof typeof MICRO_DIRECTION];

/** micro_loss_level: 0 a lost order costs the whole amount; any other value costs amount x ratio. */
export const MICRO_LOSS_LEVEL = { wholeAmount: 0, ratio: 1 } as const;

/** Micro order status: 1 running, 3 closed. */
export const MICRO_STATUS = { running: 1, closed: 3 } as const;
export type MicroStatus = (typeof MICRO_STATUS)[keyof typeof MICRO_STATUS];

/** Whether the order wins at `price`: up when price >= open, down when price <= open (a tie wins both ways). */
export function microWins(direction: MicroDirection, openPrice: Decimal.Value, price: Decimal.Value): boolean {
  const comparison = new Decimal(price).comparedTo(openPrice);
  return direction === MICRO_DIRECTION.up ? comparison >= 0 : comparison <= 0;
}

/** Expected income shown on the form: amount x ratio, 2 decimals; 0 when the amount is missing, <= 0 or not a number. */
export function microExpectedIncome(amount: string | undefined, profitRatio: Decimal.Value): string {
  const text = (amount ?? '').trim();
  if (!isUnsignedDecimalText(text) || new Decimal(text).lessThanOrEqualTo(0)) return formatAmount(0);
  return formatAmount(new Decimal(text).times(profitRatio));
}

/**
 * The result of an order, signed, 2 decimals: a win pays amount x ratio; a loss costs the whole amount when
 * micro_loss_level is 0, otherwise amount x ratio.
 */
export function microResult(amount: Decimal.Value, profitRatio: Decimal.Value, wins: boolean, lossLevel: number): Decimal {
  const payout = roundBalance(new Decimal(amount).times(profitRatio));
  if (wins) return payout;
  return lossLevel === MICRO_LOSS_LEVEL.wholeAmount ? negate(amount) : negate(payout);
}

/** The share of orders that must win to break even: 1 / (1 + ratio) when a loss costs the whole amount. */
export function breakEvenWinRate(profitRatio: Decimal.Value, lossLevel: number): Decimal {
  const ratio = new Decimal(profitRatio);
  // With a loss of amount x ratio, wins and losses are the same size: half must win.
  return lossLevel === MICRO_LOSS_LEVEL.wholeAmount ? new Decimal(1).dividedBy(ratio.plus(1)) : new Decimal('0.5');
}

/** A profit ratio (or any share) as the PWA shows it (spec section 9): x 100, at most 2 decimals, no trailing zeros ("0.85" is "85"). */
export function percentOfRatio(ratio: Decimal.Value): string {
  return formatPercent(ratio);
}

/** What an option risks, both ways, USD, 2 decimals: a win pays `payout`, a loss costs `loss` (positive). */
export interface MicroOutcomes {
  payout: Decimal;
  loss: Decimal;
}

/** The option ticket's two figures (issue 35): microResult's win and loss, the loss as a positive amount. */
export function microOutcomes(amount: Decimal.Value, profitRatio: Decimal.Value, lossLevel: number): MicroOutcomes {
  return { payout: microResult(amount, profitRatio, true, lossLevel), loss: microResult(amount, profitRatio, false, lossLevel).negated() };
}
