import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followList, followTrader, traderDetail, updateFollow } from '@common/api/follow';
import { FollowSubmitScreen } from '../../../../../src/features/follow/FollowSubmitScreen';
import { api } from '../../../../../src/lib/http/api';
import { localeAtom, sessionAtom, store } from '../../../../../src/lib/store';
import { callsTo } from '../../signed-in';
import * as fixtures from './fixtures';
import { renderRouted } from '../../render-screen';

// The follow settings screen sends a new follow with follow_trader and a change of an active one with update_follow
// (issue 36), which takes no copy_open; a trader who takes no new followers gets no form, the reason instead.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
vi.mock('../../../../../src/features/follow/useCopyPricing', () => ({
  useCopyPricing: () => ({ instruments: [], priceOf: () => undefined, freeBalance: '900.00', feeType: 2 }),
}));
const call = vi.mocked(api);

function answering(detail = fixtures.traderDetail(), list = fixtures.followList()) {
  call.mockImplementation((endpoint) => {
    if (endpoint === traderDetail) return Promise.resolve(detail);
    if (endpoint === followList) return Promise.resolve(list);
    if (endpoint === followTrader || endpoint === updateFollow) return Promise.resolve(fixtures.followSetting());
    return Promise.reject(new Error('unexpected call'));
  });
}

beforeEach(() => {
  call.mockReset();
  store.set(localeAtom, 'en');
  store.set(sessionAtom, { token: 'token-1', user: { id: 5, uid: '1005', email: 'ann@example.com', is_demo: 0, is_trader: 0 } } as never);
});

describe('saving the follow settings', () => {
  it('starts a new follow with follow_trader, copy_open included', async () => {
    answering();
    renderRouted(() => <FollowSubmitScreen id={7} />, '/follow/submit?id=7');
    fireEvent.change(await screen.findByLabelText('Allocation'), { target: { value: '300' } });
    fireEvent.click(screen.getByLabelText("Also copy the trader's open positions now"));
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await vi.waitFor(() =>
      expect(callsTo(call, followTrader).map((called) => called[1])).toEqual([
        { trader_id: 7, multiple: '1', max_amount: '300', max_slippage_percent: '0.5', copy_open: 1 },
      ]),
    );
    expect(callsTo(call, updateFollow)).toEqual([]);
  });

  it('changes an active follow with update_follow, without copy_open', async () => {
    answering(
      fixtures.traderDetail({ is_followed: 1 }),
      fixtures.followList({ data: [fixtures.followSetting({ stop_loss_percent: '20', stop_loss_limit: '100.00' })] }),
    );
    renderRouted(() => <FollowSubmitScreen id={7} />, '/follow/submit?id=7');
    fireEvent.change(await screen.findByLabelText('Percentage of allocation'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() =>
      expect(callsTo(call, updateFollow).map((called) => called[1])).toEqual([
        { trader_id: 7, multiple: '2', max_amount: '500.00', stop_loss_percent: '30', max_slippage_percent: '0.5' },
      ]),
    );
    expect(callsTo(call, followTrader)).toEqual([]);
  });

  it('offers no form for a new follow of a trader who takes none, and says why', async () => {
    answering(fixtures.traderDetail({ risk_score: 9, accepts_followers: false }));
    renderRouted(() => <FollowSubmitScreen id={7} />, '/follow/submit?id=7');
    expect(await screen.findByText('Not taking new followers: risk 8 or above')).toBeTruthy();
    expect(screen.queryByLabelText('Allocation')).toBeNull();
  });
});
