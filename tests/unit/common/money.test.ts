import { describe, expect, it } from 'vitest';
import {
  Decimal,
  formatAmount,
  formatAmountDown,
  formatPercent,
  isDecimalText,
  negate,
  PLACES,
  roundBalance,
  roundFixedMargin,
  roundFundDayProfit,
  totalBalance,
} from '../../../common/money';

describe('money', () => {
  it('adds balances exactly, where binary floats would drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const accounts = [
      { balance: '0.10', lockBalance: '0.20' },
      { balance: '10000.00', lockBalance: '0.00' },
      { balance: '99999999999999.99', lockBalance: '0.01' },
    ];
    expect(totalBalance(accounts)).toBe('100000000010000.30');
  });

  it('rounds half up once, at the end', () => {
    expect(formatAmount('2.345')).toBe('2.35');
    expect(formatAmount('-2.345')).toBe('-2.35');
    expect(formatAmount('1.004999')).toBe('1.00');
    expect(totalBalance([{ balance: '0.004', lockBalance: '0.004' }])).toBe('0.01');
  });

  it('recognises decimal text', () => {
    expect(isDecimalText('12.50')).toBe(true);
    expect(isDecimalText('-3')).toBe(true);
    for (const bad of ['1e3', '', '.5', '1.', 'NaN', '1,5', ' 1']) expect(isDecimalText(bad), bad).toBe(false);
  });

  it('keeps 40 significant digits and rounds half up, where decimal.js alone keeps 20', () => {
    expect(new Decimal(1).dividedBy(3).toString()).toBe(`0.${'3'.repeat(40)}`);
    expect(new Decimal('2.5').toDecimalPlaces(0).toString()).toBe('3');
    expect(new Decimal('-2.5').toDecimalPlaces(0).toString()).toBe('-3');
  });

  it('rounds each kind of amount to the places of spec section 9', () => {
    expect(PLACES).toEqual({ balance: 2, fixedMargin: 6, fundDayProfit: 4, percent: 2 });
    expect(roundBalance('1105.005').toFixed()).toBe('1105.01');
    expect(roundBalance('0.02198').toFixed()).toBe('0.02');
    expect(roundFixedMargin('0.0123455').toFixed()).toBe('0.012346');
    expect(roundFixedMargin('10').toFixed()).toBe('10');
    // 1000 at 0.0333 % a day: 0.333 -> 0.3330 (4 places, not 2).
    expect(roundFundDayProfit(new Decimal(1000).times('0.0333').dividedBy(100)).toFixed(4)).toBe('0.3330');
    expect(roundFundDayProfit('0.00005').toFixed()).toBe('0.0001');
  });

  it('formats an amount that must not be overstated by rounding toward zero', () => {
    expect(formatAmountDown('12.349')).toBe('12.34');
    expect(formatAmountDown('0.009')).toBe('0.00');
    expect(formatAmount('12.345', 4)).toBe('12.3450');
  });

  it('shows a ratio as a percent without trailing zeros', () => {
    expect(formatPercent('0.85')).toBe('85');
    expect(formatPercent('0.12345')).toBe('12.35');
    expect(formatPercent('1')).toBe('100');
  });

  it('negates exactly, including amounts that are already negative', () => {
    expect(negate('5.10').toFixed(2)).toBe('-5.10');
    expect(negate('-5').toFixed(2)).toBe('5.00');
    expect(negate(new Decimal('0.01')).plus('0.01').isZero()).toBe(true);
  });
});
