import type { KlinePoint } from '../market';
import { endpoint } from './endpoint';
import type * as input from './input/market';

// The market calls (spec section 7, "Trading"): the instrument list with live quotes, categories, candles and the
// instrument search. Field names are the spec's.

/** An instrument's MarketStatus: whether orders can be placed now. */
export const MARKET_STATUS = { closed: 0, open: 1 } as const;
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];

export interface Quotation {
  /** The day's opening price (midnight Europe/Berlin). */
  Open: string;
  /** The last price. */
  Close: string;
  /** Change since the day's open, in percent, 2 decimals. */
  Change: string;
  High: string;
  Low: string;
}

export interface TradeItem {
  Id: number;
  Code: string;
  ShowCode: string;
  Logo: string;
  CategoryId: number;
  /** 1 open, 0 closed (MARKET_STATUS). */
  MarketStatus: MarketStatus;
  PricePrecision: number;
  /** The lot step. */
  Pip: string;
  /** The minimum lots. */
  ForexMinCont: string;
  /** The most lots in one order (set by an operator; MAX_LOTS_IN_MIN_LOTS minimum lots otherwise). */
  ForexMaxCont?: string;
  /** Units per lot. */
  ForexContNum: string;
  ForexFeeRate: string;
  /** 1 fixed margin, otherwise leverage-based. */
  MarginMode: number;
  HasForexMultiple: { Value: number }[];
  ForexQuotations: Quotation;
}

export interface Category {
  Id: number;
  NameShowTrans: string;
}

/** A search result (spec: Id, ShowCode, ForexQuotations.Close), with what a result row shows beside the price. */
export interface SearchItem {
  Id: number;
  ShowCode: string;
  /** The price's decimals, as in the trade list, so a result's price reads as it does everywhere else. */
  PricePrecision: number;
  /** The last price and the day's change in percent (as in Quotation). */
  ForexQuotations: { Close: string; Change: string };
}

/** How many candles the small charts get. */
export const ABBREVIATED_POINTS = 60;

export const getTradeList = endpoint<TradeItem[], typeof input.getTradeList>()({
  method: 'GET',
  path: '/v2/api/forex/trade_list',
});

export const getCategories = endpoint<Category[]>()({ method: 'GET', path: '/v2/api/forex/getCategories' });

/** Candles of one instrument and period; `before` (ms) asks for the page of older ones. */
export const getKline = endpoint<KlinePoint[], typeof input.getKline>()({ method: 'GET', path: '/v2/api/forex/kline' });

export const getAbbreviatedKline = endpoint<KlinePoint[], typeof input.getAbbreviatedKline>()({
  method: 'GET',
  path: '/v2/api/forex/abbreviated_cache_kline',
});

/** The forex search (spec: searchCurrency; path not shown in the spec). */
export const searchInstruments = endpoint<SearchItem[], typeof input.searchInstruments>()({
  method: 'GET',
  path: '/v2/api/forex/search',
});
