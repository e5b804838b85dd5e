import type { TradeItem } from '@common/api/market';

/** BTC/USDT as the trade list gives it (multiples 2, 5 and 10); override what a test is about. */
export function instrument(overrides: Partial<TradeItem> = {}): TradeItem {
  return {
    Id: 13,
    Code: 'BTCUSDT',
    ShowCode: 'BTC/USDT',
    Logo: '/logos/BTCUSDT.svg',
    CategoryId: 4,
    MarketStatus: 1,
    PricePrecision: 2,
    Pip: '0.01',
    ForexMinCont: '0.01',
    ForexContNum: '1',
    ForexFeeRate: '0.0005',
    MarginMode: 2,
    HasForexMultiple: [{ Value: 2 }, { Value: 5 }, { Value: 10 }],
    ForexQuotations: { Open: '67000', Close: '67000.00', Change: '0.00', High: '67100', Low: '66900' },
    ...overrides,
  };
}
