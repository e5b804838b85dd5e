import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getTradeList, type TradeItem } from '@common/api/market';
import { getMicroOptions, type MicroOptions } from '@common/api/micro';
import { instrument } from './fixtures';

// The trade screen remembers (issue 41, defect 2): the instrument, the period, the form's lots, multiple and stops,
// kept alive while another tab is shown and kept on the device for the next visit; a first visit opens a market
// that is open. Each test opens the app as a page load does: its modules evaluated afresh (vi.resetModules), so
// what the device kept is read from localStorage as at a real start, and a "reload" is exactly that again.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
// The chart is not what this is about: no candles are asked for (and no IndexedDB is needed).
vi.mock('../../../../../src/features/trade/useKlineFeed', () => ({ useKlineFeed: () => null, pruneKlineCache: () => undefined }));

const EUR = instrument({
  Id: 1,
  Code: 'EURUSD',
  ShowCode: 'EUR/USD',
  CategoryId: 1,
  MarketStatus: 0,
  PricePrecision: 5,
  Pip: '0.01',
  ForexMinCont: '0.01',
  ForexContNum: '100000',
  HasForexMultiple: [{ Value: 100 }, { Value: 200 }],
  ForexQuotations: { Open: '1.08', Close: '1.08000', Change: '0.00', High: '1.09', Low: '1.07' },
});
const BTC = instrument();
const ETH = instrument({
  Id: 14,
  Code: 'ETHUSDT',
  ShowCode: 'ETH/USDT',
  HasForexMultiple: [{ Value: 5 }, { Value: 10 }, { Value: 20 }],
  ForexQuotations: { Open: '3500', Close: '3500.00', Change: '0.00', High: '3510', Low: '3490' },
});

const options: MicroOptions = {
  sec: [
    { Id: 1, Seconds: 30, ProfitRatio: '0.8', LimitAmount: '10.00' },
    { Id: 2, Seconds: 60, ProfitRatio: '0.82', LimitAmount: '10.00' },
  ],
  number: ['10', '50', '100'],
  loss_level: 0,
};

let list: TradeItem[] = [EUR, BTC, ETH];

type Router = { navigate: (to: { to: string; search?: Record<string, unknown> }) => Promise<void> };

/** Opens the app at `path` as a fresh page load would, with the trade screen kept alive by the root as the app's is. */
async function openApp(path: string): Promise<Router> {
  vi.resetModules();
  const [{ api }, { TradeScreen }, { KeepAlive }, { store }, { queryClient }, search, router, jotai, query, lingui, linguiReact] =
    await Promise.all([
      import('../../../../../src/lib/http/api'),
      import('../../../../../src/features/trade/TradeScreen'),
      import('../../../../../src/features/shell/KeepAlive'),
      import('../../../../../src/lib/store'),
      import('../../../../../src/lib/query'),
      import('../../../../../src/lib/search'),
      import('@tanstack/react-router'),
      import('jotai'),
      import('@tanstack/react-query'),
      import('@lingui/core'),
      import('@lingui/react'),
    ]);
  lingui.i18n.loadAndActivate({ locale: 'en', messages: {} });
  vi.mocked(api).mockImplementation((endpoint: AnyEndpoint) => {
    // Compared by path: the app's modules are loaded afresh, each with its own endpoint objects.
    if (endpoint.path === getTradeList.path) return Promise.resolve(list);
    if (endpoint.path === getMicroOptions.path) return Promise.resolve(options);
    return Promise.reject(new Error('not expected'));
  });
  const { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useRouterState } = router;
  function Root() {
    const pathname = useRouterState({ select: (state) => state.location.pathname });
    return (
      <>
        <KeepAlive active={pathname === '/trade'}>
          <TradeScreen />
        </KeepAlive>
        <Outlet />
      </>
    );
  }
  const root = createRootRoute({ component: Root });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Markets</p> }),
    createRoute({
      getParentRoute: () => root,
      path: '/trade',
      validateSearch: search.searchOf({ id: search.optionalId }),
      component: () => null,
    }),
    createRoute({ getParentRoute: () => root, path: '/order', component: () => <p>Orders</p> }),
  ];
  const app = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <jotai.Provider store={store}>
      <query.QueryClientProvider client={queryClient}>
        <linguiReact.I18nProvider i18n={lingui.i18n}>
          <RouterProvider router={app} />
        </linguiReact.I18nProvider>
      </query.QueryClientProvider>
    </jotai.Provider>,
  );
  return app;
}

/** Closes the page: the next openApp is a reload, with only what the device kept. */
function closeApp(): void {
  cleanup();
}

async function shown(name: string): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: `Trade ${name}` });
}

const lots = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Lots' });
const multiple = (value: number) => screen.getByRole('radio', { name: `×${String(value)}` });
const stopLoss = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Stop-loss' });
const stopLossPrice = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Stop-loss' });

/** On ETH/USDT: 0.07 lots, ×10 and a stop-loss at 3,400, as a trader would set them. */
async function fillEthForm(): Promise<void> {
  await shown('ETH/USDT');
  fireEvent.change(lots(), { target: { value: '0.07' } });
  fireEvent.click(multiple(10));
  fireEvent.click(stopLoss());
  fireEvent.change(stopLossPrice(), { target: { value: '3400' } });
}

async function expectEthForm(): Promise<void> {
  await shown('ETH/USDT');
  expect(lots().value).toBe('0.07');
  expect(multiple(10).getAttribute('aria-checked')).toBe('true');
  expect(stopLoss().checked).toBe(true);
  expect(stopLossPrice().value).toBe('3,400');
}

// Each test loads the app's modules afresh; the first load also transforms them, which takes seconds on a busy
// machine, so it is done once before the tests and each test is given the time a page load takes there.
beforeAll(async () => {
  await import('../../../../../src/features/trade/TradeScreen');
}, 60_000);
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  list = [EUR, BTC, ETH];
  localStorage.clear();
});

describe('the trade screen on a first visit', () => {
  it('opens the first instrument whose market is open, not a closed EUR/USD at the weekend', async () => {
    await openApp('/trade');
    await shown('BTC/USDT');
    expect(screen.queryByText('Market closed')).toBeNull();
  });

  it('opens the list’s first when no market is open, and the one a link names whatever its market', async () => {
    list = [EUR, { ...BTC, MarketStatus: 0 }];
    await openApp('/trade');
    await shown('EUR/USD');
    closeApp();
    localStorage.clear();
    list = [EUR, BTC, ETH];
    await openApp('/trade?id=1');
    await shown('EUR/USD');
  });
});

describe('the trade screen kept alive', () => {
  it('comes back from Orders through the Trade tab with the instrument, lots, multiple and stop-loss set', async () => {
    const app = await openApp('/trade?id=14');
    await fillEthForm();
    await act(() => app.navigate({ to: '/order' }));
    await screen.findByText('Orders');
    await act(() => app.navigate({ to: '/trade' }));
    await expectEthForm();
  });
});

describe('the trade screen after a reload', () => {
  it('opens the last instrument with its lots, multiple and stop-loss, and the last period', async () => {
    const app = await openApp('/trade?id=14');
    await fillEthForm();
    fireEvent.click(screen.getByRole('tab', { name: '15 minutes' }));
    await act(() => app.navigate({ to: '/order' }));
    closeApp();

    await openApp('/trade');
    await expectEthForm();
    expect(screen.getByRole('tab', { name: '15 minutes' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps each instrument’s own form: BTC/USDT’s, then ETH/USDT’s again', async () => {
    const app = await openApp('/trade?id=14');
    await fillEthForm();
    await act(() => app.navigate({ to: '/trade', search: { id: 13 } }));
    await shown('BTC/USDT');
    expect(lots().value).toBe('0.01');
    fireEvent.change(lots(), { target: { value: '0.25' } });
    closeApp();

    const again = await openApp('/trade');
    await shown('BTC/USDT');
    expect(lots().value).toBe('0.25');
    await act(() => again.navigate({ to: '/trade', search: { id: 14 } }));
    await expectEthForm();
  });

  it('opens the option form again with its expiry and amount', async () => {
    await openApp('/trade?id=13');
    await shown('BTC/USDT');
    fireEvent.click(screen.getByRole('tab', { name: 'Options' }));
    fireEvent.click(await screen.findByRole('radio', { name: /60s/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (USD)' }), { target: { value: '25' } });
    closeApp();

    await openApp('/trade');
    expect((await screen.findByRole('radio', { name: /60s/ })).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount (USD)' }).value).toBe('25');
  });

  it('falls back field by field to the defaults for what no longer fits', async () => {
    const app = await openApp('/trade?id=14');
    await fillEthForm();
    await act(() => app.navigate({ to: '/order' }));
    closeApp();

    // An operator raised ETH/USDT's minimum to 0.1 lots and took ×10 away; the stop-loss still fits.
    list = [EUR, BTC, { ...ETH, ForexMinCont: '0.1', HasForexMultiple: [{ Value: 5 }, { Value: 20 }] }];
    await openApp('/trade');
    await shown('ETH/USDT');
    expect(lots().value).toBe('0.1');
    expect(multiple(5).getAttribute('aria-checked')).toBe('true');
    expect(stopLoss().checked).toBe(true);
    expect(stopLossPrice().value).toBe('3,400');
    closeApp();

    // ETH/USDT is no longer listed: the first open market instead, with its own fresh form.
    list = [EUR, BTC];
    await openApp('/trade');
    await shown('BTC/USDT');
    expect(lots().value).toBe('0.01');
    expect(multiple(2).getAttribute('aria-checked')).toBe('true');
    expect(stopLoss().checked).toBe(false);
  });

  it('keeps a guest’s and each user’s choices apart', async () => {
    const app = await openApp('/trade?id=14');
    await fillEthForm();
    await act(() => app.navigate({ to: '/order' }));
    closeApp();

    const { sessionAtom, store } = await import('../../../../../src/lib/store');
    store.set(sessionAtom, { token: 'token-2', user: { uid: '20002' } } as never);
    await openApp('/trade');
    await shown('BTC/USDT');
    expect(lots().value).toBe('0.01');
  });
});

describe('the stop-loss and take-profit inputs', () => {
  it('show their price grouped as prices are elsewhere, and take a typed price as it is typed', async () => {
    await openApp('/trade?id=13');
    await shown('BTC/USDT');
    fireEvent.click(stopLoss());
    const field = stopLossPrice();
    expect(field.value).toBe('67,000.00');
    fireEvent.focus(field);
    // The value itself shows once the focus's selection is placed, right after the focus event (NumberStepper).
    await waitFor(() => expect(field.value).toBe('67000.00'));
    fireEvent.change(field, { target: { value: '66500.5' } });
    expect(field.value).toBe('66500.5');
    fireEvent.blur(field);
    expect(field.value).toBe('66,500.50');
    // The rule under it reads from the typed price: a buy's stop-loss below 67,000.00 fits.
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(hint?.className).not.toMatch(/stopHintBad/);
  });
});

describe('what the device keeps', () => {
  it('is stored in localStorage, per owner', async () => {
    await openApp('/trade?id=14');
    await fillEthForm();
    await waitFor(() => expect(localStorage.getItem('meridian.trade-form')).toMatch(/"guest"/));
    const stored = JSON.parse(localStorage.getItem('meridian.trade-form') ?? '{}') as Record<string, { instrumentId: number }>;
    expect(stored.guest?.instrumentId).toBe(14);
  });
});
