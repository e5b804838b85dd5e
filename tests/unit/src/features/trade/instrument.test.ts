import { describe, expect, it } from 'vitest';
import type { TradeItem } from '@common/api/market';
import { directionOf, isMarketOpen, pickInstrument } from '../../../../../src/features/trade/instrument';

function item(id: number, code: string): TradeItem {
  return {
    Id: id,
    Code: code,
    ShowCode: code,
    Logo: `/logos/${code}.svg`,
    CategoryId: 1,
    MarketStatus: 1,
    PricePrecision: 2,
    Pip: '0.01',
    ForexMinCont: '0.01',
    ForexContNum: '1',
    ForexFeeRate: '0.0005',
    MarginMode: 2,
    HasForexMultiple: [],
    ForexQuotations: { Open: '1', Close: '1', Change: '0.00', High: '1', Low: '1' },
  };
}

const list = [item(4, 'AUDUSD'), item(13, 'BTCUSDT'), item(9, 'XAUUSD')];

describe('pickInstrument', () => {
  it('shows the instrument the id names, wherever it is in the list', () => {
    expect(pickInstrument(list, 13)?.Code).toBe('BTCUSDT');
    expect(pickInstrument(list, 9)?.Code).toBe('XAUUSD');
  });

  it('falls back to the first instrument without an id or for an id not in the list', () => {
    expect(pickInstrument(list, undefined)?.Code).toBe('AUDUSD');
    expect(pickInstrument(list, 999)?.Code).toBe('AUDUSD');
  });

  it('falls back to the first whose market is open (issue 41, defect 2: not a closed EUR/USD at the weekend)', () => {
    const weekend = [
      { ...item(1, 'EURUSD'), MarketStatus: 0 as const },
      { ...item(9, 'XAUUSD'), MarketStatus: 0 as const },
      item(13, 'BTCUSDT'),
    ];
    expect(pickInstrument(weekend, undefined)?.Code).toBe('BTCUSDT');
    expect(pickInstrument(weekend, 999)?.Code).toBe('BTCUSDT');
    // An instrument asked for by its id is shown, open or not; with no market open, the list's first.
    expect(pickInstrument(weekend, 1)?.Code).toBe('EURUSD');
    expect(pickInstrument(weekend.slice(0, 2), undefined)?.Code).toBe('EURUSD');
  });

  it('has nothing to show before the list arrived or when it is empty', () => {
    expect(pickInstrument(null, 13)).toBeUndefined();
    expect(pickInstrument([], 13)).toBeUndefined();
    expect(pickInstrument([], undefined)).toBeUndefined();
  });
});

describe('the price change', () => {
  it('is up, down or flat by its sign', () => {
    expect(directionOf('1.25')).toBe('up');
    expect(directionOf('+0.01')).toBe('up');
    expect(directionOf('-0.40')).toBe('down');
    expect(directionOf('0.00')).toBe('flat');
    expect(directionOf('-0.00')).toBe('flat');
    expect(directionOf('')).toBe('flat');
    expect(directionOf('n/a')).toBe('flat');
  });
});

describe('whether a market takes orders', () => {
  it('is open at MarketStatus 1 and closed otherwise', () => {
    expect(isMarketOpen({ MarketStatus: 1 })).toBe(true);
    expect(isMarketOpen({ MarketStatus: 0 })).toBe(false);
  });
});
