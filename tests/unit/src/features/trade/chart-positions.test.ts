import { describe, expect, it } from 'vitest';
import type { OrderPage } from '@common/api/trade';
import {
  afterClosedPush,
  afterTradePush,
  loadPositions,
  MAX_POSITION_PAGES,
  withOrder,
} from '../../../../../src/features/trade/chart-positions';
import { order, page } from '../orders/fixtures';

describe('the chart\u2019s positions', () => {
  it('asks for the holding pages until it has them all', async () => {
    const asked: number[] = [];
    const pages: Record<number, OrderPage> = { 1: page([order(1), order(2)], 3), 2: page([order(3)], 3) };
    const held = await loadPositions((number) => {
      asked.push(number);
      return Promise.resolve(pages[number] ?? page([], 3));
    });
    expect(asked).toEqual([1, 2]);
    expect(held).toEqual({ orders: [order(1), order(2), order(3)], complete: true });
  });

  it('stops at an empty page, and after MAX_POSITION_PAGES says it does not hold them all', async () => {
    expect(await loadPositions(() => Promise.resolve(page([], 5)))).toEqual({ orders: [], complete: true });
    let next = 0;
    const many = await loadPositions(() => Promise.resolve(page([order((next += 1))], 1000)));
    expect(many.orders).toHaveLength(MAX_POSITION_PAGES);
    expect(many.complete).toBe(false);
  });

  it('takes each push\u2019s prices, and reloads for an order it does not hold', () => {
    const held = { orders: [order(1), order(2)], complete: true };
    const priced = afterTradePush(held, [
      { Id: 1, UpdatePrice: '67300.00', FactProfits: '3.00' },
      { Id: 2, UpdatePrice: '67000.00', FactProfits: '0.00' },
    ]);
    expect(priced).not.toBe('reload');
    if (priced === 'reload') return;
    expect(priced.orders.map((each) => each.UpdatePrice)).toEqual(['67300.00', '67000.00']);
    expect(priced.orders[1]).toBe(held.orders[1]);
    expect(afterTradePush(held, [{ Id: 1, UpdatePrice: '67000.00', FactProfits: '0.00' }])).toBe(held);
    expect(afterTradePush(held, [{ Id: 9, UpdatePrice: '67000.00', FactProfits: '0.00' }])).toBe('reload');
    // Holding more than it asked for, the chart cannot tell a new order from one it never loaded.
    const partial = { orders: [order(1)], complete: false };
    expect(afterTradePush(partial, [{ Id: 9, UpdatePrice: '67000.00', FactProfits: '0.00' }])).toBe(partial);
  });

  it('drops closed orders, and takes a changed order as the server answered it', () => {
    const held = { orders: [order(1), order(2)], complete: true };
    expect(afterClosedPush(held, [2, 7]).orders).toEqual([order(1)]);
    expect(afterClosedPush(held, [7])).toBe(held);
    const changed = order(2, { TargetLossPrice: '66000.00' });
    expect(withOrder(held, changed).orders).toEqual([order(1), changed]);
  });
});
