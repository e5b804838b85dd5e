import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWatchlist, setWatchlist } from '@common/api/watchlist';
import { api } from '../../../../../src/lib/http/api';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { deviceWatchlistAtom, InstrumentStar } from '../../../../../src/shared/watchlist';
import { isKept } from '../../../../../src/lib/query/persist';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// The star the trade screen's header shows (and home's rows): a toggle named after its instrument, pressed when the
// instrument is starred, and in step wherever else that instrument's star is shown.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const btc = { Id: 13, ShowCode: 'BTC/USDT' };

function Stars() {
  return (
    <>
      <InstrumentStar item={btc} />
      <InstrumentStar item={btc} />
    </>
  );
}

const stars = () => screen.getAllByRole('button', { name: 'Favourite BTC/USDT' });
const pressed = () => stars().map((star) => star.getAttribute('aria-pressed'));

afterEach(() => {
  for (const id of store.get(deviceWatchlistAtom)) store.set(deviceWatchlistAtom, { id, watch: false });
  store.set(sessionAtom, null);
  call.mockReset();
});

describe('the instrument star', () => {
  it('stars a guest’s instrument on the device, every star of it in step', async () => {
    call.mockImplementation(() => Promise.resolve([]));
    renderScreen(() => <Stars />, '/trade');
    await screen.findAllByRole('button', { name: 'Favourite BTC/USDT' });
    expect(pressed()).toEqual(['false', 'false']);
    fireEvent.click(stars()[0]!);
    expect(pressed()).toEqual(['true', 'true']);
    fireEvent.click(stars()[1]!);
    expect(pressed()).toEqual(['false', 'false']);
    expect(call).not.toHaveBeenCalled();
  });

  it('stars a signed-in user’s instrument on the server, and the list is kept for an offline start', async () => {
    signedInAnswering(call, (endpoint) => (endpoint === getWatchlist ? [] : endpoint === setWatchlist ? [btc.Id] : []));
    renderScreen(() => <Stars />, '/trade');
    await waitFor(() => expect(callsTo(call, getWatchlist)).toHaveLength(1));
    fireEvent.click(stars()[0]!);
    await waitFor(() => expect(pressed()).toEqual(['true', 'true']));
    expect(callsTo(call, setWatchlist).map(([, input]) => input)).toEqual([{ forex_id: btc.Id, watch: 1 }]);
    expect(isKept(['session', 'token-1', 'watchlist'], 'token-1')).toBe(true);
  });
});
