import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelFollow, followedTraders, myDealFollowOrders, type FollowedTrader } from '@common/api/follow';
import { closeOrder } from '@common/api/trade';
import { FollowListScreen } from '../../../../../src/features/follow/FollowListScreen';
import { api } from '../../../../../src/lib/http/api';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { callsTo } from '../../signed-in';
import { copy, followed } from './fixtures';
import { renderRouted, renderScreen, whereNow } from '../../render-screen';

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

  it('opens the drawer on the copies of that follow: holding first, closed from the closed count, each with why it closed', async () => {
    call.mockImplementation((endpoint, params) => {
      if (endpoint === followedTraders) return Promise.resolve({ data: [followed()], total: 1 });
      const status = (params as { status: number }).status;
      return Promise.resolve({
        data: [
          copy(
            status === 1 ? 41 : 42,
            status === 1 ? { Price: '1.10100' } : { Status: 3, Price: '1.10100', CloseReason: 'copy_stop_loss' },
          ),
        ],
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
    // Why it closed, in the orders screen's words: here the follow's copy stop-loss.
    expect(within(drawer).getByText('Copy stop-loss reached')).toBeTruthy();
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

  it('leaves an ended follow on the list, marked ended, with its profit and counts and the way to follow again', async () => {
    let ended = false;
    call.mockImplementation((endpoint) => {
      if (endpoint === cancelFollow) {
        ended = true;
        return Promise.resolve({ follow_id: 11, trader_id: 7, multiple: '2', max_amount: '500.00', active: 0, created_at: 1 });
      }
      const card: FollowedTrader = ended
        ? followed({ active: 0, position_num: 0, closed_num: 5, total_amount: '0.00', position_quantity: '0' })
        : followed();
      return Promise.resolve({ data: [card], total: 1 });
    });
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    fireEvent.click(await screen.findByRole('button', { name: 'Stop following' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stop following' }));
    await vi.waitFor(() => expect(callsTo(call, cancelFollow).map((called) => called[1])).toEqual([{ trader_id: 7 }]));
    const card = await screen.findByTestId('followed-card');
    expect(await within(card).findByText('Ended')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Follow again' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Stop following' })).toBeNull();
    expect(within(card).getByTestId('follow-profit').textContent).toBe('+12.34');
    expect(within(card).getByTestId('count-history').textContent).toContain('5');
  });
});

// Issue 41, defect 4: a copy closed by hand in the drawer leaves the drawer's "Following (n)" and the card behind it
// (margin and lots held) as they were until a reload: the close asks the follow cards again, not only the copies.
describe('closing a copy by hand', () => {
  it("updates the drawer's counts and the card's margin and lots held at once", async () => {
    let closed = false;
    call.mockImplementation((endpoint, params) => {
      if (endpoint === closeOrder) {
        closed = true;
        return Promise.resolve(copy(41, { Status: 3 }));
      }
      if (endpoint === followedTraders) {
        const card = closed
          ? followed({ position_num: 0, closed_num: 4, total_num: 4, total_amount: '0.00', position_quantity: '0' })
          : followed({ position_num: 1, closed_num: 3, total_num: 4, total_amount: '44.00', position_quantity: '0.40' });
        return Promise.resolve({ data: [card], total: 1 });
      }
      const holding = (params as { status: number }).status === 1;
      return Promise.resolve({ data: holding && !closed ? [copy(41)] : [], total: holding && !closed ? 1 : 0, all_fact_profits: '0.00' });
    });
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    const card = await screen.findByTestId('followed-card');
    expect(card.textContent).toContain('Margin held44.00');
    fireEvent.click(within(card).getByTestId('count-holding'));
    const drawer = await screen.findByRole('dialog', { name: /Copies of .Trend Rider./ });
    expect(within(drawer).getByRole('tab', { name: 'Following (1)' })).toBeTruthy();
    fireEvent.click(within(await within(drawer).findByTestId('copy-card')).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close' }));

    expect(await within(drawer).findByRole('tab', { name: 'Following (0)' })).toBeTruthy();
    expect(within(drawer).getByRole('tab', { name: 'Closed (4)' })).toBeTruthy();
    expect(await within(drawer).findByText('No copied orders open')).toBeTruthy();
    expect(card.textContent).toContain('Margin held0.00');
    expect(card.textContent).toContain('Lots held0');
  });
});

// Issue 41, defect 3: a guest saw two skeleton cards for ever; the other follow screens ask them to log in.
describe('the follow list, for a guest', () => {
  it('asks to log in, and comes back here after', async () => {
    store.set(sessionAtom, null);
    const { router } = renderRouted(() => <FollowListScreen />, '/follow/follow-list');
    expect(await screen.findByText('Log in to see the traders you follow')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(whereNow(router)).toEqual({ pathname: '/login', search: { from: '/follow/follow-list' } }));
  });
});
