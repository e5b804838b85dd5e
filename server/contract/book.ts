import { type Decimal, formatAmount, formatPrice } from '../../common/money';
import type { ForexOrder } from '../../common/api/trade';
import { ORDER_STATUS } from '../../common/contract';
import type { Tick } from '../market/candles';
import type { InstrumentSeed } from '../market/instrument-data';
import type { ContractMemory } from './memory';
import { toForexOrder, type OrderRow, type PartialCloseRow } from './orders';
import { instrumentUsdRate, type MarketView } from './plan';
import { positionProfit, valueBook, type BookValue, type PriceOf } from './valuation';
import type { OpenOrder } from './open-orders';
import { assert } from '../assert';

// The book in memory seen through the market: each position's price now, a user's book valued at those prices, and
// an order as the API shows it (a holding one valued live). Reads only: nothing here writes or settles.

/** The market as the contract engine is handed it. */
export type ContractMarket = Omit<MarketView, 'priceOfCode'> & { instruments: readonly InstrumentSeed[] };

export class ContractBook {
  /** The market as order checks see it (the market is a class: its methods are bound here, not spread). */
  readonly view: MarketView;
  private readonly byCode: Map<string, InstrumentSeed>;

  constructor(
    private readonly market: ContractMarket,
    private readonly memory: ContractMemory,
  ) {
    this.byCode = new Map(market.instruments.map((instrument) => [instrument.code, instrument]));
    this.view = {
      instrument: (id) => this.market.instrument(id),
      isOpen: (instrument) => this.market.isOpen(instrument),
      lastTick: (id) => this.market.lastTick(id),
      priceOfCode: (code) => this.priceOfCode(code),
    };
  }

  instrumentOf(id: number): InstrumentSeed {
    const instrument = this.market.instrument(id);
    assert(instrument, `instrument ${id} is not listed`);
    return instrument;
  }

  lastTick(instrumentId: number): Tick | undefined {
    return this.market.lastTick(instrumentId);
  }

  /** A position's price now, with what valuing it needs; undefined before its instrument's first tick. */
  readonly priceOf: PriceOf = (order) => {
    const instrument = this.market.instrument(order.instrumentId);
    const tick = this.market.lastTick(order.instrumentId);
    if (!instrument || !tick) return undefined;
    return { price: tick.price, unitsPerLot: instrument.unitsPerLot, usdRate: instrumentUsdRate(this.view, instrument) };
  };

  profitOf(order: OpenOrder): { price: string; profit: Decimal } | undefined {
    const priced = this.priceOf(order);
    return priced ? { price: priced.price, profit: positionProfit(order, priced.unitsPerLot, priced.price, priced.usdRate) } : undefined;
  }

  /** The user's book valued now, on `cash` (as last committed unless given). */
  bookOf(userId: number, cash = this.memory.cashOf(userId)): BookValue {
    return this.valueOf(this.memory.open.ofUser(userId), cash);
  }

  /** The book `orders` and `cash` make, valued now (a settling transaction's draft of it). */
  valueOf(orders: readonly OpenOrder[], cash: Decimal): BookValue {
    return valueBook(orders, cash, this.priceOf);
  }

  /** An order as the API shows it; a holding one valued at the price now, as memory holds it unless `open` is given
   * (the order just written, before memory takes it on the commit); with its partial closes when given, oldest first. */
  present(row: OrderRow, given?: OpenOrder, partials: readonly PartialCloseRow[] = []): ForexOrder {
    const instrument = this.instrumentOf(row.instrument_id);
    const open = row.status === ORDER_STATUS.holding ? (given ?? this.memory.open.get(Number(row.id))) : undefined;
    const valued = open ? this.profitOf(open) : undefined;
    return toForexOrder(
      row,
      instrument,
      valued ? { price: formatPrice(valued.price, instrument.precision), profit: formatAmount(valued.profit) } : undefined,
      partials,
    );
  }

  private priceOfCode(code: string): string | undefined {
    const instrument = this.byCode.get(code);
    return instrument ? this.market.lastTick(instrument.id)?.price : undefined;
  }
}
