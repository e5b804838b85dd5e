import * as z from 'zod/mini';
import { PERIODS, type KlinePoint } from '../market';
import { boundedText, positiveInt } from './fields';
import { endpoint } from './endpoint';

// The market calls (spec section 7, "Trading"): the instrument list with live quotes, categories, candles and the
// instrument search. Field names are the spec's.

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
  /** 1 open, 0 closed. */
  MarketStatus: 0 | 1;
  PricePrecision: number;
  /** The lot step. */
  Pip: string;
  /** The minimum lots. */
  ForexMinCont: string;
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

export interface SearchItem {
  Id: number;
  ShowCode: string;
  ForexQuotations: { Close: string };
}

export const KLINE_LIMIT_MAX = 1000;
export const KLINE_LIMIT_DEFAULT = 300;
/** How many candles the small charts get. */
export const ABBREVIATED_POINTS = 60;

const period = z.enum(PERIODS);

export const getTradeList = endpoint<TradeItem[]>()({
  method: 'GET',
  path: '/v2/api/forex/trade_list',
  input: z.object({ category_id: z.optional(positiveInt) }),
});

export const getCategories = endpoint<Category[]>()({ method: 'GET', path: '/v2/api/forex/getCategories', input: z.object({}) });

export const getKline = endpoint<KlinePoint[]>()({
  method: 'GET',
  path: '/v2/api/forex/kline',
  input: z.object({
    forex_id: positiveInt,
    period,
    /** Older pages: candles starting before this time (ms). */
    before: z.optional(positiveInt),
    limit: z.optional(
      z.pipe(
        positiveInt,
        z.number().check(z.maximum(KLINE_LIMIT_MAX)),
      ),
    ),
  }),
});

export const getAbbreviatedKline = endpoint<KlinePoint[]>()({
  method: 'GET',
  path: '/v2/api/forex/abbreviated_cache_kline',
  input: z.object({ forex_id: positiveInt, period }),
});

/** The forex search (spec: searchCurrency; path not shown in the spec). */
export const searchInstruments = endpoint<SearchItem[]>()({
  method: 'GET',
  path: '/v2/api/forex/search',
  input: z.object({ searchCurrency: boundedText(20) }),
});
