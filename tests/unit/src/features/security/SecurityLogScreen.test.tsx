import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getSecurityLog, type SecurityLogEntry } from '@common/api/security';
import type { SecurityEvent } from '@common/security';
import { SecurityLogScreen } from '../../../../../src/features/security/SecurityLogScreen';
import { api } from '../../../../../src/lib/http/api';
import { dateTimeText } from '../../../../../src/lib/format';
import { intlTag } from '../../../../../src/lib/i18n';
import { localeAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// The security log (issue 33): each entry's event in a plain sentence (an event this build does not know as a
// setting that changed), its time in the reader's language, the device named from its user agent, and the address;
// 20 a page, the next asked for as the list goes on.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const AT = Date.UTC(2026, 10, 20, 9, 30);

function entry(id: number, event: string, detail: SecurityLogEntry['detail'] = {}): SecurityLogEntry {
  return {
    id,
    event: event as SecurityEvent,
    device_id: null,
    user_agent: ANDROID_CHROME,
    address: '203.0.113.7',
    created_at: AT - id * 60_000,
    detail,
  };
}

beforeEach(() => signedInAnswering(call, () => null));

describe('the security log', () => {
  it('says what happened, when, on what device and from where', async () => {
    const page = [
      entry(1, 'second_factor_enabled', { factor: 'totp' }),
      entry(2, 'step_up_granted', { kind: 'withdrawal', factor: 'totp' }),
      entry(3, 'recovery_codes_regenerated'),
      { ...entry(4, 'second_factor_failed', { factor: 'totp', reason: 'wrong' }), user_agent: null, address: null },
      entry(5, 'a_later_event_this_build_does_not_know'),
    ];
    call.mockImplementation((endpoint: AnyEndpoint) => Promise.resolve(endpoint === getSecurityLog ? { data: page, total: 5 } : null));
    renderScreen(() => <SecurityLogScreen />, '/mine/security/log');
    const entries = await screen.findAllByTestId('security-log-entry');
    expect(entries.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Authenticator app turned on',
      'Identity confirmed for a sensitive action',
      'New recovery codes made',
      'Wrong or reused code entered',
      'Security setting changed',
    ]);
    const [first, , , unknown] = entries;
    expect(within(first!).getByText('Chrome on Android')).toBeTruthy();
    expect(within(first!).getByText('203.0.113.7')).toBeTruthy();
    const time = first!.querySelector('time');
    expect(time?.textContent).toBe(dateTimeText(AT - 60_000, intlTag(store.get(localeAtom))));
    expect(time?.getAttribute('datetime')).toBe(new Date(AT - 60_000).toISOString());
    expect(within(unknown!).getByText('Unknown device')).toBeTruthy();
    expect(within(unknown!).getByText('Unknown address')).toBeTruthy();
  });

  it('loads 20 a page, and the next page as the list goes on', async () => {
    const all = Array.from({ length: 25 }, (_, index) => entry(index + 1, 'signed_in'));
    call.mockImplementation((endpoint: AnyEndpoint, input: unknown) => {
      if (endpoint !== getSecurityLog) return Promise.resolve(null);
      const { page } = input as { page: number };
      return Promise.resolve({ data: all.slice((page - 1) * 20, page * 20), total: all.length });
    });
    renderScreen(() => <SecurityLogScreen />, '/mine/security/log');
    await vi.waitFor(() => expect(screen.getAllByTestId('security-log-entry')).toHaveLength(25));
    expect(callsTo(call, getSecurityLog).map(([, input]) => input)).toEqual([{ page: 1 }, { page: 2 }]);
  });
});
