import { describe, expect, it } from 'vitest';
import type { DrawMethod, WithdrawCurrency } from '@common/api/withdraw';
import { firstCurrency, methodsFor } from '../../../../../src/features/wallet/withdrawal-choice';

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
