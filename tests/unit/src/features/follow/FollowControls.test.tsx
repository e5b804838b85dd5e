import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeFollowCopies, followedTraders, myDealFollowOrders, pauseFollow, resumeFollow, type FollowedTrader } from '@common/api/follow';
import { FollowListScreen } from '../../../../../src/features/follow/FollowListScreen';
import { api } from '../../../../../src/lib/http/api';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { toast } from '../../../../../src/ui/toast/toast-store';
import { callsTo } from '../../signed-in';
import { copy, followed, followSetting } from './fixtures';
import { renderScreen } from '../../render-screen';

// Issue 36 on the follow list: where a follow stands (paused, stopped by its copy stop-loss, cancelled), its loss
// limit, and pausing, resuming and closing every open copy, each with the endpoint the contract names.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

beforeEach(() => {
  call.mockReset();
  store.set(sessionAtom, { token: 'token-1', user: { id: 5, uid: '1005', email: 'ann@example.com', is_demo: 0, is_trader: 0 } } as never);
});

/** The follow list answering with `card` (asked again after each change), and each action with its answer. */
function answering(card: () => FollowedTrader) {
  call.mockImplementation((endpoint) => {
    if (endpoint === followedTraders) return Promise.resolve({ data: [card()], total: 1 });
    if (endpoint === pauseFollow) return Promise.resolve(followSetting({ paused: 1 }));
    if (endpoint === resumeFollow) return Promise.resolve(followSetting({ paused: 0 }));
    if (endpoint === closeFollowCopies) return Promise.resolve({ closed: 2, profit: '-7.50' });
    if (endpoint === myDealFollowOrders) return Promise.resolve({ data: [copy(41), copy(42)], total: 2, all_fact_profits: '8.00' });
    return Promise.reject(new Error(`unexpected call to ${(endpoint as { path: string }).path}`));
  });
}

describe("a follow's state", () => {
  it('marks a paused follow and shows its copy stop-loss limit', async () => {
    answering(() => followed({ setting: followSetting({ paused: 1, stop_loss_percent: '20', stop_loss_limit: '100.00' }) }));
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    const card = await screen.findByTestId('followed-card');
    expect(within(card).getByTestId('follow-state').textContent).toBe('Paused');
    expect(within(card).getByTestId('follow-loss-limit').textContent).toBe('Copy stop-loss: at a loss of 100.00 USD');
    expect(card.textContent).toContain('×2 · Allocation 500.00');
  });

  it('marks a follow its copy stop-loss ended, with when, and one the follower cancelled', async () => {
    const stopped = followed({
      active: 0,
      setting: followSetting({ active: 0, ended_reason: 'stop_loss', ended_at: 1_764_000_000_000, stop_loss_limit: '100.00' }),
    });
    answering(() => stopped);
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    const card = await screen.findByTestId('followed-card');
    expect(within(card).getByTestId('follow-state').textContent).toBe('Stopped by copy stop-loss');
    expect(within(card).getByTestId('follow-ended-at').textContent).toMatch(/^Ended \S/);
    expect(within(card).queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Follow again' })).toBeTruthy();
  });

  it('says Cancelled for a follow the follower ended', async () => {
    answering(() => followed({ active: 0, setting: followSetting({ active: 0, ended_reason: 'cancelled', ended_at: 1_764_000_000_000 }) }));
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    const card = await screen.findByTestId('followed-card');
    expect(within(card).getByTestId('follow-state').textContent).toBe('Cancelled');
  });
});

describe('pausing and resuming', () => {
  it('pauses an active follow, then offers to resume it, each with its own endpoint', async () => {
    let paused = false;
    answering(() => followed({ setting: followSetting({ paused: paused ? 1 : 0 }) }));
    const pause = call.getMockImplementation()!;
    call.mockImplementation((endpoint, params) => {
      if (endpoint === pauseFollow) paused = true;
      if (endpoint === resumeFollow) paused = false;
      return pause(endpoint, params);
    });
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    await vi.waitFor(() => expect(callsTo(call, pauseFollow).map((called) => called[1])).toEqual([{ trader_id: 7 }]));
    // The list is asked again, and now shows the pause.
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.getByTestId('follow-state').textContent).toBe('Paused');

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await vi.waitFor(() => expect(callsTo(call, resumeFollow).map((called) => called[1])).toEqual([{ trader_id: 7 }]));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.getByTestId('follow-state').textContent).toBe('');
  });
});

describe('closing every open copy', () => {
  it('asks first with the number of open copies and their profit now, then closes them and tells the result', async () => {
    let closed = false;
    answering(() => (closed ? followed({ position_num: 0, closed_num: 5 }) : followed({ position_num: 2 })));
    const close = call.getMockImplementation()!;
    call.mockImplementation((endpoint, params) => {
      if (endpoint === closeFollowCopies) closed = true;
      return close(endpoint, params);
    });
    const shown = vi.spyOn(toast, 'show');
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    fireEvent.click(await screen.findByRole('button', { name: 'Close all copies' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Open copies: 2');
    expect((await within(question).findByTestId('close-copies-profit')).textContent).toBe('Their profit now: +8.00 USD');
    expect(callsTo(call, closeFollowCopies)).toEqual([]);

    fireEvent.click(within(question).getByRole('button', { name: 'Close all copies' }));
    await vi.waitFor(() => expect(callsTo(call, closeFollowCopies).map((called) => called[1])).toEqual([{ trader_id: 7 }]));
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith('Copies closed: 2. Realised profit: -7.50 USD', 'success'));
    // The card is asked again: nothing is open, so there is nothing left to close.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Close all copies' })).toBeNull());
    expect(screen.getByTestId('count-history').textContent).toContain('5');
  });

  it('closes nothing when the question is declined', async () => {
    answering(() => followed({ position_num: 2 }));
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    fireEvent.click(await screen.findByRole('button', { name: 'Close all copies' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep them' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(call, closeFollowCopies)).toEqual([]);
  });
});

describe('a copy of a position the trader held when the follow began', () => {
  it('is marked in the drawer', async () => {
    answering(() => followed());
    call.mockImplementation((endpoint) =>
      Promise.resolve(
        endpoint === followedTraders
          ? { data: [followed()], total: 1 }
          : { data: [copy(41, { CopiedOpen: 1 }), copy(42)], total: 2, all_fact_profits: '8.00' },
      ),
    );
    renderScreen(() => <FollowListScreen />, '/follow/follow-list');
    fireEvent.click(await screen.findByTestId('count-holding'));
    const cards = await within(await screen.findByRole('dialog')).findAllByTestId('copy-card');
    expect(within(cards[0]!).getByText('Copied open position')).toBeTruthy();
    expect(within(cards[1]!).queryByText('Copied open position')).toBeNull();
  });
});
