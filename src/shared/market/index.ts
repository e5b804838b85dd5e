export { FrameBatcher } from './frame-batcher';
export { followLivePrices, liveQuoteAtom, newestQuote, quoteOf, receiveQuotes, type LiveQuote } from './quotes';
export { refreshTradeList, tradeListQuery, useTradeList, type TradeListState } from './trade-list';
export { writeText, writeTone } from './live-dom';
export { useLiveQuote } from './useLiveQuote';
export { freshnessOf, type Freshness, type StaleReason } from './freshness';
export { useQuoteFreshness } from './useQuoteFreshness';
export { QuoteAge } from './QuoteAge';
