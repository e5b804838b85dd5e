import type { FastifyInstance } from 'fastify';
import {
  ABBREVIATED_POINTS,
  getAbbreviatedKline,
  getCategories,
  getKline,
  getTradeList,
  MARKET_STATUS,
  searchInstruments,
  type TradeItem,
} from '../../../common/api/market';
import * as marketInput from '../../../common/api/input/market';
import { maxLotsOf, type InstrumentSeed } from '../../market/instrument-data';
import type { Market } from '../../market/market';
import { bucketStart, nextBucket } from '../../market/candles';
import { listCategories } from '../../market/categories';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';
import { KLINE_LIMIT_DEFAULT } from '../../../common/market';

function tradeItem(market: Market, instrument: InstrumentSeed): TradeItem {
  return {
    Id: instrument.id,
    Code: instrument.code,
    ShowCode: instrument.showCode,
    Logo: `/logos/${instrument.code}.svg`,
    CategoryId: instrument.categoryId,
    MarketStatus: market.isOpen(instrument) ? MARKET_STATUS.open : MARKET_STATUS.closed,
    PricePrecision: instrument.precision,
    Pip: instrument.pip,
    ForexMinCont: instrument.minLots,
    ForexMaxCont: maxLotsOf(instrument),
    ForexContNum: instrument.unitsPerLot,
    ForexFeeRate: instrument.feeRate,
    MarginMode: instrument.marginMode,
    HasForexMultiple: instrument.multiples.map((value) => ({ Value: value })),
    ForexQuotations: market.quote(instrument),
  };
}

export function registerMarketRoutes(app: FastifyInstance, db: Database, clock: Clock, market: Market, sessions: SessionResolver): void {
  const instrumentOr404 = (id: number) => {
    const instrument = market.instrument(id);
    if (!instrument) throw notFound();
    return instrument;
  };

  registerEndpoint(app, sessions, getTradeList, marketInput.getTradeList, ({ input }) =>
    market
      .listedInstruments()
      .filter((instrument) => !input.category_id || instrument.categoryId === input.category_id)
      .map((instrument) => tradeItem(market, instrument)),
  );

  registerEndpoint(app, sessions, getCategories, marketInput.getCategories, async ({ request }) => {
    const categories = await listCategories(db);
    return categories.map((category) => ({ Id: category.id, NameShowTrans: request.translate(category.name) }));
  });

  registerEndpoint(app, sessions, getKline, marketInput.getKline, ({ input }) => {
    const instrument = instrumentOr404(input.forex_id);
    // By default, up to and including the candle in progress.
    const before = input.before ?? nextBucket(input.period, bucketStart(input.period, clock.now()));
    return market.klines(instrument, input.period, before, input.limit ?? KLINE_LIMIT_DEFAULT);
  });

  registerEndpoint(app, sessions, getAbbreviatedKline, marketInput.getAbbreviatedKline, ({ input }) => {
    const instrument = instrumentOr404(input.forex_id);
    const before = nextBucket(input.period, bucketStart(input.period, clock.now()));
    return market.klines(instrument, input.period, before, ABBREVIATED_POINTS);
  });

  registerEndpoint(app, sessions, searchInstruments, marketInput.searchInstruments, ({ input }) => market.search(input.searchCurrency));
}
