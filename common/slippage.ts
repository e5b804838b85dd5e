import { contractProfit, SIDE, toCents, type Side } from './contract';
import { Decimal } from './money';

// The receipt of a fill or a close (issue 35): how far the deciding tick was from the price the user saw when
// tapping (or the level a pending order, a stop-loss or a take-profit waited for), and what that made or cost. One
// formula for the server, which stores it, and the PWA, which shows it as it would be before the answer comes.

export interface SlippageInput {
  /** The order's side (a close of a buy sells: its slippage runs the other way). */
  side: Side;
  /** 'open': the order's fill; 'close': its close. */
  at: 'open' | 'close';
  lots: Decimal.Value;
  unitsPerLot: Decimal.Value;
  /** The price seen (or waited for). */
  seen: Decimal.Value;
  /** The deciding tick's price. */
  decided: Decimal.Value;
  /** The USD rate of the instrument's quote currency at the deciding tick. */
  usdRate: Decimal.Value;
}

/**
 * USD, to the cent (rounded once), signed in the user's favour: positive when the deciding tick was better than the
 * seen price (a buy filled lower, a sell filled higher, a buy closed higher, a sell closed lower), negative when worse.
 */
export function slippageMoney(input: SlippageInput): Decimal {
  const { side, lots, unitsPerLot, seen, decided, usdRate } = input;
  // As a position's profit: an open is "bought at the fill, worth the seen price"; a close "bought at the seen price,
  // sold at the tick".
  return input.at === 'open'
    ? toCents(contractProfit(side, lots, unitsPerLot, decided, seen, usdRate))
    : toCents(contractProfit(side, lots, unitsPerLot, seen, decided, usdRate));
}

/** Whether the deciding tick is further from the seen price than the deviation the user allowed. */
export function beyondDeviation(seen: Decimal.Value, decided: Decimal.Value, maxDeviation: Decimal.Value): boolean {
  return new Decimal(decided).minus(seen).abs().greaterThan(maxDeviation);
}

/** Whether the deciding tick was better or worse for the user than the seen price, or the same. */
export type SlippageDirection = 'better' | 'worse' | 'none';

export function slippageDirection(side: Side, at: 'open' | 'close', seen: Decimal.Value, decided: Decimal.Value): SlippageDirection {
  const move = new Decimal(decided).comparedTo(seen);
  if (move === 0) return 'none';
  // A buy opens and a sell closes by buying: a lower price is better; the other two by selling: a higher one.
  const buying = (side === SIDE.buy) === (at === 'open');
  return move < 0 === buying ? 'better' : 'worse';
}
