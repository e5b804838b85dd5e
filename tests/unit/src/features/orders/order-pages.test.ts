import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@common/contract';
import { onClosedPush, onTradePush, withoutOrders } from '../../../../../src/features/orders/order-list';
import { changePages, listOf, type OrderPages } from '../../../../../src/features/orders/order-pages';
import { order } from './fixtures';

// Two pages of the holding tab as the cache keeps them; 3 orders in all.
const cached: OrderPages<ReturnType<typeof order>> = {
  pages: [
    { data: [order(1), order(2)], total: 3 },
    { data: [order(3)], total: 3 },
  ],
  pageParams: [1, 2],
};

describe('a contract tab in the cache', () => {
  it('shows its pages as one list with the server count', () => {
    const list = listOf(cached);
    expect(list.orders.map((shown) => shown.Id)).toEqual([1, 2, 3]);
    expect(list.total).toBe(3);
    expect(list.pages).toBe(2);
  });

  it('writes live prices back into the page each order came from', () => {
    const next = changePages(cached, (list) => {
      const outcome = onTradePush(list, ORDER_STATUS.holding, [{ Id: 3, UpdatePrice: '68000.00', FactProfits: '10.00' }]);
      return outcome.kind === 'list' ? outcome.list : list;
    });
    expect(next?.pages[1]?.data[0]?.FactProfits).toBe('10.00');
    expect(next?.pages[0]?.data.map((shown) => shown.FactProfits)).toEqual(['0.00', '0.00']);
    expect(next?.pageParams).toEqual([1, 2]);
  });

  it('drops closed orders from their page and counts them out of the tab', () => {
    const next = changePages(cached, (list) => withoutOrders(list, [2]));
    expect(next && listOf(next).orders.map((shown) => shown.Id)).toEqual([1, 3]);
    expect(next && listOf(next).total).toBe(2);
  });

  it('keeps the same data when a push touches no shown order, so nothing repaints', () => {
    expect(changePages(cached, (list) => withoutOrders(list, [99]))).toBe(cached);
  });

  it('tells a reload when a close names an order the holding tab does not show (a fill)', () => {
    expect(onClosedPush(listOf(cached), ORDER_STATUS.holding, [99]).kind).toBe('reload');
  });
});
