import type { ForexOrder, OrderPage } from '@common/api/trade';

/** A holding BTC buy; override what a test is about. */
export function order(id: number, overrides: Partial<ForexOrder> = {}): ForexOrder {
  return {
    Id: id,
    OriginId: 0,
    OrderType: 1,
    Quantity: '0.01',
    OriginPrice: '67000.00',
    Price: '0',
    UpdatePrice: '67000.00',
    FactProfits: '0.00',
    NetProfits: null,
    CautionMoney: '335.00',
    TradeFee: '0.17',
    TargetLossPrice: '0',
    TargetProfitPrice: '0',
    Status: 1,
    Cancelled: false,
    Multiple: 2,
    CreateTimeHandler: 1_795_000_000_000,
    CompleteTimeHandler: 1_795_000_000_000,
    ForexTradeLists: { Id: 13, ShowCode: 'BTC/USDT', PricePrecision: 2 },
    OpenReason: 'market',
    OpenTick: { Seq: 10, Time: 1_795_000_000_000, Price: '67000.00' },
    CloseReason: null,
    CloseTick: null,
    TrailingDistance: '0',
    ExpireAt: 0,
    SeenPrice: null,
    Slippage: null,
    CloseSeenPrice: null,
    CloseSlippage: null,
    OpenedQuantity: '0.01',
    PartialCloses: [],
    ...overrides,
  };
}

export function page(orders: ForexOrder[], total: number, profits = '0.00', netProfits: string | null = null): OrderPage {
  return { data: orders, total, all_fact_profits: profits, all_net_profits: netProfits };
}
