import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { limits, type LimitsOverview } from '@common/api/protection';
import { api } from '../../../../../src/lib/http/api';
import { SessionReminder } from '../../../../../src/shared/protection';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// The session reminder (issue 38): after every so many minutes of use, a dialog says how long the app has been used,
// to continue or leave.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const overview: LimitsOverview = {
  limits: [],
  session_minutes: 5,
  session_minutes_next: null,
  session_minutes_next_at: null,
  cool_off_until: null,
  excluded_until: null,
  excluded_indefinitely: false,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  signedInAnswering(call, (endpoint: AnyEndpoint) => (endpoint === limits ? overview : null));
});
afterEach(() => vi.useRealTimers());

describe('the session reminder', () => {
  it('says how long the app was used after each interval, and waits another interval after Continue', async () => {
    renderScreen(() => <SessionReminder />);
    // With the clock faked, time moves only when told: first the answer of the limits arrives.
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(callsTo(call, limits)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const dialog = screen.getByRole('alertdialog', { name: 'Time for a break?' });
    expect(dialog.textContent).toContain('You have been using Meridian for 5 minutes.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(screen.queryByRole('alertdialog', { name: 'Time for a break?' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('alertdialog', { name: 'Time for a break?' }).textContent).toContain(
      'You have been using Meridian for 10 minutes.',
    );
  });
});
