import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { cancelOrder, closeOrder, myOrders, type ForexOrder, type ForexTradePush } from '@common/api/trade';
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
