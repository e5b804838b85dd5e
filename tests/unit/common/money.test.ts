import { describe, expect, it } from 'vitest';
import { formatAmount, isDecimalText, totalBalance } from '../../../common/money';

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
});
