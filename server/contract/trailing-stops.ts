import { Decimal } from '../../common/money';
import type { Side } from '../../common/contract';
import { CODE } from '../../common/envelope';
import { firstTrailingLevel, priceStep, trailingDistanceProblem } from '../../common/trailing';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import type { InstrumentSeed } from '../market/instrument-data';

// A trailing stop as a submit or set_stop_price asks for it: the distance checked, and the level it starts at.
//
// A stop-loss given alongside a trailing distance is not refused: it is where the user wants the stop at least, so the
// trail starts at whichever of the two protects more (the tighter one: the higher for a buy, the lower for a sell),
// and moves on from there. A holding position starts trailing at the price now; a pending order keeps the stop-loss
// it was given (or none) and starts trailing at its fill (ticks.ts, trail-moves.ts), from the fill price.

/** The distance as stored: "0" (or absent) none; otherwise a positive multiple of the instrument's price step. */
export function trailingDistanceOf(text: string | undefined, instrument: InstrumentSeed): Decimal {
  const distance = new Decimal(text ?? 0);
  if (trailingDistanceProblem(distance, instrument.precision) !== null) {
    throw new DomainError(CODE.BAD_TRAILING_DISTANCE, messages.trailingTooFine, { step: priceStep(instrument.precision).toFixed() });
  }
  return distance;
}

/**
 * The stop-loss to store with `distance`: for a position holding at `price`, the trail's first level (or the given
 * stop-loss, already checked to be on the right side of `price`, when it protects more); for a pending order, or
 * without a distance, the stop-loss as given.
 */
export function trailingStart(
  instrument: InstrumentSeed,
  side: Side,
  distance: Decimal,
  holdingAt: Decimal | null,
  stopLoss: Decimal,
): Decimal {
  if (distance.isZero() || holdingAt === null) return stopLoss;
  return firstTrailingLevel(side, holdingAt, distance, instrument.precision, stopLoss);
}
