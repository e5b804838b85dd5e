import type { ForexOrder, PartialClose, Slippage } from '@common/api/trade';
import { SIDE, type Side } from '@common/contract';
import { Decimal } from '@common/money';
import { decimalText } from '@common/number-text';
import { profitText, type Tone } from './order-format';

// The receipt of a fill or a close as the detail shows it (issue 35): the server gives the deciding tick's price less
// the price seen (raw, signed) and the money it made or cost (already signed in the user's favour). Both are shown
// signed in the user's favour, so "+" always reads as better than seen, whatever the side and the leg.

const SIGNED = /^-?\d+(\.\d+)?$/;

/**
 * A slippage's price distance in the user's favour: a buy filled lower or closed higher gained, a sell the other way
 * round. The raw distance is tick less seen: a buy's open and a sell's close are better when it is negative.
 */
export function priceInFavour(rawPrice: string, side: Side, at: 'open' | 'close'): string {
  if (!SIGNED.test(rawPrice)) return rawPrice;
  const raw = new Decimal(rawPrice);
  const flip = (side === SIDE.buy) === (at === 'open');
  return (flip ? raw.negated() : raw).toString();
}

export interface SlippageText {
  price: string;
  money: string;
  /** The tone of the two together: the money's sign, or the price's when the money rounds to 0. */
  tone: Tone;
}

/** The receipt's two figures as written: "+0.50" at the instrument's decimals and "+5.00" USD, with their tone. */
export function slippageText(slippage: Slippage, side: Side, at: 'open' | 'close', precision: number, tag: string): SlippageText {
  const favour = priceInFavour(slippage.Price, side, at);
  const money = profitText(slippage.Money, tag);
  const distance = SIGNED.test(favour) ? new Decimal(favour) : null;
  const sign = distance === null || distance.isZero() ? '' : distance.isNegative() ? '-' : '+';
  // Not priceText: it writes 0 as "--" (a level not set), and a slippage of 0 is a real figure.
  const magnitude = distance === null ? '--' : decimalText(distance.abs().toFixed(Math.max(0, precision)), tag, Math.max(0, precision));
  const priceTone: Tone = sign === '+' ? 'up' : sign === '-' ? 'down' : 'flat';
  return { price: `${sign}${magnitude}`, money: money.text, tone: money.tone === 'flat' ? priceTone : money.tone };
}

/** The receipts and parts of an order, as the detail reads them. */
export interface OrderReceipts {
  seen: string | null;
  open: Slippage | null;
  closeSeen: string | null;
  close: Slippage | null;
  parts: readonly PartialClose[];
}

/**
 * An order's receipts and parts: none for an answer kept on the device (the persisted query cache) from before the
 * server gave them, so the detail of such an order opens rather than fails.
 */
export function receiptsOf(order: ForexOrder): OrderReceipts {
  const kept: Partial<ForexOrder> = order;
  return {
    seen: kept.SeenPrice ?? null,
    open: kept.Slippage ?? null,
    closeSeen: kept.CloseSeenPrice ?? null,
    close: kept.CloseSlippage ?? null,
    parts: kept.PartialCloses ?? [],
  };
}
