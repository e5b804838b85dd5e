import { describe, expect, it } from 'vitest';
import { SIDE } from '@common/contract';
import { beyondDeviation, slippageDirection, slippageMoney } from '@common/slippage';

// The receipt's money (issue 35): the deciding tick against the seen price on the lots, in USD, signed in the user's
// favour, rounded once to the cent. EUR/USD 100,000 units a lot; USD/JPY quoted in yen (a rate of 1/150).

const eurusd = { lots: '0.1', unitsPerLot: 100_000, usdRate: 1 };

describe('slippage money', () => {
  it('is positive when a buy fills lower or a sell higher, negative the other way', () => {
    expect(slippageMoney({ ...eurusd, side: SIDE.buy, at: 'open', seen: '1.08300', decided: '1.08280' }).toFixed(2)).toBe('2.00');
    expect(slippageMoney({ ...eurusd, side: SIDE.buy, at: 'open', seen: '1.08300', decided: '1.08320' }).toFixed(2)).toBe('-2.00');
    expect(slippageMoney({ ...eurusd, side: SIDE.sell, at: 'open', seen: '1.08300', decided: '1.08320' }).toFixed(2)).toBe('2.00');
  });

  it('runs the other way on a close: closing a buy sells, higher is better', () => {
    expect(slippageMoney({ ...eurusd, side: SIDE.buy, at: 'close', seen: '1.09800', decided: '1.09700' }).toFixed(2)).toBe('-10.00');
    expect(slippageMoney({ ...eurusd, side: SIDE.sell, at: 'close', seen: '1.09800', decided: '1.09700' }).toFixed(2)).toBe('10.00');
  });

  it('converts at the quote currency’s USD rate and rounds once, half up', () => {
    // 0.1 lots USD/JPY, 0.013 yen worse: 0.013 x 10000 / 150 = 0.8666... -> -0.87
    const money = slippageMoney({
      side: SIDE.buy,
      at: 'open',
      lots: '0.1',
      unitsPerLot: 100_000,
      usdRate: '0.00666666666666666667',
      seen: '150.000',
      decided: '150.013',
    });
    expect(money.toFixed(2)).toBe('-0.87');
    // 0.001 lots (100 units), 0.00001 better: 0.001 -> 0.00
    expect(slippageMoney({ ...eurusd, lots: '0.001', side: SIDE.sell, at: 'open', seen: '1', decided: '1.00001' }).toFixed(2)).toBe('0.00');
  });

  it('names the direction as the user sees it', () => {
    expect(slippageDirection(SIDE.buy, 'open', '1.1', '1.2')).toBe('worse');
    expect(slippageDirection(SIDE.buy, 'close', '1.1', '1.2')).toBe('better');
    expect(slippageDirection(SIDE.sell, 'open', '1.1', '1.2')).toBe('better');
    expect(slippageDirection(SIDE.sell, 'close', '1.1', '1.2')).toBe('worse');
    expect(slippageDirection(SIDE.sell, 'close', '1.1', '1.10')).toBe('none');
  });

  it('refuses only beyond the deviation allowed, either way', () => {
    expect(beyondDeviation('1.08300', '1.08320', '0.0002')).toBe(false);
    expect(beyondDeviation('1.08300', '1.08280', '0.0002')).toBe(false);
    expect(beyondDeviation('1.08300', '1.08321', '0.0002')).toBe(true);
    expect(beyondDeviation('1.08300', '1.08279', '0.0002')).toBe(true);
    expect(beyondDeviation('1.08300', '1.08300', '0')).toBe(false);
  });
});
