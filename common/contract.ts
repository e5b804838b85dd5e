import { Decimal, formatAmountDown, roundBalance, roundFixedMargin } from './money';
import { TRADE_FEE_TYPE } from './settings';

// The contract (forex-style) formulas of spec section 9, shared by the engine and the order form's preview so the
// two never disagree. Amounts are Decimal; what becomes money is rounded once, to cents, by `toCents`.

export const SIDE = { buy: 1, sell: 2 } as const;
export type Side = (typeof SIDE)[keyof typeof SIDE];

/** Order status (spec section 4): 0 dealing (pending), 1 holding, 3 closed or cancelled (history). */
export const ORDER_STATUS = { dealing: 0, holding: 1, history: 3 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** An instrument's margin mode: 1 a fixed margin per lot; any other value leverage-based. */
export const MARGIN_MODE = { fixed: 1, leverage: 2 } as const;

/** Price mode of a submit: 1 at the market, 0 pending at a chosen price. */
export const PRICE_MODE = { market: 1, pending: 0 } as const;

/** Which holding positions close_all closes: every one, those in profit, or those at a loss, valued now. */
export const CLOSE_ALL_WHICH = ['all', 'profit', 'loss'] as const;
export type CloseAllWhich = (typeof CLOSE_ALL_WHICH)[number];

/** The furthest ahead a pending order may expire: 6 months of 31 days. */
export const MAX_EXPIRY_AHEAD_MS = 186 * 24 * 60 * 60 * 1000;

/** Stop-out: positions close when equity falls to this share of the margin they use (unless configured). */
export const DEFAULT_STOP_OUT_LEVEL = '0.5';
/** A submit is refused when the instrument's last price is older than this. */
export const MAX_QUOTE_AGE_MS = 2_000;

/** One order holds at most this many times the instrument's minimum lots. */
export const MAX_LOTS_IN_MIN_LOTS = 10_000;

export interface MarginInput {
  /** 1: fixed margin per lot; otherwise leverage-based. */
  marginMode: number;
  lots: Decimal.Value;
  unitsPerLot: Decimal.Value;
  price: Decimal.Value;
  multiple: number;
  /** US dollars per unit of the quote currency (1 for USD-quoted instruments). */
  usdRate: Decimal.Value;
}

/** Margin in USD: fixed mode lots x units per lot (6 decimals); otherwise lots x units x price / multiple. */
export function contractMargin(input: MarginInput): Decimal {
  const units = new Decimal(input.lots).times(input.unitsPerLot);
  if (input.marginMode === MARGIN_MODE.fixed) return roundFixedMargin(units);
  return units.times(input.price).dividedBy(input.multiple).times(input.usdRate);
}

/** Fee: trade_fee_type 1 charges lots x fee rate; any other type margin x fee rate. */
export function contractFee(feeType: number, lots: Decimal.Value, feeRate: Decimal.Value, margin: Decimal.Value): Decimal {
  return feeType === TRADE_FEE_TYPE.perLot ? new Decimal(lots).times(feeRate) : new Decimal(margin).times(feeRate);
}

/** What placing an order costs, to the cent: its margin, and its fee taken on the exact margin (the server's order
 * plan and the order form's preview both). */
export function orderCost(input: MarginInput & { feeType: number; feeRate: Decimal.Value }): { margin: Decimal; fee: Decimal } {
  const exactMargin = contractMargin(input);
  return { margin: toCents(exactMargin), fee: toCents(contractFee(input.feeType, input.lots, input.feeRate, exactMargin)) };
}

/** Profit or loss in USD of a position opened at `openPrice`, valued at `price`. */
export function contractProfit(
  side: Side,
  lots: Decimal.Value,
  unitsPerLot: Decimal.Value,
  openPrice: Decimal.Value,
  price: Decimal.Value,
  usdRate: Decimal.Value,
): Decimal {
  const move = new Decimal(price).minus(openPrice);
  return move
    .times(side === SIDE.buy ? 1 : -1)
    .times(lots)
    .times(unitsPerLot)
    .times(usdRate);
}

/** Money as the ledger holds it: cents, rounded half up, once (common/money.ts). */
export const toCents = roundBalance;

/** The currency an instrument's price is quoted in: USDT pairs count as USD. */
export function quoteCurrency(code: string): string {
  if (code.endsWith('USDT')) return 'USD';
  return code.length === 6 ? code.slice(3) : 'USD';
}

/**
 * US dollars per unit of `quote`, from the live prices: 1 for USD; 1 / price of USDxxx; or the price of xxxUSD.
 * Undefined when no listed instrument gives the rate.
 */
export function usdRate(quote: string, priceOf: (code: string) => Decimal.Value | undefined): Decimal | undefined {
  if (quote === 'USD') return new Decimal(1);
  const inverse = priceOf(`USD${quote}`);
  if (inverse !== undefined && !new Decimal(inverse).isZero()) return new Decimal(1).dividedBy(inverse);
  const direct = priceOf(`${quote}USD`);
  return direct === undefined ? undefined : new Decimal(direct);
}

/** Whether a stop-loss or take-profit level is on the right side of `price` for the direction (0 means none). */
export function stopSideValid(side: Side, kind: 'stop_loss' | 'take_profit', level: Decimal.Value, price: Decimal.Value): boolean {
  const value = new Decimal(level);
  if (value.isZero()) return true;
  const below = value.lessThan(price);
  const above = value.greaterThan(price);
  // A buy loses as the price falls: its stop is below and its target above; a sell the other way round.
  if (side === SIDE.buy) return kind === 'stop_loss' ? below : above;
  return kind === 'stop_loss' ? above : below;
}

/**
 * The nearest level stopSideValid accepts for the direction: one price step (the instrument's smallest move)
 * below or above `price`. The server's rule is strictly below or above, so one step is the minimum distance.
 */
export function nearestStopLevel(side: Side, kind: 'stop_loss' | 'take_profit', price: Decimal.Value, step: Decimal.Value): Decimal {
  const below = (side === SIDE.buy) === (kind === 'stop_loss');
  return below ? new Decimal(price).minus(step) : new Decimal(price).plus(step);
}

/** Risk rate: used margin as a percent of equity (higher is riskier). */
export function riskRate(equity: Decimal.Value, usedMargin: Decimal.Value): Decimal {
  const base = new Decimal(equity);
  if (new Decimal(usedMargin).isZero()) return new Decimal(0);
  if (base.lessThanOrEqualTo(0)) return new Decimal(100_000);
  return new Decimal(usedMargin).dividedBy(base).times(100);
}

/** Prepayment ratio (margin level): equity as a percent of used margin; 0 with no position open. */
export function prepaymentRatio(equity: Decimal.Value, usedMargin: Decimal.Value): Decimal {
  const margin = new Decimal(usedMargin);
  return margin.isZero() ? new Decimal(0) : new Decimal(equity).dividedBy(margin).times(100);
}

/**
 * What may leave the contract account by a transfer: its free balance less the floating loss of its positions (a
 * floating profit is not money yet and adds nothing), never below 0, 2 decimals.
 */
export function transferableFromContract(freeBalance: Decimal.Value, floatingProfit: Decimal.Value): string {
  const free = new Decimal(freeBalance);
  return formatAmountDown(Decimal.max(0, Decimal.min(free, free.plus(floatingProfit))));
}

/**
 * Why closing `lots` of a position with `open` lots is refused, or null when it may be sent (issue 35, partial close):
 * the whole position always may; a part must be on the lot step, at least the minimum lots, and leave at least the
 * minimum lots open. One rule for the server's check and the detail's form, so the form refuses what the server would.
 */
export type CloseLotsProblem = 'not_positive' | 'too_many' | 'off_step' | 'below_min' | 'leaves_too_few';

export function partialCloseProblem(
  open: Decimal.Value,
  lots: Decimal.Value,
  minLots: Decimal.Value,
  step: Decimal.Value,
): CloseLotsProblem | null {
  const held = new Decimal(open);
  const part = new Decimal(lots);
  if (part.lessThanOrEqualTo(0)) return 'not_positive';
  if (part.greaterThan(held)) return 'too_many';
  if (part.equals(held)) return null;
  const lotStep = new Decimal(step);
  if (!lotStep.isZero() && !part.modulo(lotStep).isZero()) return 'off_step';
  if (part.lessThan(minLots)) return 'below_min';
  if (held.minus(part).lessThan(minLots)) return 'leaves_too_few';
  return null;
}

/**
 * The parts partialCloseProblem accepts short of the whole: from the minimum lots to the most that leaves the minimum
 * open, on the lot step. Null when the position is too small to split (under twice the minimum).
 */
export function partialCloseRange(open: Decimal.Value, minLots: Decimal.Value, step: Decimal.Value): { min: Decimal; max: Decimal } | null {
  const lotStep = new Decimal(step);
  const room = new Decimal(open).minus(minLots);
  const max = lotStep.isZero() ? room : room.dividedToIntegerBy(lotStep).times(lotStep);
  const min = new Decimal(minLots);
  return max.lessThan(min) || min.lessThanOrEqualTo(0) ? null : { min, max };
}

/** Whether close_all's `which` takes a position whose floating profit is `profit` now: flat ones only with "all". */
export function closeAllTakes(which: CloseAllWhich, profit: Decimal.Value): boolean {
  if (which === 'all') return true;
  const value = new Decimal(profit);
  return which === 'profit' ? value.greaterThan(0) : value.lessThan(0);
}
