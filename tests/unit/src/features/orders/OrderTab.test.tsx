import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getTradeList } from '@common/api/market';
import { getTickProof } from '@common/api/ticks';
import { cancelOrder, closeAllOrders, closeOrder, myOrders, type ForexOrder, type ForexTradePush } from '@common/api/trade';
import { CODE } from '@common/envelope';
import type { OrderStatus } from '@common/contract';
import { OrderTab } from '../../../../../src/features/orders/OrderTab';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { queryClient } from '../../../../../src/lib/query';
import type { PushListener } from '../../../../../src/lib/socket';
import { mountRouter } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';
import { order, page } from './fixtures';

// Issue 41, item 1: the same user on two devices. What the other device did reaches this one's order tabs through the
// socket (replaced here: the test hands each push to whoever follows its topic), and the tab never shows an order the
// server no longer holds open: named in FOREX_CLOSED, dropped by the latest FOREX_TRADE, or refused as "no longer
// open" when this device tries to close it.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
// Several rules may follow one topic (the account's figures follow FOREX_CLOSED too): each is handed the push.
const listeners = new Map<string, Set<PushListener>>();
vi.mock('../../../../../src/lib/socket', () => ({
  socketClient: {
    subscribe: (topic: string, onPush: PushListener) => {
      const following = listeners.get(topic) ?? new Set<PushListener>();
      listeners.set(topic, following.add(onPush));
      return () => following.delete(onPush);
    },
  },
}));
const call = vi.mocked(api);

const btc = order(1);
const eth = order(2, { ForexTradeLists: { Id: 14, ShowCode: 'ETH/USDT', PricePrecision: 2 } });

/** What the server holds open now, by tab (0 pending, 1 holding); a test changes it as the other device would. */
let open: Record<0 | 1, ForexOrder[]>;
let closeAnswer: () => Promise<unknown>;

function answer(endpoint: AnyEndpoint, input: unknown): unknown {
  if (endpoint === myOrders) {
    const { status } = input as { status: OrderStatus };
    const orders = status === 0 || status === 1 ? open[status] : [];
    return page(orders, orders.length);
  }
  if (endpoint === closeOrder || endpoint === cancelOrder) return closeAnswer();
  if (endpoint === getTradeList)
    return [{ Id: 13, Code: 'BTCUSDT', ShowCode: 'BTC/USDT', Pip: '0.01', ForexMinCont: '0.01', PricePrecision: 2 }];
  if (endpoint === closeAllOrders) {
    const closed = open[1].map((shown) => ({ ...shown, Status: 3 as const }));
    open[1] = [];
    return page(closed, closed.length);
  }
  // The detail's price proof (issue 37): nothing signed yet.
  if (endpoint === getTickProof) return Promise.reject(new ApiCallError(CODE.NO_TICK_PROOF, 'Not signed yet'));
  return {};
}

beforeEach(() => {
  open = { 0: [], 1: [eth, btc] };
  closeAnswer = () => Promise.reject(new ApiCallError(CODE.ORDER_STATE, 'This order is no longer open'));
  signedInAnswering(call, () => ({}));
  call.mockImplementation((endpoint, input) => Promise.resolve().then(() => answer(endpoint, input)));
});
afterEach(() => {
  queryClient.clear();
  listeners.clear();
});

/** The tab in a router, with the app's own cache: the push rules follow what is shown there. */
function showTab(status: OrderStatus): { accountChanges: () => number } {
  let changes = 0;
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <OrderTab
          status={status}
          tag="en"
          onAccountChange={() => {
            changes += 1;
            return Promise.resolve();
          }}
        />
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/order'] }),
  });
  mountRouter(router, queryClient);
  return { accountChanges: () => changes };
}

const card = (code: string) => screen.queryByRole('article', { name: code });

/** Hands a push to the listener of its topic, once the tab follows it. */
async function push(topic: string, data: unknown): Promise<void> {
  await waitFor(() => expect(listeners.get(topic)?.size ?? 0, `nobody follows ${topic}`).toBeGreaterThan(0));
  act(() => {
    for (const listener of listeners.get(topic) ?? []) listener(data, 1);
  });
}

const trade = (...ids: number[]): ForexTradePush => ({
  ProfitsTotal: '0.00',
  HazardRate: '0.00',
  CautionMoneyAll: '0.00',
  Equity: '10000.00',
  PrepaymentRatio: '0.00',
  CloseOutLevel: null,
  TransOrder: ids.map((Id) => ({ Id, UpdatePrice: '67100.00', FactProfits: '1.00' })),
});

describe('the holding tab, with the same user on another device (issue 41, item 1)', () => {
  it('drops a position FOREX_CLOSED names', async () => {
    showTab(1);
    await screen.findByRole('article', { name: 'BTC/USDT' });
    open[1] = [eth];
    await push('FOREX_CLOSED', [btc.Id]);
    await waitFor(() => expect(card('BTC/USDT')).toBeNull());
    expect(card('ETH/USDT')).not.toBeNull();
  });

  it('drops a position the latest FOREX_TRADE no longer carries, and lets the others move', async () => {
    showTab(1);
    await screen.findByRole('article', { name: 'BTC/USDT' });
    await push('FOREX_TRADE', trade(eth.Id, btc.Id));
    open[1] = [eth];
    await push('FOREX_TRADE', trade(eth.Id));
    await waitFor(() => expect(card('BTC/USDT')).toBeNull());
    expect(within(card('ETH/USDT')!).getByText('+1.00')).toBeTruthy();
  });

  it('empties when the last position is gone and FOREX_TRADE carries none', async () => {
    open[1] = [btc];
    showTab(1);
    await screen.findByRole('article', { name: 'BTC/USDT' });
    await push('FOREX_TRADE', trade(btc.Id));
    open[1] = [];
    await push('FOREX_TRADE', trade());
    await waitFor(() => expect(card('BTC/USDT')).toBeNull());
    await screen.findByText('No data yet');
  });

  it('takes the card away at once when Close answers that the order is no longer open', async () => {
    const tab = showTab(1);
    const shown = await screen.findByRole('article', { name: 'BTC/USDT' });
    // Closed on the other device; this one heard nothing yet.
    open[1] = [eth];
    fireEvent.click(within(shown).getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close this position?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(card('BTC/USDT')).toBeNull());
    expect(card('ETH/USDT')).not.toBeNull();
    // The account's figures are asked again too: the header agrees with the list.
    expect(tab.accountChanges()).toBeGreaterThan(0);
  });

  it('shows a position opened on the other device when FOREX_CHANGED names it', async () => {
    open[1] = [eth];
    showTab(1);
    await screen.findByRole('article', { name: 'ETH/USDT' });
    open[1] = [eth, btc];
    await push('FOREX_CHANGED', [btc.Id]);
    await screen.findByRole('article', { name: 'BTC/USDT' });
  });
});

describe('the pending tab, with the same user on another device (issue 41, item 1)', () => {
  const waiting = order(5, { Status: 0, ForexTradeLists: { Id: 15, ShowCode: 'XAU/USD', PricePrecision: 2 } });

  it('drops a pending order FOREX_CLOSED names (cancelled elsewhere)', async () => {
    open[0] = [waiting];
    showTab(0);
    await screen.findByRole('article', { name: 'XAU/USD' });
    open[0] = [];
    await push('FOREX_CLOSED', [waiting.Id]);
    await waitFor(() => expect(card('XAU/USD')).toBeNull());
  });

  it('shows a pending order placed on the other device when FOREX_CHANGED names it', async () => {
    showTab(0);
    await screen.findByText('No data yet');
    open[0] = [waiting];
    await push('FOREX_CHANGED', [waiting.Id]);
    await screen.findByRole('article', { name: 'XAU/USD' });
    expect(callsTo(call, myOrders).length).toBeGreaterThan(1);
  });

  it('takes the card away when Cancel answers that the order is no longer pending', async () => {
    open[0] = [waiting];
    closeAnswer = () => Promise.reject(new ApiCallError(CODE.ORDER_STATE, 'This order is no longer pending'));
    showTab(0);
    const shown = await screen.findByRole('article', { name: 'XAU/USD' });
    open[0] = [];
    fireEvent.click(within(shown).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this pending order?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(card('XAU/USD')).toBeNull());
  });
});

describe('the holding tab, closing part or all (issue 35)', () => {
  it('closes part of a position from its detail: the card and the detail show the lots still open', async () => {
    const position = order(1, { Quantity: '0.10', OpenedQuantity: '0.10' });
    const part = {
      Id: 1,
      Quantity: '0.06',
      Tick: { Seq: 11, Time: 1_795_000_100_000, Price: '67000.00' },
      SeenPrice: '67000.00',
      Slippage: { Price: '0.00', Money: '0.00' },
      CautionMoney: '201.00',
      TradeFee: '0.10',
      FactProfits: '0.00',
      NetProfits: '-0.10',
    };
    const rest = { ...position, Quantity: '0.04', PartialCloses: [part] };
    open[1] = [position];
    closeAnswer = () => {
      open[1] = [rest];
      return Promise.resolve(rest);
    };
    const tab = showTab(1);
    const shown = await screen.findByRole('article', { name: 'BTC/USDT' });
    fireEvent.click(within(shown).getAllByRole('button')[0]!);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Lots to close' }), { target: { value: '0.06' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close 0.06 lots' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close 0.06 of 0.10 lots?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close' }));
    await screen.findByText('Lots still open');
    expect(screen.getByText('Lots still open').nextElementSibling?.textContent).toBe('0.04');
    expect(within(card('BTC/USDT')!).getByText('Lots').nextElementSibling?.textContent).toBe('0.04');
    expect(callsTo(call, closeOrder)[0]?.[1]).toEqual({ id: 1, lots: '0.06', seen_price: '67000.00' });
    expect(tab.accountChanges()).toBeGreaterThan(0);
  });

  it('closes all: the cards leave, the account is read again, and the result is shown', async () => {
    const tab = showTab(1);
    await screen.findByRole('article', { name: 'BTC/USDT' });
    fireEvent.click(screen.getByRole('button', { name: 'Close positions' }));
    const menu = await screen.findByRole('dialog', { name: 'Close positions' });
    fireEvent.click(within(menu).getByRole('button', { name: /^Close all\s*Positions: 2/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close all positions?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close' }));
    await screen.findByRole('dialog', { name: 'Positions closed' });
    await waitFor(() => expect(card('BTC/USDT')).toBeNull());
    expect(card('ETH/USDT')).toBeNull();
    expect(tab.accountChanges()).toBeGreaterThan(0);
  });

  it('sends the price the card showed with a whole close', async () => {
    closeAnswer = () => Promise.resolve({ ...btc, Status: 3 });
    showTab(1);
    const shown = await screen.findByRole('article', { name: 'BTC/USDT' });
    fireEvent.click(within(shown).getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close this position?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(callsTo(call, closeOrder)[0]?.[1]).toEqual({ id: btc.Id, seen_price: '67000.00' }));
  });
});

describe('a trailing stop on the holding tab (issue 35)', () => {
  it('shows the level the server moved it to when a FOREX_TRADE price takes it up', async () => {
    const trailing = order(1, { TrailingDistance: '500.00', TargetLossPrice: '66500.00' });
    open[1] = [trailing];
    showTab(1);
    const shown = await screen.findByRole('article', { name: 'BTC/USDT' });
    expect(within(shown).getByText('Trailing stop-loss').nextElementSibling?.textContent).toBe('66,500.00');
    // The price rose to 67,100.00: the server keeps the stop 500 behind it.
    open[1] = [{ ...trailing, UpdatePrice: '67100.00', TargetLossPrice: '66600.00' }];
    await push('FOREX_TRADE', trade(trailing.Id));
    await waitFor(() =>
      expect(within(card('BTC/USDT')!).getByText('Trailing stop-loss').nextElementSibling?.textContent).toBe('66,600.00'),
    );
  });
});
