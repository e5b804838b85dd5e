import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getSecurityOverview, stepUp, type SecurityOverview } from '@common/api/security';
import { endSessions, getSessions, type SessionListItem } from '@common/api/security-sessions';
import { CODE } from '@common/envelope';
import { SessionsScreen } from '../../../../../src/features/security/SessionsScreen';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { dateTimeText } from '../../../../../src/lib/format';
import { intlTag } from '../../../../../src/lib/i18n';
import { localeAtom, sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// Devices and sessions (issue 33): every session of the account, this device's first and marked, each named from its
// user agent, with its address and times; signing one out, or all the others, after a yes and through "confirm it is
// you" (9002, the step-up of kind end_sessions, then the same call with the token); the list asked again after. A
// demo account is told why it has none of it.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const TOKEN = 'S'.repeat(43);
const NOW = Date.UTC(2026, 10, 20, 9, 30);
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

function session(id: number, userAgent: string | null, lastSeen: number, current = false): SessionListItem {
  return {
    id,
    device_id: `device-${id}`,
    user_agent: userAgent,
    address: id === 3 ? null : `203.0.113.${id}`,
    created_at: NOW - 86_400_000 * id,
    last_seen_at: lastSeen,
    current,
  };
}

// As the server may list them: this device neither first nor the most recent.
const LISTED = [
  session(1, IPHONE_SAFARI, NOW - 3_600_000),
  session(2, ANDROID_CHROME, NOW - 60_000, true),
  session(3, WINDOWS_FIREFOX, NOW),
];
const PROTECTED: Pick<SecurityOverview, 'totp' | 'passkeys'> = { totp: 'on', passkeys: [] };

let sessions: SessionListItem[];

/** The server as it is for an account with a second factor: sessions end only with the token step_up handed out. */
function answer(endpoint: AnyEndpoint, input: unknown): Promise<unknown> {
  const token = (input as { step_up_token?: string } | undefined)?.step_up_token;
  if (endpoint === getSessions) return Promise.resolve(sessions);
  if (endpoint === getSecurityOverview) return Promise.resolve(PROTECTED);
  if (endpoint === stepUp) return Promise.resolve({ token: TOKEN, expires_at: NOW + 300_000 });
  if (endpoint === endSessions) {
    if (token !== TOKEN) return Promise.reject(new ApiCallError(CODE.STEP_UP_REQUIRED, 'Please confirm it is you to continue.'));
    const asked = input as { id?: number; all_others?: boolean };
    const ended = sessions.filter((listed) => !listed.current && (asked.all_others === true || listed.id === asked.id));
    sessions = sessions.filter((listed) => !ended.includes(listed));
    return Promise.resolve({ ended: ended.length });
  }
  return Promise.resolve(null);
}

beforeEach(() => {
  sessions = LISTED;
  signedInAnswering(call, () => null);
  call.mockImplementation((endpoint, input) => answer(endpoint, input));
});
afterEach(() => vi.restoreAllMocks());

const show = () => renderScreen(() => <SessionsScreen />, '/mine/security/sessions');
const names = (rows: HTMLElement[]) => rows.map((row) => within(row).getByRole('heading').textContent);

/** Confirms the step-up dialog with an app code. */
async function confirmItIsMe() {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  fireEvent.change(within(dialog).getByLabelText('Authentication code'), { target: { value: '654321' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('the sessions listed', () => {
  it('puts this device first and marks it, then the others from the most recently active', async () => {
    show();
    const rows = await screen.findAllByTestId('session');
    expect(names(rows)).toEqual(['Chrome on Android', 'Firefox on Windows', 'Safari on iOS']);
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(rows[0]!.dataset.current).toBe('true');
    expect(rows.slice(1).map((row) => within(row).queryByText('This device'))).toEqual([null, null]);
    // This device is signed out with "Log out", not from here.
    expect(within(rows[0]!).queryByRole('button', { name: /Sign out/ })).toBeNull();
  });

  it('shows each one’s address, when it signed in and when it was last active', async () => {
    show();
    const [, firefox, safari] = await screen.findAllByTestId('session');
    const time = (ms: number) => dateTimeText(ms, intlTag(store.get(localeAtom)));
    expect(within(safari!).getByText('203.0.113.1')).toBeTruthy();
    expect(within(firefox!).getByText('Unknown address')).toBeTruthy();
    const [signedIn, lastActive] = [...safari!.querySelectorAll('time')];
    expect(signedIn?.textContent).toBe(time(NOW - 86_400_000));
    expect(lastActive?.textContent).toBe(time(NOW - 3_600_000));
    expect(lastActive?.getAttribute('datetime')).toBe(new Date(NOW - 3_600_000).toISOString());
    expect(within(safari!).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeTruthy();
  });

  it('disables signing out while offline, and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show();
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Sign out Safari on iOS' })).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign out of all other devices' }).disabled).toBe(true);
    expect(screen.getByTestId('offline-reason')).toBeTruthy();
  });
});

describe('signing out', () => {
  it('ends one session after a yes and a step-up of kind end_sessions, then lists what is left', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    const question = await screen.findByRole('alertdialog', { name: 'Sign out of Safari on iOS?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Sign out' }));
    await confirmItIsMe();
    await vi.waitFor(() => expect(callsTo(call, endSessions)).toHaveLength(2));
    expect(callsTo(call, stepUp)[0]?.[1]).toEqual({ kind: 'end_sessions', code: '654321' });
    expect(callsTo(call, endSessions).map(([, input]) => input)).toEqual([
      { id: 1, step_up_token: undefined },
      { id: 1, step_up_token: TOKEN },
    ]);
    await vi.waitFor(() => expect(names(screen.getAllByTestId('session'))).toEqual(['Chrome on Android', 'Firefox on Windows']));
    expect(callsTo(call, getSessions).length).toBeGreaterThanOrEqual(2);
  });

  it('ends all the others after a yes and a step-up, leaving this device alone on the list', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    const question = await screen.findByRole('alertdialog', { name: 'Sign out of all other devices?' });
    expect(within(question).getByText('Every device but this one will have to sign in again.')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Sign out' }));
    await confirmItIsMe();
    await vi.waitFor(() => expect(callsTo(call, endSessions)).toHaveLength(2));
    expect(callsTo(call, endSessions).map(([, input]) => input)).toEqual([
      { all_others: true, step_up_token: undefined },
      { all_others: true, step_up_token: TOKEN },
    ]);
    await vi.waitFor(() => expect(names(screen.getAllByTestId('session'))).toEqual(['Chrome on Android']));
    expect(screen.getByText('No other device is signed in.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).toBeNull();
  });

  it('ends nothing when the answer is no', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(call, endSessions)).toHaveLength(0);
  });
});

describe('a demo account', () => {
  it('is told that it holds no real money and has none of this, and asks the server nothing', async () => {
    store.set(sessionAtom, { token: 'token-1', user: { uid: 7, email: null, is_demo: 1 } } as never);
    show();
    expect(await screen.findByText(/A demo account holds no real money/)).toBeTruthy();
    expect(callsTo(call, getSessions)).toHaveLength(0);
  });

  it('is told the same when the server refuses the list as a demo account’s (2001)', async () => {
    call.mockImplementation((endpoint) =>
      endpoint === getSessions
        ? Promise.reject(new ApiCallError(CODE.ONLY_REAL_ACCOUNT, 'This is a demo account.'))
        : Promise.resolve(null),
    );
    show();
    expect(await screen.findByText(/A demo account holds no real money/)).toBeTruthy();
    expect(screen.queryByText('Could not load')).toBeNull();
  });
});
