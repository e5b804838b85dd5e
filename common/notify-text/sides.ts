import type { MessageDescriptor } from '@lingui/core';
import { figureText, oneOf, textOf, type Detail, type NotifyReader } from './reader';

// A contract order's instrument, side and lots as the entries of several kinds (fills, closes, copies) say them.

const SIDE_TEXT: Record<'buy' | 'sell', MessageDescriptor> = {
  buy: /*i18n*/ { id: 'notify.side.buy', message: 'Buy' },
  sell: /*i18n*/ { id: 'notify.side.sell', message: 'Sell' },
};

/** The values a sentence about an order takes: `{instrument} {side} {lots} lots`. */
export interface OrderWords {
  instrument: string;
  side: string;
  lots: string;
}

/** The order's words in the reader's language, or null when a fact is missing. */
export function orderWordsOf(detail: Detail, reader: NotifyReader): OrderWords | null {
  const side = oneOf(detail.side, ['buy', 'sell'] as const);
  const [instrument, lots] = [textOf(detail.instrument), textOf(detail.lots)];
  if (side === null || instrument === null || lots === null) return null;
  return { instrument, side: reader.translate(SIDE_TEXT[side]), lots: figureText(lots, reader) };
}
