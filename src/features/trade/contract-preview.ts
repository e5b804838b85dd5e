import { Decimal, formatAmount, isUnsignedDecimalText } from '@common/money';
import type { TradeItem } from '@common/api/market';
import { orderCost, quoteCurrency, usdRate } from '@common/contract';
import { referencePrice, type ContractDraft } from './contract-form';

// The figures under the contract form: the margin the order would hold, its fee and the free margin left after
// it, with the engine's own formulas (common/contract.ts) so the preview and the fill never disagree. Money is in
// USD, 2 decimals; a figure that cannot be known yet (no price, no rate, a guest's balance) is null.

export interface PreviewInput {
  item: TradeItem;
  draft: ContractDraft;
  /** The instrument's live close. */
  close: string;
  /** The fee rule (trade_fee_type): 1 lots x rate, otherwise margin x rate. */
  feeType: number;
  /** The contract account's free margin; null for a guest or while it loads. */
  freeMargin: string | null;
  /** The live price of another instrument by code, for converting a non-USD quote. */
  priceOf: (code: string) => string | undefined;
}

export interface Preview {
  margin: string | null;
  fee: string | null;
  freeAfter: string | null;
  /** Margin and fee together: what the order takes from the free margin. */
  needed: string | null;
  /** The free margin now, as the server will compare it. */
  free: string | null;
  /** The order needs more than the free margin. */
  short: boolean;
}

/** A form's positive decimal, or null when the text is not one. */
export function positiveDecimal(text: string): Decimal | null {
  const trimmed = text.trim();
  if (!isUnsignedDecimalText(trimmed)) return null;
  const value = new Decimal(trimmed);
  return value.greaterThan(0) ? value : null;
}

/** What the draft would place, valued as the engine values it: lots, price, USD rate, margin and fee (cents). */
export interface DraftCost {
  lots: Decimal;
  price: Decimal;
  usdRate: Decimal;
  margin: Decimal;
  fee: Decimal;
}

/** The draft's cost at the live price, by the engine's formula (common/contract.ts orderCost); null until known. */
export function draftCost(input: Omit<PreviewInput, 'freeMargin'>): DraftCost | null {
  const { item, draft, close, feeType, priceOf } = input;
  const lots = positiveDecimal(draft.lots);
  const price = positiveDecimal(referencePrice(draft, close));
  if (!lots || !price || draft.multiple === null) return null;
  const rate = usdRate(quoteCurrency(item.Code), priceOf);
  if (!rate) return null;
  const { margin, fee } = orderCost({
    marginMode: item.MarginMode,
    lots,
    unitsPerLot: item.ForexContNum,
    price,
    multiple: draft.multiple,
    usdRate: rate,
    feeType,
    feeRate: item.ForexFeeRate,
  });
  return { lots, price, usdRate: rate, margin, fee };
}

export function contractPreview(input: PreviewInput): Preview {
  const { freeMargin } = input;
  const none: Preview = { margin: null, fee: null, freeAfter: null, needed: null, free: freeMargin, short: false };
  const cost = draftCost(input);
  if (!cost) return none;
  const { margin, fee } = cost;
  const free = freeMargin === null ? null : new Decimal(freeMargin);
  const after = free?.minus(margin).minus(fee) ?? null;
  return {
    margin: formatAmount(margin),
    fee: formatAmount(fee),
    freeAfter: after ? formatAmount(after) : null,
    needed: formatAmount(margin.plus(fee)),
    free: free ? formatAmount(free) : null,
    short: after ? after.isNegative() : false,
  };
}
