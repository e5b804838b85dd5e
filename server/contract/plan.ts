import { Decimal, formatPrice } from '../../common/money';
import { expiryProblem } from '../../common/expiry';
import { MAX_QUOTE_AGE_MS, orderCost, PRICE_MODE, quoteCurrency, SIDE, stopSideValid, usdRate, type Side } from '../../common/contract';
import { beyondDeviation, slippageMoney } from '../../common/slippage';
import { CODE } from '../../common/envelope';
import { DomainError } from '../errors';
import { trailingDistanceOf, trailingStart } from './trailing-stops';
import { messages } from '../i18n/messages';
import type { Tick } from '../market/candles';
import { maxLotsOf, type InstrumentSeed } from '../market/instrument-data';
import { leverageCapped, type OrderProtection } from '../protection/client-protection';

// Everything a submit is checked against before any money moves, and the order it would open: the price it is
// valued at, its margin and fee in cents. Each refusal is an DomainError with its own code and a message that says
// what to change.

export interface SubmitRequest {
  side: Side;
  lots: string;
  instrumentId: number;
  mode: 0 | 1;
  targetPrice: string;
  stopLoss: string;
  takeProfit: string;
  multiple: number;
  /** A trailing stop's distance in price; "0" or absent: none. */
  trailingDistance?: string | undefined;
  /** A pending order's expiry (ms since 1970 UTC); 0 or absent: good till cancelled. */
  expireAt?: number | undefined;
  /** The price the user saw when tapping, for the receipt (and the deviation check). */
  seenPrice?: string | undefined;
  /** A market order is refused when its fill tick is further than this from seenPrice. */
  maxDeviation?: string | undefined;
  /** The client's rules and own limits (server/protection/); absent for the platform's own orders. */
  protection?: OrderProtection | undefined;
}

export interface PlannedOrder {
  instrument: InstrumentSeed;
  side: Side;
  lots: Decimal;
  multiple: number;
  pending: boolean;
  /** The price a market order opens at (the last tick's), or a pending order's chosen price. */
  price: Decimal;
  /** For a pending order: whether it waits for the price to rise to its price (else to fall to it). */
  fillWhenAtOrAbove: boolean | null;
  stopLoss: Decimal;
  takeProfit: Decimal;
  margin: Decimal;
  fee: Decimal;
  /** The tick the price came from. */
  tick: Tick;
  /** A trailing stop's distance (0: none); stopLoss is its first level. */
  trailingDistance: Decimal;
  /** A pending order's expiry; null: good till cancelled. */
  expireAt: number | null;
  /** The price the user saw (a market order), or the pending order's own price; null when not sent. */
  seenPrice: Decimal | null;
  /** A market order's receipt: what the fill tick's distance from seenPrice made or cost, USD; null without one. */
  openSlippage: Decimal | null;
  /** The close-out level the client's rule set gives a retail client's orders now; null: the platform's. */
  closeOutLevel: Decimal | null;
}

/** What the plan needs from the market at this moment. */
export interface MarketView {
  instrument(id: number): InstrumentSeed | undefined;
  isOpen(instrument: InstrumentSeed): boolean;
  lastTick(instrumentId: number): Tick | undefined;
  /** The last price of an instrument by code, for currency conversion. */
  priceOfCode(code: string): string | undefined;
}

export function instrumentUsdRate(market: MarketView, instrument: InstrumentSeed): Decimal {
  const rate = usdRate(quoteCurrency(instrument.code), (code) => market.priceOfCode(code));
  // No price yet for the USD pair of the quote currency (USD/JPY for EUR/JPY, say: after a start, before its first
  // tick): the instrument cannot be valued in USD, so its price is as good as stale. A plain Error here answered a
  // submit, a close or my_deal with a 500.
  if (!rate) throw new DomainError(CODE.STALE_QUOTE, messages.staleQuote, { instrument: instrument.showCode });
  return rate;
}

/**
 * Refuses a new order (contract or option) on an instrument an operator halted or took off the list. Closing and
 * cancelling do not come here: a customer may leave a position during a halt whenever a fresh price exists
 * (tradableTick), since keeping them in against their will is worse than the halt's reason.
 */
export function checkOpenForNewOrders(instrument: InstrumentSeed): void {
  if (instrument.halted === true || instrument.listed === false) {
    throw new DomainError(CODE.INSTRUMENT_HALTED, messages.instrumentHalted, { instrument: instrument.showCode });
  }
}

/** The instrument, open, with a fresh price: what every action on an order needs first. */
export function tradableTick(market: MarketView, instrument: InstrumentSeed, now: number): Tick {
  if (!market.isOpen(instrument)) throw new DomainError(CODE.MARKET_CLOSED, messages.marketClosed, { instrument: instrument.showCode });
  const tick = market.lastTick(instrument.id);
  if (!tick || now - tick.time > MAX_QUOTE_AGE_MS)
    throw new DomainError(CODE.STALE_QUOTE, messages.staleQuote, { instrument: instrument.showCode });
  return tick;
}

function checkLots(instrument: InstrumentSeed, lots: Decimal): void {
  const min = new Decimal(instrument.minLots);
  if (lots.lessThan(min)) throw new DomainError(CODE.BAD_LOTS, messages.lotsTooFew, { min: instrument.minLots });
  if (!lots.modulo(instrument.pip).isZero()) throw new DomainError(CODE.BAD_LOTS, messages.lotsOffStep, { step: instrument.pip });
  const max = new Decimal(maxLotsOf(instrument));
  if (lots.greaterThan(max)) throw new DomainError(CODE.BAD_LOTS, messages.lotsTooMany, { max: max.toString() });
}

/** Refuses a stop-loss or take-profit on the wrong side of `price` for the direction. */
export function checkStops(instrument: InstrumentSeed, side: Side, stopLoss: Decimal, takeProfit: Decimal, price: Decimal): void {
  const shown = formatPrice(price, instrument.precision);
  if (!stopSideValid(side, 'stop_loss', stopLoss, price)) {
    throw new DomainError(CODE.BAD_PRICE_LEVEL, messages.stopLossWrongSide, { side: side === SIDE.buy ? 'below' : 'above', price: shown });
  }
  if (!stopSideValid(side, 'take_profit', takeProfit, price)) {
    throw new DomainError(CODE.BAD_PRICE_LEVEL, messages.takeProfitWrongSide, {
      side: side === SIDE.buy ? 'above' : 'below',
      price: shown,
    });
  }
}

/**
 * The stop-loss and take-profit as stored (the instrument's precision), checked against `price`. The levels as given
 * are checked too: one below the precision (0.0000000001) rounds to 0, which means "none", and was accepted as no
 * stop at all although it is on the wrong side for a buy's take-profit or a sell's stop-loss.
 */
export function stopLevels(
  instrument: InstrumentSeed,
  side: Side,
  stopLossText: string,
  takeProfitText: string,
  price: Decimal,
): { stopLoss: Decimal; takeProfit: Decimal } {
  const given = { stopLoss: new Decimal(stopLossText), takeProfit: new Decimal(takeProfitText) };
  checkStops(instrument, side, given.stopLoss, given.takeProfit, price);
  const stopLoss = given.stopLoss.toDecimalPlaces(instrument.precision);
  const takeProfit = given.takeProfit.toDecimalPlaces(instrument.precision);
  checkStops(instrument, side, stopLoss, takeProfit, price);
  return { stopLoss, takeProfit };
}

/** A pending order's expiry as checked; null: good till cancelled (0 or absent). */
export function expiryOf(expireAt: number | undefined, pending: boolean, now: number): number | null {
  if (expireAt === undefined || expireAt === 0) return null;
  if (!pending) throw new DomainError(CODE.BAD_EXPIRY, messages.expiryOnMarketOrder);
  // The order form's rule (common/expiry.ts), so the form refuses what the server would.
  const problem = expiryProblem(expireAt, now);
  if (problem === 'past') throw new DomainError(CODE.BAD_EXPIRY, messages.expiryInPast);
  if (problem === 'too_far') throw new DomainError(CODE.BAD_EXPIRY, messages.expiryTooFar);
  return expireAt;
}

/** The price the user saw, at the instrument's precision; null when not sent (or sent as 0, which no tick has). */
export function seenPriceOf(text: string | undefined, instrument: InstrumentSeed): Decimal | null {
  if (text === undefined) return null;
  const seen = new Decimal(text).toDecimalPlaces(instrument.precision);
  return seen.isZero() ? null : seen;
}

/**
 * A market order's receipt, after its deviation check: the price seen and what the fill's distance from it made or
 * cost. A maximum deviation without a seen price is refused rather than ignored: the user asked for a protection that
 * has nothing to measure against, and placing the order unprotected would be the surprise they meant to avoid.
 */
function marketReceipt(
  request: SubmitRequest,
  instrument: InstrumentSeed,
  lots: Decimal,
  fill: Decimal,
  rate: Decimal,
): { seenPrice: Decimal | null; openSlippage: Decimal | null } {
  const seen = seenPriceOf(request.seenPrice, instrument);
  if (request.maxDeviation !== undefined) {
    if (seen === null) throw new DomainError(CODE.PRICE_DEVIATION, messages.deviationNeedsSeenPrice);
    if (beyondDeviation(seen, fill, request.maxDeviation)) {
      throw new DomainError(CODE.PRICE_DEVIATION, messages.priceDeviation, {
        seen: formatPrice(seen, instrument.precision),
        price: formatPrice(fill, instrument.precision),
        deviation: new Decimal(request.maxDeviation).toString(),
      });
    }
  }
  if (seen === null) return { seenPrice: null, openSlippage: null };
  const openSlippage = slippageMoney({
    side: request.side,
    at: 'open',
    lots,
    unitsPerLot: instrument.unitsPerLot,
    seen,
    decided: fill,
    usdRate: rate,
  });
  return { seenPrice: seen, openSlippage };
}

export function planOrder(request: SubmitRequest, market: MarketView, feeType: number, now: number): PlannedOrder {
  const instrument = market.instrument(request.instrumentId);
  if (!instrument) throw new DomainError(CODE.NOT_FOUND, messages.instrumentNotFound);
  checkOpenForNewOrders(instrument);
  if (instrument.multiples.length === 0) throw new DomainError(CODE.NO_MULTIPLE, messages.noMultipleConfig);
  if (!instrument.multiples.includes(request.multiple)) {
    throw new DomainError(CODE.NO_MULTIPLE, messages.multipleNotAllowed, {
      multiple: request.multiple,
      instrument: instrument.showCode,
      offered: instrument.multiples.map((multiple) => `${multiple}x`).join(', '),
    });
  }
  // A retail client's cap for the instrument's class (their rule set's, at this moment: orders placed before a rule
  // change keep their multiple).
  const cap = request.protection?.caps?.[instrument.assetClass];
  if (cap !== undefined && request.multiple > cap) throw leverageCapped(request.protection?.ruleSet ?? '', instrument, cap);
  const lots = new Decimal(request.lots);
  checkLots(instrument, lots);
  const tick = tradableTick(market, instrument, now);
  const last = new Decimal(tick.price);
  const pending = request.mode === PRICE_MODE.pending;
  const expireAt = expiryOf(request.expireAt, pending, now);
  const target = new Decimal(request.targetPrice);
  // Zero after rounding, not only as given: a pending price of 0.000001 became 0, an order with no margin that
  // could never fill.
  if (pending && target.toDecimalPlaces(instrument.precision).isZero())
    throw new DomainError(CODE.BAD_PRICE_LEVEL, messages.pendingPriceRequired);
  if (pending && target.toDecimalPlaces(instrument.precision).equals(last))
    throw new DomainError(CODE.BAD_PRICE_LEVEL, messages.pendingPriceAtMarket);
  const price = pending ? target.toDecimalPlaces(instrument.precision) : last;
  const { stopLoss: givenStop, takeProfit } = stopLevels(instrument, request.side, request.stopLoss, request.takeProfit, price);
  const trailingDistance = trailingDistanceOf(request.trailingDistance, instrument);
  const stopLoss = trailingStart(instrument, request.side, trailingDistance, pending ? null : price, givenStop);
  const rate = instrumentUsdRate(market, instrument);
  // A pending order's receipt is made when it fills, against its own price (a gap shows as its slippage).
  const receipt = pending ? { seenPrice: price, openSlippage: null } : marketReceipt(request, instrument, lots, price, rate);
  const { margin, fee } = orderCost({
    marginMode: instrument.marginMode,
    lots,
    unitsPerLot: instrument.unitsPerLot,
    price,
    multiple: request.multiple,
    usdRate: rate,
    feeType,
    feeRate: instrument.feeRate,
  });
  return {
    instrument,
    side: request.side,
    lots,
    multiple: request.multiple,
    pending,
    price,
    fillWhenAtOrAbove: pending ? price.greaterThan(last) : null,
    stopLoss,
    takeProfit,
    margin,
    fee,
    tick,
    trailingDistance,
    expireAt,
    ...receipt,
    closeOutLevel: request.protection?.closeOutLevel ?? null,
  };
}
