export { FrameBatcher } from './frame-batcher';
export { followLivePrices, liveQuoteAtom, quoteOf, refreshTradeList, tradeListAtom, tradeListFailedAtom, type LiveQuote } from './quotes';
