import type { TradeItem } from '@common/api/market';
import { partialCloseProblem, partialCloseRange, type CloseLotsProblem } from '@common/contract';
import { Decimal, isUnsignedDecimalText } from '@common/money';

// The detail's partial close (issue 35): what the lots stepper offers for a position, and why a number of lots is
// refused, by the rule the server applies (common/contract.ts). Pure, so it is tested without a browser.

export interface CloseLotsRules {
  /** Lots open now. */
  open: string;
  minLots: string;
  step: string;
  /** The largest part short of the whole (leaving the minimum open). */
  maxPart: string;
  /** Decimals the stepper keeps: the finest of the step, the minimum and the lots open. */
  precision: number;
}

const decimalsOf = (value: string) => value.split('.')[1]?.length ?? 0;

/** The stepper's rules for a position of `open` lots in `item`; null when it cannot be closed in part. */
export function closeLotsRules(open: string, item: Pick<TradeItem, 'ForexMinCont' | 'Pip'> | undefined): CloseLotsRules | null {
  if (!item || ![open, item.ForexMinCont, item.Pip].every((value) => isUnsignedDecimalText(value))) return null;
  const range = partialCloseRange(open, item.ForexMinCont, item.Pip);
  if (range === null) return null;
  const precision = Math.max(decimalsOf(open), decimalsOf(item.ForexMinCont), decimalsOf(item.Pip));
  return { open, minLots: range.min.toFixed(precision), step: item.Pip, maxPart: range.max.toFixed(precision), precision };
}

/** Why the field's lots cannot be closed; 'not_positive' for an empty field. */
export function closeLotsProblem(rules: CloseLotsRules, lots: string): CloseLotsProblem | null {
  const text = lots.trim().replace(/\.$/, '');
  if (!isUnsignedDecimalText(text)) return 'not_positive';
  return partialCloseProblem(rules.open, text, rules.minLots, rules.step);
}

/** Lots as sent and shown: "0.05", never "0.050". */
export function lotsParam(lots: string): string {
  return new Decimal(lots.trim().replace(/\.$/, '')).toString();
}

/** Lots left open after closing `lots`. */
export function lotsLeft(rules: CloseLotsRules, lots: string): string {
  return new Decimal(rules.open).minus(lotsParam(lots)).toString();
}

/**
 * The price the user saw when tapping close, sent with it for the receipt: the position's latest valuation, which the
 * card and the detail show as its current price. Nothing before it has one.
 */
export function seenPriceParam(order: { UpdatePrice: string }): { seen_price?: string } {
  return isUnsignedDecimalText(order.UpdatePrice) && /[1-9]/.test(order.UpdatePrice) ? { seen_price: order.UpdatePrice } : {};
}
