import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followedTraders, myDealFollowOrders } from '@common/api/follow';
import { FollowListScreen } from '../../../../../src/features/follow/FollowListScreen';
import { api } from '../../../../../src/lib/http/api';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { copy, followed } from './fixtures';

// The follow list with the HTTP client replaced: what a card shows of a follow, and the counts that open the order
// drawer on the copies of that follow.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

beforeEach(() => {
  call.mockReset();
  store.set(sessionAtom, { token: 'token-1', user: { id: 5, uid: '1005', email: 'ann@example.com', is_demo: 0, is_trader: 0 } } as never);
});

describe('the follow list', () => {
  it('shows each followed trader with the copy ratio, copy profit and counts', async () => {
    call.mockResolvedValue({ data: [followed()], total: 1 });
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    const card = await screen.findByTestId('followed-card');
    expect(within(card).getByText('Trend Rider')).toBeTruthy();
    expect(within(card).getByText('×2')).toBeTruthy();
    expect(within(card).getByTestId('follow-profit').textContent).toBe('+12.34');
    expect(within(card).getByTestId('count-holding').textContent).toContain('2');
    expect(within(card).getByTestId('count-history').textContent).toContain('3');
    expect(call.mock.calls.filter(([endpoint]) => endpoint === followedTraders)).toEqual([[followedTraders, { page: 1 }]]);
  });

  it('opens the drawer on the copies of that follow: holding first, closed from the closed count', async () => {
    call.mockImplementation((endpoint, params) => {
      if (endpoint === followedTraders) return Promise.resolve({ data: [followed()], total: 1 });
      const status = (params as { status: number }).status;
      return Promise.resolve({
        data: [copy(status === 1 ? 41 : 42, { Status: status === 1 ? 1 : 3, Price: '1.10100' })],
        total: 1,
        all_fact_profits: '4.00',
      });
    });
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    fireEvent.click(await screen.findByTestId('count-holding'));
    const drawer = await screen.findByRole('dialog', { name: /Copies of .Trend Rider./ });
    const card = await within(drawer).findByTestId('copy-card');
    expect(within(drawer).getByTestId('copy-profit').textContent).toBe('+4.00');
    // The follower's own holding copy may be closed by hand.
    expect(within(card).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(myDealFollowOrders, { page: 1, user_id: 70, follower_user_id: 5, status: 1 });

    fireEvent.click(within(drawer).getByRole('tab', { name: 'Closed (3)' }));
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith(myDealFollowOrders, { page: 1, user_id: 70, follower_user_id: 5, status: 3 }));
    expect(await within(drawer).findByText('Close price')).toBeTruthy();
  });

  it('says so when the user follows nobody, with the way to the traders', async () => {
    call.mockResolvedValue({ data: [], total: 0 });
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    expect(await screen.findByText('You do not follow any trader yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find traders to copy' })).toBeTruthy();
  });

  it('says it could not load, with a retry, rather than that the list is empty', async () => {
    call.mockRejectedValue(new Error('offline'));
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    expect(await screen.findByText('Could not load')).toBeTruthy();
    call.mockResolvedValue({ data: [followed()], total: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('followed-card')).toBeTruthy();
  });

  it('warns before a follow ends, as the spec says', async () => {
    call.mockResolvedValue({ data: [followed()], total: 1 });
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    fireEvent.click(await screen.findByRole('button', { name: 'Stop following' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning.textContent).toContain('no longer close when this trader closes theirs');
    expect(warning.textContent).toContain('miss the best moment');
  });
});
