import { Decimal, formatPrice, isUnsignedDecimalText, plainDecimal } from '@common/money';
import type { TradeItem } from '@common/api/market';
import { MAX_LOTS_IN_MIN_LOTS, PRICE_MODE, SIDE, stopSideValid, type Side } from '@common/contract';
import { offeredMultiples } from '@/shared/protection/multiples';
import { refusedOrderFields } from './trade-validation';

// The contract order form's rules (spec sections 4 and 5), apart from React so they are tested without a browser:
// where the fields start, when the lots stepper may go down, what a submit sends and when it sends nothing.

export type PriceMode = (typeof PRICE_MODE)[keyof typeof PRICE_MODE];

/** A stop-loss or take-profit level behind its checkbox; the price is kept while unchecked but not sent. */
export interface StopLevel {
  on: boolean;
  price: string;
}

export interface ContractDraft {
  mode: PriceMode;
  /** The pending order's price (pending mode only). */
  pendingPrice: string;
  lots: string;
  /** The chosen leverage multiple; null when the instrument has none. */
  multiple: number | null;
  stopLoss: StopLevel;
  takeProfit: StopLevel;
}

function decimalOf(text: string): Decimal | null {
  const trimmed = text.trim();
  return isUnsignedDecimalText(trimmed) ? new Decimal(trimmed) : null;
}

/** Decimals of a step such as "0.01" (2) or "10" (0): the lots field keeps this many. */
export function decimalsOf(step: string): number {
  return decimalOf(step)?.decimalPlaces() ?? 0;
}

/** The price step of an instrument: one unit of its last decimal ("0.00001" for 5 decimals). */
export function priceStep(precision: number): string {
  return formatPrice(new Decimal(1).dividedBy(new Decimal(10).pow(Math.max(0, precision))), precision);
}

/** The most lots one order may hold (the engine's limit): so many times the minimum. */
export function maxLots(item: TradeItem): string {
  return item.ForexMaxCont ?? plainDecimal(new Decimal(item.ForexMinCont).times(MAX_LOTS_IN_MIN_LOTS));
}

/** The instrument's offered multiples, in the order the server lists them (before the client's caps). */
export const multiplesOf = offeredMultiples;

/**
 * The draft with a multiple the client may choose (`allowed`, their rules' caps applied: useAllowedMultiples): a
 * multiple kept from before, or the instrument's first, that is above the cap gives way to the first allowed one.
 * The caps may arrive after the form opened, so this is applied to what is shown and sent, not once at the start.
 */
export function withAllowedMultiple(draft: ContractDraft, allowed: readonly number[]): ContractDraft {
  if (draft.multiple !== null && allowed.includes(draft.multiple)) return draft;
  return { ...draft, multiple: allowed[0] ?? null };
}

/** A fresh form for an instrument: at the market, the minimum lots, the first multiple, no stops (spec section 5). */
export function initialDraft(item: TradeItem, close: string): ContractDraft {
  return {
    mode: PRICE_MODE.market,
    pendingPrice: close,
    lots: item.ForexMinCont,
    multiple: multiplesOf(item)[0] ?? null,
    stopLoss: { on: false, price: close },
    takeProfit: { on: false, price: close },
  };
}

/** What the device keeps of an instrument's form between visits (trade-memory.ts): not the price mode, since a
 * pending price is only good for the moment it was typed in. */
export type KeptContract = Pick<ContractDraft, 'lots' | 'multiple' | 'stopLoss' | 'takeProfit'>;

/** The decimals a lots value may have: the finer of the lot step's and the minimum's (the form's stepper keeps so many). */
export function lotPlaces(item: TradeItem): number {
  return Math.max(decimalsOf(item.Pip), decimalsOf(item.ForexMinCont));
}

/** Whether kept lots still fit the instrument: a plain number between its minimum and maximum, with no more decimals. */
export function lotsFit(item: TradeItem, lots: string): boolean {
  const value = decimalOf(lots);
  return (
    value !== null &&
    value.decimalPlaces() <= lotPlaces(item) &&
    value.greaterThanOrEqualTo(item.ForexMinCont) &&
    value.lessThanOrEqualTo(maxLots(item))
  );
}

/** A kept stop, ticked at its price while that is a price of the instrument (above 0, no more decimals); else unticked. */
function keptStop(level: StopLevel, precision: number, close: string): StopLevel {
  const price = decimalOf(level.price);
  const fits = price !== null && price.greaterThan(0) && price.decimalPlaces() <= Math.max(0, precision);
  return level.on && fits ? { on: true, price: level.price.trim() } : { on: false, price: close };
}

/**
 * The form an instrument opens with: what was kept for it, field by field, where that still fits the instrument
 * (lots within its minimum and maximum, a multiple it offers, a stop at a price it can have); each field that does
 * not fit, or was never kept, starts as a fresh form's (initialDraft). Always at the market.
 */
export function keptDraft(item: TradeItem, close: string, kept: KeptContract | undefined): ContractDraft {
  const fresh = initialDraft(item, close);
  if (!kept) return fresh;
  return {
    ...fresh,
    lots: lotsFit(item, kept.lots) ? kept.lots.trim() : fresh.lots,
    multiple: kept.multiple !== null && multiplesOf(item).includes(kept.multiple) ? kept.multiple : fresh.multiple,
    stopLoss: keptStop(kept.stopLoss, item.PricePrecision, close),
    takeProfit: keptStop(kept.takeProfit, item.PricePrecision, close),
  };
}

/** Ticking a stop starts it at the current close; unticking keeps the typed price for a later tick. */
export function toggleStop(level: StopLevel, on: boolean, close: string): StopLevel {
  return on ? { on, price: close } : { ...level, on };
}

/** The price an order would open at: the live close at the market, the chosen price when pending. */
export function referencePrice(draft: ContractDraft, close: string): string {
  return draft.mode === PRICE_MODE.pending ? draft.pendingPrice : close;
}

/** Why a submit sends nothing, for the message the form shows. */
export type SubmitProblem =
  'no-multiple' | 'lots' | 'price' | 'stop-loss-price' | 'take-profit-price' | 'stop-loss-side' | 'take-profit-side';

/**
 * What stops a submit in the `side` direction, checked in the spec's order: no multiples first (nothing is sent),
 * then lots that are not a positive number, then the pending price, then stops on the wrong side of the price.
 * Whether lots and prices are numbers at all is the server's schema's verdict on the parameters sent
 * (trade-validation.ts); that they are above zero is the engine's rule, which the schema cannot say; which side
 * of the price a stop must be on depends on the live close, so it is the form's.
 */
export function submitProblem(draft: ContractDraft, item: TradeItem, side: Side, close: string): SubmitProblem | null {
  const params = multiplesOf(item).length === 0 ? null : submitParams(draft, item, side);
  if (!params) return 'no-multiple';
  const refused = refusedOrderFields(params);
  const positive = (text: string) => decimalOf(text)?.greaterThan(0) === true;
  if (refused.has('cont') || !positive(params.cont)) return 'lots';
  const pending = draft.mode === PRICE_MODE.pending;
  if ((pending && refused.has('target_price')) || !positive(referencePrice(draft, close))) return 'price';
  const price = new Decimal(referencePrice(draft, close).trim());
  for (const [kind, level, field] of [
    ['stop_loss', draft.stopLoss, 'stop_loss_price'],
    ['take_profit', draft.takeProfit, 'target_profit_price'],
  ] as const) {
    if (!level.on) continue;
    const name = kind === 'stop_loss' ? 'stop-loss' : 'take-profit';
    if (refused.has(field)) return `${name}-price`;
    if (!stopSideValid(side, kind, new Decimal(level.price.trim()), price)) return `${name}-side`;
  }
  return null;
}

/** The parameters of GET /v2/api/forex/submit (spec section 7); an unticked stop and a market order's price are 0. */
export interface SubmitParams {
  type: Side;
  cont: string;
  forex_id: number;
  status: PriceMode;
  target_price: string;
  stop_loss_price: string;
  target_profit_price: string;
  multiple: number;
}

/** The call a valid draft makes (check submitProblem first: a draft without a multiple has no call). */
export function submitParams(draft: ContractDraft, item: TradeItem, side: Side): SubmitParams | null {
  if (draft.multiple === null) return null;
  const level = (stop: StopLevel) => (stop.on ? stop.price.trim() : '0');
  return {
    type: side === SIDE.buy ? SIDE.buy : SIDE.sell,
    cont: draft.lots.trim(),
    forex_id: item.Id,
    status: draft.mode,
    target_price: draft.mode === PRICE_MODE.pending ? draft.pendingPrice.trim() : '0',
    stop_loss_price: level(draft.stopLoss),
    target_profit_price: level(draft.takeProfit),
    multiple: draft.multiple,
  };
}
