import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { traderList } from '@common/api/follow';
import { FollowHomeScreen } from '../../../../../src/features/follow/FollowHomeScreen';
import { api } from '../../../../../src/lib/http/api';
import { localeAtom, sessionAtom, store } from '../../../../../src/lib/store';
import { callsTo } from '../../signed-in';
import { trader } from './fixtures';
import { renderRouted, whereNow } from '../../render-screen';

// Copy trading's home with the HTTP client replaced: where a tap on an entry or a card's Follow takes a guest (the
// log-in screen, with the screen tapped to come back to; issue 41, defect 9) and a signed-in user, and the trader
// cards asked again in a new language (a simulated trader's name and bio are the server's translation; defect 8).

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint) =>
    Promise.resolve(endpoint === traderList ? { data: [trader()], total: 1 } : { id: 5, uid: '1005', is_trader: 0 }),
  );
  store.set(sessionAtom, null);
  store.set(localeAtom, 'en');
});

describe('copy trading home, for a guest', () => {
  it('sends a tap on "Following" to log in, back to the follow list', async () => {
    const { router } = renderRouted(() => <FollowHomeScreen />, '/follow');
    fireEvent.click(await screen.findByRole('button', { name: 'Following' }));
    await vi.waitFor(() => expect(whereNow(router)).toEqual({ pathname: '/login', search: { from: '/follow/follow-list' } }));
  });

  it('sends a tap on "Become a trader" to log in, back to the application', async () => {
    const { router } = renderRouted(() => <FollowHomeScreen />, '/follow');
    fireEvent.click(await screen.findByRole('button', { name: 'Become a trader' }));
    await vi.waitFor(() => expect(whereNow(router)).toEqual({ pathname: '/login', search: { from: '/follow/trader-apply' } }));
  });

  it("sends a tap on a trader's Follow to log in, back to that trader's follow settings", async () => {
    const { router } = renderRouted(() => <FollowHomeScreen />, '/follow');
    const card = await screen.findByTestId('trader-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Follow' }));
    await vi.waitFor(() => expect(whereNow(router)).toEqual({ pathname: '/login', search: { from: '/follow/submit?id=7' } }));
  });
});

describe('copy trading home, signed in', () => {
  it('opens the screens tapped', async () => {
    store.set(sessionAtom, { token: 'token-1', user: { id: 5, uid: '1005', email: 'ann@example.com', is_demo: 0, is_trader: 0 } } as never);
    const { router } = renderRouted(() => <FollowHomeScreen />, '/follow');
    fireEvent.click(await screen.findByRole('button', { name: 'Following' }));
    await vi.waitFor(() => expect(whereNow(router).pathname).toBe('/follow/follow-list'));
    await act(() => router.navigate({ to: '/follow' }));
    fireEvent.click(within(await screen.findByTestId('trader-card')).getByRole('button', { name: 'Follow' }));
    await vi.waitFor(() => expect(whereNow(router)).toEqual({ pathname: '/follow/submit', search: { id: 7 } }));
  });
});

describe('the trader cards', () => {
  it('are asked again when the language changes, since the server writes a simulated trader in the reader language', async () => {
    renderRouted(() => <FollowHomeScreen />, '/follow');
    await screen.findByTestId('trader-card');
    expect(callsTo(call, traderList)).toHaveLength(1);
    act(() => store.set(localeAtom, 'de'));
    await vi.waitFor(() => expect(callsTo(call, traderList)).toHaveLength(2));
  });
});
