import { contractProfit, SIDE, toCents, type Side } from './contract';
import { Decimal } from './money';

// The order ticket (issue 35): what an order would cost and risk, said before it is placed, with the engine's own
// formulas (contract.ts) so the ticket and the fill never disagree. Money is USD, rounded once to the cent by toCents.

/**
 * The spread paid on a trade at the shown price. Meridian quotes one price per instrument, the same for a buy and a
 * sell (no bid and ask), so an order pays no spread: its cost is the fee. Kept as a figure so the ticket says so.
 */
export const SPREAD_PAID = new Decimal(0);

export interface PositionTerms {
  side: Side;
  lots: Decimal.Value;
  unitsPerLot: Decimal.Value;
  /** The price the order would open at (the live price at the market, the chosen one when pending). */
  openPrice: Decimal.Value;
  /** US dollars per unit of the quote currency, as the margin was priced with. */
  usdRate: Decimal.Value;
}

/**
 * Profit (negative: a loss) of the position closed at `level` (its stop-loss or its take-profit), USD, to the cent:
 * contractProfit rounded once, as the engine realises it (the fee paid at the open is apart).
 */
export function profitAtLevel(terms: PositionTerms, level: Decimal.Value): Decimal {
  return toCents(contractProfit(terms.side, terms.lots, terms.unitsPerLot, terms.openPrice, level, terms.usdRate));
}

export interface StopOutInput extends PositionTerms {
  /** The contract account's cash before the order: its free balance plus what it has locked. */
  cash: Decimal.Value;
  /** The order's margin and fee (orderCost), USD. */
  margin: Decimal.Value;
  fee: Decimal.Value;
  /** The share of the margin in use at which positions close (stop_out_level, e.g. 0.5). */
  stopOutLevel: Decimal.Value;
  /** The instrument's decimals: the answer is the first price it can quote at which the stop-out happens. */
  precision: number;
}

/**
 * The price at which this position, were it the account's only one, would be stopped out.
 *
 * After the open, the account holds its cash less the fee, and its equity at a price P is that plus the position's
 * profit: equity(P) = cash - fee + s x (P - open) x lots x units x rate, with s = 1 for a buy and -1 for a sell. The
 * engine stops out when equity <= stopOutLevel x margin (server/contract/valuation.ts belowStopOut). Solving
 * equity(P) = stopOutLevel x margin:
 *
 *   P = open - s x (cash - fee - stopOutLevel x margin) / (lots x units x rate)
 *
 * rounded to the instrument's decimals towards the open (a buy's down, a sell's up), the first quotable price at
 * which it happens. The rate is held at its value now (for an instrument that is its own rate, USDJPY, it moves
 * with the price: the figure is then close, not exact). Null when no price reaches it: a buy whose stop-out
 * price would be at or below 0, or a position with no size.
 */
export function stopOutPrice(input: StopOutInput): Decimal | null {
  const perPoint = new Decimal(input.lots).times(input.unitsPerLot).times(input.usdRate);
  if (perPoint.lessThanOrEqualTo(0)) return null;
  const room = new Decimal(input.cash).minus(input.fee).minus(new Decimal(input.stopOutLevel).times(input.margin));
  const distance = room.dividedBy(perPoint);
  const buy = input.side === SIDE.buy;
  const price = buy ? new Decimal(input.openPrice).minus(distance) : new Decimal(input.openPrice).plus(distance);
  const places = Math.max(0, input.precision);
  const rounded = price.toDecimalPlaces(places, buy ? Decimal.ROUND_DOWN : Decimal.ROUND_UP);
  return rounded.lessThanOrEqualTo(0) ? null : rounded;
}
