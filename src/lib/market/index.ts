export { FrameBatcher } from './frame-batcher';
export { followLivePrices, liveQuoteAtom, quoteOf, type LiveQuote } from './quotes';
export { refreshTradeList, tradeListQuery, useTradeList, type TradeListState } from './trade-list';
