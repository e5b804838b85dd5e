import { describe, expect, it } from 'vitest';
import type { DrawMethod, WithdrawCurrency } from '@common/api/withdraw';
import { firstCurrency, methodsFor, methodToUse, nextUsableAt, usableNow } from '../../../../../src/features/wallet/withdrawal-choice';

const currency = (id: number, code: string): WithdrawCurrency => ({
  id,
  code,
  protocol: '',
  type: 2,
  draw_rate: '0.01',
  fee_type: 2,
  usd_price: '1',
});
const method = (id: number, currencyId: number) => ({ id, draw_currency_id: currencyId }) as DrawMethod;

describe('where the withdraw form starts', () => {
  const currencies = [currency(3, 'USD'), currency(4, 'EUR')];

  it('with a currency the user has a payout method for', () => {
    expect(firstCurrency(currencies, [method(9, 4)])?.code).toBe('EUR');
  });

  it('with the first currency when the user has none, and nothing without currencies', () => {
    expect(firstCurrency(currencies, [])?.code).toBe('USD');
    expect(firstCurrency([], [method(9, 4)])).toBeUndefined();
  });

  it('offers the methods of the chosen currency only', () => {
    const methods = [method(1, 3), method(2, 4), method(3, 4)];
    expect(methodsFor(methods, 4).map((item) => item.id)).toEqual([2, 3]);
    expect(methodsFor(methods, undefined)).toEqual([]);
  });
});

// Issue 33's safeguards: a payout method is not paid to until a day after it was added (`usable_from`).
describe('a payout method usable from a time', () => {
  const NOW = 1_800_000_000_000;
  const from = (id: number, usableFrom: number) => ({ id, draw_currency_id: 4, usable_from: usableFrom }) as DrawMethod;

  it('is usable from that very time on', () => {
    expect(usableNow(from(1, NOW), NOW)).toBe(true);
    expect(usableNow(from(1, NOW + 1), NOW)).toBe(false);
    expect(usableNow(from(1, 0), NOW)).toBe(true);
  });

  it('is not the one used while it waits: the chosen one when usable, else the first usable, else none', () => {
    const methods = [from(1, NOW + 60_000), from(2, 0), from(3, 0)];
    expect(methodToUse(methods, '3', NOW)?.id).toBe(3);
    expect(methodToUse(methods, '1', NOW)?.id).toBe(2);
    expect(methodToUse(methods, '', NOW)?.id).toBe(2);
    expect(methodToUse([from(1, NOW + 60_000)], '1', NOW)).toBeUndefined();
    expect(methodToUse(methods, '1', NOW + 60_000)?.id).toBe(1);
  });

  it('says when the next waiting one becomes usable', () => {
    expect(nextUsableAt([from(1, NOW + 9), from(2, NOW + 5), from(3, 0)], NOW)).toBe(NOW + 5);
    expect(nextUsableAt([from(3, 0)], NOW)).toBeUndefined();
  });
});
