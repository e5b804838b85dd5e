import type { TradeItem } from '@common/api/market';
import { SIDE, stopSideValid, type Side } from '@common/contract';
import { formatAmount, formatPrice, isUnsignedDecimalText, type Decimal } from '@common/money';
import { profitAtLevel, stopOutPrice } from '@common/ticket';
import type { ContractDraft } from './contract-form';
import { draftCost, positiveDecimal } from './contract-preview';

// The contract ticket's risk figures (issue 35), beside the preview's margin and fee (contract-preview.ts): where the
// position alone would be stopped out, and what its stop-loss and take-profit would realise, with the formulas of
// common/ticket.ts. The side is not chosen until a tap, so the stop-out price is given for both, and a stop's result
// for the side it fits (a stop-loss below the price is a buy's). Null where it cannot be known yet.

export interface TicketInput {
  item: TradeItem;
  draft: ContractDraft;
  close: string;
  feeType: number;
  /** The contract account's cash (free balance plus locked); null for a guest or while it loads. */
  cash: string | null;
  /** The stop-out share of the margin in use (stop_out_level). */
  stopOutLevel: Decimal.Value;
  priceOf: (code: string) => string | undefined;
}

/** A stop's result: the side it fits and the profit (negative: loss) it would realise, USD, 2 decimals. */
export interface LevelResult {
  side: Side;
  money: string;
}

export interface Ticket {
  /** The price at which a buy, or a sell, of this order alone would be stopped out; null when none reaches it. */
  stopOutBuy: string | null;
  stopOutSell: string | null;
  atStopLoss: LevelResult | null;
  atTakeProfit: LevelResult | null;
}

const EMPTY: Ticket = { stopOutBuy: null, stopOutSell: null, atStopLoss: null, atTakeProfit: null };

export function contractTicket({ item, draft, close, feeType, cash, stopOutLevel, priceOf }: TicketInput): Ticket {
  const cost = draftCost({ item, draft, close, feeType, priceOf });
  if (!cost) return EMPTY;
  const { lots, price, usdRate: rate } = cost;
  const terms = (side: Side) => ({ side, lots, unitsPerLot: item.ForexContNum, openPrice: price, usdRate: rate });
  const stopOut = (side: Side) => {
    if (cash === null || !isUnsignedDecimalText(cash)) return null;
    const at = stopOutPrice({ ...terms(side), cash, margin: cost.margin, fee: cost.fee, stopOutLevel, precision: item.PricePrecision });
    return at === null ? null : formatPrice(at, item.PricePrecision);
  };
  const result = (kind: 'stop_loss' | 'take_profit', text: string, on: boolean): LevelResult | null => {
    const level = on ? positiveDecimal(text) : null;
    if (!level) return null;
    const side = [SIDE.buy, SIDE.sell].find((each) => stopSideValid(each, kind, level, price));
    return side === undefined ? null : { side, money: formatAmount(profitAtLevel(terms(side), level)) };
  };
  return {
    stopOutBuy: stopOut(SIDE.buy),
    stopOutSell: stopOut(SIDE.sell),
    atStopLoss: result('stop_loss', draft.stopLoss.price, draft.stopLoss.on),
    atTakeProfit: result('take_profit', draft.takeProfit.price, draft.takeProfit.on),
  };
}
