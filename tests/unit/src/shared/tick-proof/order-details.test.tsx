import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListedMicroOrder } from '../../../../../src/features/orders/micro-orders';
import { MicroOrderDetail } from '../../../../../src/features/orders/MicroOrderDetail';
import { OrderDetail } from '../../../../../src/features/orders/OrderDetail';
import { renderRouted, whereNow } from '../../render-screen';
import { order } from '../../features/orders/fixtures';

// Where the price proof shows (issue 37): in the detail of an order a tick decided (filled, closed; an option), not of
// one that never filled; and a closed trade's replay one tap away.

const contractDetail = (shown: ReturnType<typeof order>) =>
  renderRouted(() => <OrderDetail open order={shown} tag="en" onClose={() => undefined} />, '/order');

const option = (overrides: Partial<ListedMicroOrder> = {}): ListedMicroOrder => ({
  Id: 21,
  Type: 1,
  Status: 3,
  Number: '100.00',
  Seconds: 30,
  RemainMilliSeconds: 0,
  OpenPrice: '67000.00',
  EndPrice: '67010.00',
  ProfitRatio: '0.8',
  FactProfits: '80.00',
  CreatedAtST: 1_795_000_000_000,
  CompleteAtST: 1_795_000_030_000,
  ForexTradeList: { Id: 13, ShowCode: 'BTC/USDT', PricePrecision: 2 },
  OpenTick: { Seq: 10, Time: 1_795_000_000_000, Price: '67000.00' },
  EndTick: { Seq: 40, Time: 1_795_000_030_100, Price: '67010.00' },
  dueAt: 0,
  ...overrides,
});

describe('the price proof in the order details', () => {
  it('is in a closed order, with its replay', async () => {
    const closed = order(9, {
      Status: 3,
      Price: '67400.00',
      CloseReason: 'manual',
      CloseTick: { Seq: 30, Time: 1_795_000_300_000, Price: '67400.00' },
    });
    const { router } = contractDetail(closed);
    expect(await screen.findByRole('heading', { name: 'Price proof' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(whereNow(router)).toEqual({ pathname: '/mine/replay', search: { order_id: 9 } });
  });

  it('is in an open position, without a replay yet', async () => {
    contractDetail(order(9));
    expect(await screen.findByRole('heading', { name: 'Price proof' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Replay' })).toBeNull();
  });

  it('is not in an order that never filled', async () => {
    contractDetail(order(9, { Status: 3, Cancelled: true, CloseReason: 'cancelled', OpenTick: null }));
    await screen.findByText('Order number');
    expect(screen.queryByRole('heading', { name: 'Price proof' })).toBeNull();
  });

  it('is in a settled option, with its replay', async () => {
    const { router } = renderRouted(
      () => <MicroOrderDetail open order={option()} tag="en" lossLevel={0} onClose={() => undefined} />,
      '/order',
    );
    expect(await screen.findByRole('heading', { name: 'Price proof' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(whereNow(router)).toEqual({ pathname: '/mine/replay', search: { micro_id: 21 } });
  });
});
