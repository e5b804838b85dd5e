import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTradeList, type TradeItem } from '@common/api/market';
import { getWatchlist, setWatchlist } from '@common/api/watchlist';
import type { HomeCategory } from '../../../../../src/features/market/home-logic';
import { homeSortAtom } from '../../../../../src/features/market/home-sort';
import { InstrumentList } from '../../../../../src/features/market/InstrumentList';
import { api } from '../../../../../src/lib/http/api';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { receiveQuotes } from '../../../../../src/shared/market';
import { deviceWatchlistAtom } from '../../../../../src/shared/watchlist';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';
import { instrument } from '../trade/fixtures';
import { useState } from 'react';

// Home's list with the watchlist (issue 41): a star beside each row, a Favourites category showing the starred
// instruments (a guest's kept on the device, a signed-in user's on the server), and the list sorted by name, the
// day's change or the price.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

class QuietIntersectionObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
vi.stubGlobal('IntersectionObserver', QuietIntersectionObserver);

const quote = (Close: string, Change: string) => ({ Open: Close, Close, Change, High: Close, Low: Close });
const btc = instrument({ ForexQuotations: quote('67000.00', '-1.20') });
const eth = instrument({ Id: 14, Code: 'ETHUSDT', ShowCode: 'ETH/USDT', ForexQuotations: quote('3000.00', '2.50') });
const eurusd = instrument({
  Id: 1,
  Code: 'EURUSD',
  ShowCode: 'EUR/USD',
  CategoryId: 1,
  PricePrecision: 5,
  ForexQuotations: quote('1.08412', '0.10'),
});
const LIST = [btc, eth, eurusd];

/** The list with its category chosen as home chooses it. */
function Home() {
  const [category, setCategory] = useState<HomeCategory | null>(null);
  return (
    <InstrumentList list={LIST} categories={[{ Id: 1, NameShowTrans: 'Forex' }]} category={category} onCategory={setCategory} tag="en" />
  );
}

async function renderHome(): Promise<void> {
  renderScreen(() => <Home />);
  await screen.findByText('EUR/USD');
}

/** The instruments the list shows, top to bottom. */
const shownCodes = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('button', { name: /^Favourite / })
    .map((star) => star.getAttribute('aria-label')?.replace('Favourite ', ''));
const starOf = (item: TradeItem) => screen.getByRole('button', { name: `Favourite ${item.ShowCode}` });
const favourites = () => screen.getByRole('button', { name: 'Favourites' });

afterEach(() => {
  for (const id of store.get(deviceWatchlistAtom)) store.set(deviceWatchlistAtom, { id, watch: false });
  store.set(homeSortAtom, 'list');
  store.set(sessionAtom, null);
  call.mockReset();
  // Each test starts from the list's own prices.
  act(() =>
    receiveQuotes(
      LIST.map((item) => ({ symbol: item.Code, quotation: { close: item.ForexQuotations.Close, change: item.ForexQuotations.Change } })),
    ),
  );
});

describe('a guest’s stars', () => {
  it('are kept on the device and make up Favourites, which says how to star when empty', async () => {
    call.mockImplementation((endpoint) => Promise.resolve(endpoint === getTradeList ? LIST : []));
    await renderHome();
    expect(starOf(eth).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(starOf(eth));
    expect(starOf(eth).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('meridian.watchlist') ?? 'null')).toEqual([eth.Id]);

    fireEvent.click(favourites());
    expect(favourites().getAttribute('aria-pressed')).toBe('true');
    expect(shownCodes()).toEqual(['ETH/USDT']);

    // Unstarred there, it leaves Favourites, which then says how to add one.
    fireEvent.click(starOf(eth));
    expect(screen.getByText('No favourites yet')).toBeTruthy();
    expect(screen.getByText('Tap the star beside an instrument to add it here.')).toBeTruthy();
    // Tapping Favourites again shows everything.
    fireEvent.click(favourites());
    expect(shownCodes()).toEqual(['BTC/USDT', 'ETH/USDT', 'EUR/USD']);
    // A guest's stars never reach the server.
    expect(callsTo(call, setWatchlist)).toEqual([]);
  });

  it('are read back from what the device kept, whatever else was stored', async () => {
    localStorage.setItem('meridian.watchlist', JSON.stringify([1, 'x', 1, -3, 13.5]));
    // Read at start, as a reload does.
    vi.resetModules();
    const fresh = await import('../../../../../src/shared/watchlist/device-watchlist');
    const { createStore } = await import('jotai');
    expect(createStore().get(fresh.deviceWatchlistAtom)).toEqual([1]);
  });
});

describe('a signed-in user’s stars', () => {
  it('come from the server, and a tap sends the star at once, showing it before the answer', async () => {
    let release: (() => void) | undefined;
    signedInAnswering(call, (endpoint) => (endpoint === getTradeList ? LIST : endpoint === getWatchlist ? [btc.Id] : []));
    call.mockImplementation((endpoint) => {
      if (endpoint === setWatchlist) return new Promise((resolve) => (release = () => resolve([btc.Id, eth.Id])));
      return Promise.resolve(endpoint === getTradeList ? LIST : endpoint === getWatchlist ? [btc.Id] : []);
    });
    await renderHome();
    await waitFor(() => expect(starOf(btc).getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(starOf(eth));
    await waitFor(() => expect(starOf(eth).getAttribute('aria-pressed')).toBe('true'));
    expect(callsTo(call, setWatchlist).map(([, input]) => input)).toEqual([{ forex_id: eth.Id, watch: 1 }]);
    act(() => release?.());
    fireEvent.click(favourites());
    await waitFor(() => expect(shownCodes()).toEqual(['BTC/USDT', 'ETH/USDT']));
    // Nothing went to the device's list.
    expect(localStorage.getItem('meridian.watchlist')).toBeNull();
  });

  it('puts the star back as it was when the call fails', async () => {
    let fail: (() => void) | undefined;
    signedInAnswering(call, () => []);
    call.mockImplementation((endpoint) => {
      if (endpoint === setWatchlist) return new Promise((_, reject) => (fail = () => reject(new Error('offline'))));
      return Promise.resolve(endpoint === getTradeList ? LIST : endpoint === getWatchlist ? [btc.Id] : []);
    });
    await renderHome();
    await waitFor(() => expect(starOf(btc).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(starOf(btc));
    await waitFor(() => expect(starOf(btc).getAttribute('aria-pressed')).toBe('false'));
    expect(callsTo(call, setWatchlist).map(([, input]) => input)).toEqual([{ forex_id: btc.Id, watch: 0 }]);
    act(() => fail?.());
    await waitFor(() => expect(starOf(btc).getAttribute('aria-pressed')).toBe('true'));
  });
});

describe('the order of the list', () => {
  const sortBy = (name: string) => {
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    const option = within(select).getByRole('option', { name });
    fireEvent.change(select, { target: { value: (option as HTMLOptionElement).value } });
  };

  it('sorts by name, the day’s change or the price, and keeps the choice on the device', async () => {
    call.mockImplementation((endpoint) => Promise.resolve(endpoint === getTradeList ? LIST : []));
    await renderHome();
    expect(shownCodes()).toEqual(['BTC/USDT', 'ETH/USDT', 'EUR/USD']);
    sortBy('Change (highest first)');
    expect(shownCodes()).toEqual(['ETH/USDT', 'EUR/USD', 'BTC/USDT']);
    sortBy('Change (lowest first)');
    expect(shownCodes()).toEqual(['BTC/USDT', 'EUR/USD', 'ETH/USDT']);
    sortBy('Price (lowest first)');
    expect(shownCodes()).toEqual(['EUR/USD', 'ETH/USDT', 'BTC/USDT']);
    sortBy('Name (Z to A)');
    expect(shownCodes()).toEqual(['EUR/USD', 'ETH/USDT', 'BTC/USDT']);
    sortBy('Name (A to Z)');
    expect(shownCodes()).toEqual(['BTC/USDT', 'ETH/USDT', 'EUR/USD']);
    expect(JSON.parse(localStorage.getItem('meridian.home-sort') ?? 'null')).toBe('name-asc');
    sortBy('List order');
    expect(shownCodes()).toEqual(['BTC/USDT', 'ETH/USDT', 'EUR/USD']);
  });

  it('sorts by the live quotes of the moment it is chosen, and a tick alone does not move a row', async () => {
    call.mockImplementation((endpoint) => Promise.resolve(endpoint === getTradeList ? LIST : []));
    await renderHome();
    act(() => receiveQuotes([{ symbol: btc.Code, quotation: { close: '67100.00', change: '5.00' } }]));
    sortBy('Change (highest first)');
    expect(shownCodes()).toEqual(['BTC/USDT', 'ETH/USDT', 'EUR/USD']);
    act(() => receiveQuotes([{ symbol: btc.Code, quotation: { close: '66000.00', change: '-3.00' } }]));
    expect(shownCodes()).toEqual(['BTC/USDT', 'ETH/USDT', 'EUR/USD']);
    // Sorting within Favourites sorts what it shows.
    fireEvent.click(starOf(eurusd));
    fireEvent.click(starOf(btc));
    fireEvent.click(favourites());
    expect(shownCodes()).toEqual(['EUR/USD', 'BTC/USDT']);
  });
});
