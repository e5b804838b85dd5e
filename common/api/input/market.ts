import * as z from 'zod/mini';
import { PERIODS, KLINE_LIMIT_MAX } from '../../market';
import { boundedText, noInput, positiveInt } from './fields';

// What the market calls of ../market.ts accept, one schema per call under the call's name.

const period = z.enum(PERIODS);

export const getTradeList = z.object({ category_id: z.optional(positiveInt) });

export const getCategories = noInput;

export const getKline = z.object({
  forex_id: positiveInt,
  period,
  /** Older pages: candles starting before this time (ms). */
  before: z.optional(positiveInt),
  limit: z.optional(z.pipe(positiveInt, z.number().check(z.maximum(KLINE_LIMIT_MAX)))),
});

export const getAbbreviatedKline = z.object({ forex_id: positiveInt, period });

export const searchInstruments = z.object({ searchCurrency: boundedText(20) });
