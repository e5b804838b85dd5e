import { describe, expect, it } from 'vitest';
import {
  EMPTY_LIST,
  hasUnknownOrder,
  noLongerCarried,
  onChangedPush,
  onClosedPush,
  onTradePush,
  trailingMoved,
  withFailure,
  withLivePrices,
  withoutOrders,
  withOrder,
  withPage,
} from '../../../../../src/features/orders/order-list';
import { order, page } from './fixtures';

const ids = (list: { orders: readonly { Id: number }[] }) => list.orders.map((shown) => shown.Id);

describe('paging', () => {
  it('page 1 replaces the list; later pages add after it, without orders already shown', () => {
    let list = withPage(EMPTY_LIST, page([order(9), order(8)], 4, '12.00'), 1);
    expect(list).toMatchObject({ total: 4, pages: 1, allProfits: '12.00', failed: false });
    // Order 8 was shown already: an order removed meanwhile shifted the server's pages.
    list = withPage(list, page([order(8), order(7)], 3), 2);
    expect(ids(list)).toEqual([9, 8, 7]);
    expect(list.pages).toBe(2);
    list = withPage(list, page([order(10)], 1), 1);
    expect(ids(list)).toEqual([10]);
  });

  it('a failed load marks the list finished and keeps what it shows', () => {
    const list = withFailure(withPage(EMPTY_LIST, page([order(1)], 5), 1));
    expect(list.failed).toBe(true);
    expect(ids(list)).toEqual([1]);
  });
});

describe('FOREX_TRADE pushes', () => {
  it('move the price and profit of the holding orders they name', () => {
    const list = withPage(EMPTY_LIST, page([order(2), order(1)], 2), 1);
    const next = withLivePrices(list, [{ Id: 1, UpdatePrice: '67100.00', FactProfits: '1.00' }]);
    expect(next.orders[1]).toMatchObject({ Id: 1, UpdatePrice: '67100.00', FactProfits: '1.00' });
    // The other order is the same object: its card does not repaint.
    expect(next.orders[0]).toBe(list.orders[0]);
  });

  it('change nothing (the same list back) when no shown order moved', () => {
    const list = withPage(EMPTY_LIST, page([order(1)], 1), 1);
    expect(withLivePrices(list, [{ Id: 1, UpdatePrice: '67000.00', FactProfits: '0.00' }])).toBe(list);
    expect(withLivePrices(list, [{ Id: 5, UpdatePrice: '1', FactProfits: '1' }])).toBe(list);
    expect(withLivePrices(list, [])).toBe(list);
  });

  it('tell a complete list it misses a holding order (a pending one filled), never a partial one', () => {
    const complete = withPage(EMPTY_LIST, page([order(1)], 1), 1);
    expect(hasUnknownOrder(complete, [{ Id: 1, UpdatePrice: '1', FactProfits: '0' }])).toBe(false);
    expect(hasUnknownOrder(complete, [{ Id: 2, UpdatePrice: '1', FactProfits: '0' }])).toBe(true);
    const partial = withPage(EMPTY_LIST, page([order(1)], 11), 1);
    expect(hasUnknownOrder(partial, [{ Id: 2, UpdatePrice: '1', FactProfits: '0' }])).toBe(false);
    expect(hasUnknownOrder(EMPTY_LIST, [{ Id: 2, UpdatePrice: '1', FactProfits: '0' }])).toBe(false);
  });
});

describe('FOREX_CLOSED and the user own close or cancel', () => {
  it('take the orders out and the count down with them', () => {
    const list = withPage(EMPTY_LIST, page([order(3), order(2), order(1)], 7), 1);
    const next = withoutOrders(list, [2, 99]);
    expect(ids(next)).toEqual([3, 1]);
    expect(next.total).toBe(6);
  });

  it('leave the list as it is for ids it does not show', () => {
    const list = withPage(EMPTY_LIST, page([order(1)], 1), 1);
    expect(withoutOrders(list, [5])).toBe(list);
    expect(withoutOrders(list, [])).toBe(list);
  });

  it('never count below zero', () => {
    const list = { ...withPage(EMPTY_LIST, page([order(1), order(2)], 2), 1), total: 1 };
    expect(withoutOrders(list, [1, 2]).total).toBe(0);
  });
});

describe("the server's answer after new stop levels", () => {
  it('takes the old order place; an order not shown is not added', () => {
    const list = withPage(EMPTY_LIST, page([order(2), order(1)], 2), 1);
    const changed = order(1, { TargetLossPrice: '66000.00' });
    expect(withOrder(list, changed).orders[1]).toBe(changed);
    expect(withOrder(list, order(5))).toBe(list);
  });
});

describe('what a push does to each tab', () => {
  const trade = [{ Id: 1, UpdatePrice: '67100.00', FactProfits: '1.00' }];

  it('FOREX_TRADE: live prices in holding, fills out of dealing, nothing in history', () => {
    const holding = withPage(EMPTY_LIST, page([order(1)], 1), 1);
    const moved = onTradePush(holding, 1, trade);
    expect(moved.kind === 'list' && moved.list.orders[0]?.FactProfits).toBe('1.00');

    const dealing = withPage(EMPTY_LIST, page([order(1, { Status: 0 }), order(2, { Status: 0 })], 2), 1);
    const filled = onTradePush(dealing, 0, trade);
    expect(filled.kind === 'list' && ids(filled.list)).toEqual([2]);

    const history = withPage(EMPTY_LIST, page([order(1, { Status: 3 })], 1), 1);
    expect(onTradePush(history, 3, trade)).toEqual({ kind: 'list', list: history });
  });

  it('FOREX_TRADE naming a holding order the complete list lacks reloads it', () => {
    const holding = withPage(EMPTY_LIST, page([order(2)], 1), 1);
    expect(onTradePush(holding, 1, trade)).toEqual({ kind: 'reload' });
  });

  it('FOREX_CLOSED: removed from holding and dealing, history reloads', () => {
    const holding = withPage(EMPTY_LIST, page([order(2), order(1)], 2), 1);
    const closed = onClosedPush(holding, 1, [1]);
    expect(closed.kind === 'list' && ids(closed.list)).toEqual([2]);
    const dealing = withPage(EMPTY_LIST, page([order(3, { Status: 0 })], 1), 1);
    const cancelled = onClosedPush(dealing, 0, [3]);
    expect(cancelled.kind === 'list' && cancelled.list.orders).toEqual([]);
    expect(onClosedPush(dealing, 0, [9])).toEqual({ kind: 'list', list: dealing });
    expect(onClosedPush(holding, 3, [1])).toEqual({ kind: 'reload' });
  });

  it('FOREX_CLOSED with ids holding does not show (a pending order filled into it) reloads holding', () => {
    const holding = withPage(EMPTY_LIST, page([order(2)], 1), 1);
    expect(onClosedPush(holding, 1, [7])).toEqual({ kind: 'reload' });
    expect(onClosedPush(holding, 1, [])).toEqual({ kind: 'list', list: holding });
  });
});

describe('a change made on another device (issue 41, item 1)', () => {
  const carried = (...ids: number[]) => ids.map((Id) => ({ Id, UpdatePrice: '67100.00', FactProfits: '1.00' }));

  it('FOREX_TRADE no longer carrying a holding order the previous one carried takes it out of holding', () => {
    const holding = withPage(EMPTY_LIST, page([order(2), order(1)], 2), 1);
    const next = onTradePush(holding, 1, carried(2), new Set([1, 2]));
    expect(next.kind === 'list' && ids(next.list)).toEqual([2]);
    expect(next.kind === 'list' && next.list.total).toBe(1);
    // The last position gone: the push carries none, and the list empties.
    const emptied = onTradePush(holding, 1, [], new Set([1, 2]));
    expect(emptied.kind === 'list' && emptied.list.orders).toEqual([]);
  });

  it('keeps an order no push carried yet (opened a moment ago), and changes nothing without a previous push', () => {
    const holding = withPage(EMPTY_LIST, page([order(3), order(2)], 2), 1);
    // Order 3 is newer than what the server valued for this push: it stays until a push drops it.
    const next = onTradePush(holding, 1, carried(2), new Set([2]));
    expect(next.kind === 'list' && ids(next.list)).toEqual([3, 2]);
    const first = onTradePush(holding, 1, carried(2), null);
    expect(first.kind === 'list' && ids(first.list)).toEqual([3, 2]);
  });

  it('names what the previous push carried and this one does not', () => {
    expect(noLongerCarried(new Set([1, 2, 3]), carried(2))).toEqual([1, 3]);
    expect(noLongerCarried(null, carried(2))).toEqual([]);
    expect(noLongerCarried(new Set([2]), carried(2, 4))).toEqual([]);
  });

  it('leaves dealing and history to FOREX_CLOSED: pending orders are never in TransOrder', () => {
    const dealing = withPage(EMPTY_LIST, page([order(5, { Status: 0 })], 1), 1);
    expect(onTradePush(dealing, 0, [], new Set([1]))).toEqual({ kind: 'list', list: dealing });
    const history = withPage(EMPTY_LIST, page([order(1, { Status: 3 })], 1), 1);
    expect(onTradePush(history, 3, [], new Set([1]))).toEqual({ kind: 'list', list: history });
  });

  it('FOREX_CHANGED (an order placed, or its stops set) reloads holding and dealing, not history', () => {
    const holding = withPage(EMPTY_LIST, page([order(2)], 1), 1);
    expect(onChangedPush(holding, 1, [2])).toEqual({ kind: 'reload' });
    expect(onChangedPush(holding, 0, [9])).toEqual({ kind: 'reload' });
    expect(onChangedPush(holding, 3, [9])).toEqual({ kind: 'list', list: holding });
    expect(onChangedPush(holding, 1, [])).toEqual({ kind: 'list', list: holding });
  });
});

describe('a trailing stop on the holding tab (issue 35)', () => {
  // A buy trailing 500 behind the price; the server keeps its level at 66,500.00 so far.
  const trailing = order(3, { TrailingDistance: '500.00', TargetLossPrice: '66500.00' });
  const holding = withPage(EMPTY_LIST, page([trailing, order(4)], 2), 1);
  const at = (price: string) => [{ Id: 3, UpdatePrice: price, FactProfits: '1.00' }];

  it('reloads when the price takes its level up by a price step or more: the server has moved it', () => {
    expect(trailingMoved(holding, at('67000.01'))).toBe(true);
    expect(onTradePush(holding, 1, [...at('67000.01'), { Id: 4, UpdatePrice: '67000.01', FactProfits: '0.00' }])).toEqual({
      kind: 'reload',
    });
  });

  it('only moves the price while the level stays (the price fell back, or moved less than a step)', () => {
    expect(trailingMoved(holding, at('66900.00'))).toBe(false);
    expect(trailingMoved(holding, at('67000.00'))).toBe(false);
    expect(onTradePush(holding, 1, at('66900.00')).kind).toBe('list');
  });

  it('follows a sell the other way, and ignores orders that do not trail', () => {
    const sell = withPage(
      EMPTY_LIST,
      page(
        [
          order(5, {
            OrderType: 2,
            TrailingDistance: '0.00200',
            TargetLossPrice: '1.10200',
            ForexTradeLists: { Id: 1, ShowCode: 'EUR/USD', PricePrecision: 5 },
          }),
        ],
        1,
      ),
      1,
    );
    expect(trailingMoved(sell, [{ Id: 5, UpdatePrice: '1.09900', FactProfits: '3.00' }])).toBe(true);
    expect(trailingMoved(sell, [{ Id: 5, UpdatePrice: '1.10100', FactProfits: '3.00' }])).toBe(false);
    expect(trailingMoved(withPage(EMPTY_LIST, page([order(6)], 1), 1), [{ Id: 6, UpdatePrice: '99999.00', FactProfits: '9.00' }])).toBe(
      false,
    );
  });
});
