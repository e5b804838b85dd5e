import { createHash } from 'node:crypto';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import {
  getSettings,
  getVapidKey,
  pushSubscribe,
  pushUnsubscribe,
  saveSettings,
  type NotifySettings,
  type PushDevice,
} from '@common/api/notify';
import { CODE } from '@common/envelope';
import { NOTIFICATION_GROUPS, SECURITY_EMAILED } from '@common/notify';
import { NotifySettingsScreen } from '../../../../../src/features/notify/NotifySettingsScreen';
import { dateTimeText } from '../../../../../src/lib/format';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { intlTag } from '../../../../../src/lib/i18n';
import { localeAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// The notification settings (issue 34): push on this device turned on by a tap (the permission, the subscription
// with the server's key, then the server told), off again; an iPhone outside the Home Screen app told how to add it,
// a browser without push or with notifications blocked told so; the devices, this one marked, each turned off after a
// question; a push and an email switch per kind, posting the change, moving back and saying the server's word when
// refused; email disabled without an address and locked on for security; the quiet hours saved together.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const ADDED = Date.UTC(2026, 10, 20, 9, 30);
const VAPID_KEY = 'BNbxGYNMhEIi9zrneh7mqV4oUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-Yx5t9WAIwD8ZJ-rYK8I';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-device';
const P256DH = 'B'.repeat(87);
const AUTH = 'a'.repeat(22);
// The whole screen renders in jsdom (every kind's switches, every time zone) between the browser's answers, which
// takes longer than Testing Library's default second on a busy machine.
const SETTLED = { timeout: 5_000 };
const hashOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

function device(id: number, userAgent: string | null, endpoint: string): PushDevice {
  return { id, user_agent: userAgent, created_at: ADDED - id * 86_400_000, endpoint_hash: hashOf(endpoint) };
}

function settingsWith(change: Partial<NotifySettings> = {}): NotifySettings {
  const kinds = Object.values(NOTIFICATION_GROUPS)
    .flat()
    .map((kind) => {
      const locked = SECURITY_EMAILED.includes(kind);
      return { kind, push: true, email: locked, email_locked: locked };
    });
  return {
    kinds,
    quiet_hours: { enabled: false, from: '22:00', to: '07:00', time_zone: 'UTC' },
    devices: [device(2, WINDOWS_FIREFOX, 'https://updates.push.services.mozilla.com/wpush/v2/other')],
    email_available: true,
    ...change,
  };
}

let settings: NotifySettings;
let refusal: string | null;

/** The server as it is: a change answers the settings with it applied, or is refused with its word. */
function answer(endpoint: AnyEndpoint, input: unknown): Promise<unknown> {
  if (endpoint === getSettings) return Promise.resolve(settings);
  if (endpoint === getVapidKey) return Promise.resolve({ key: VAPID_KEY });
  if (endpoint === saveSettings) {
    if (refusal !== null) return Promise.reject(new ApiCallError(CODE.BAD_INPUT, refusal));
    const change = input as Record<string, string | undefined>;
    settings = {
      ...settings,
      kinds: settings.kinds.map((kind) =>
        kind.kind !== change.kind
          ? kind
          : {
              ...kind,
              push: change.push === undefined ? kind.push : change.push === '1',
              email: change.email === undefined ? kind.email : change.email === '1',
            },
      ),
    };
    return Promise.resolve(settings);
  }
  if (endpoint === pushSubscribe) {
    settings = { ...settings, devices: [device(9, ANDROID_CHROME, (input as { endpoint: string }).endpoint), ...settings.devices] };
    return Promise.resolve({ id: 9 });
  }
  if (endpoint === pushUnsubscribe) return Promise.resolve({ removed: true });
  return Promise.resolve(null);
}

// The browser: a service worker with a push manager, and notifications with their permission.
let permission: NotificationPermission;
let subscription: PushSubscription | null;
const fakeSubscription = (endpoint: string) =>
  ({
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: P256DH, auth: AUTH } }),
    unsubscribe: vi.fn(() => {
      subscription = null;
      return Promise.resolve(true);
    }),
  }) as unknown as PushSubscription;
const pushManager = {
  getSubscription: () => Promise.resolve(subscription),
  subscribe: vi.fn<(options: PushSubscriptionOptionsInit) => Promise<PushSubscription>>(() => {
    subscription = fakeSubscription(ENDPOINT);
    return Promise.resolve(subscription);
  }),
};
const registration = { pushManager };
const requestPermission = vi.fn((): Promise<NotificationPermission> => {
  permission = 'granted';
  return Promise.resolve(permission);
});

function browser({ userAgent = ANDROID_CHROME, push = true, standalone = false } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }));
  if (!push) return;
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
  });
}

beforeEach(() => {
  settings = settingsWith();
  refusal = null;
  permission = 'default';
  subscription = null;
  pushManager.subscribe.mockClear();
  requestPermission.mockClear();
  signedInAnswering(call, (endpoint) => endpoint);
  call.mockImplementation((endpoint, input) => answer(endpoint, input));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const show = () => renderScreen(() => <NotifySettingsScreen />, '/mine/notifications');
const section = () => screen.findByTestId('this-device-push');

describe('push on this device', () => {
  it('is turned on by a tap: the permission, the subscription with the server’s key, then the server', async () => {
    browser();
    show();
    await vi.waitFor(async () => expect((await section()).dataset.state).toBe('off'), SETTLED);
    const button = screen.getByRole('button', { name: 'Turn on notifications on this device' });
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(button);
    await vi.waitFor(() => expect(callsTo(call, pushSubscribe)).toHaveLength(1));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    const options = pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    const key = options?.applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect(Buffer.from(key).toString('base64url')).toBe(VAPID_KEY);
    expect(callsTo(call, pushSubscribe)[0]?.[1]).toEqual({ endpoint: ENDPOINT, p256dh: P256DH, auth: AUTH });
    // The settings asked again: this device is now among the devices, marked.
    await screen.findByRole('button', { name: 'Turn off on this device' }, SETTLED);
    expect((await section()).dataset.state).toBe('on');
    const mine = (await screen.findAllByTestId('push-device')).find((row) => row.dataset.current === 'true');
    expect(within(mine!).getByText('This device')).toBeTruthy();
  });

  it('finds this device among the devices by its endpoint’s hash, and turns it off', async () => {
    browser();
    permission = 'granted';
    subscription = fakeSubscription(ENDPOINT);
    const unsubscribe = vi.spyOn(subscription, 'unsubscribe');
    settings = settingsWith({ devices: [device(5, ANDROID_CHROME, ENDPOINT), ...settingsWith().devices] });
    show();
    const button = await screen.findByRole('button', { name: 'Turn off on this device' }, SETTLED);
    const rows = await screen.findAllByTestId('push-device');
    expect(rows.map((row) => row.dataset.current === 'true')).toEqual([true, false]);
    expect(within(rows[0]!).getByText('Chrome on Android')).toBeTruthy();
    fireEvent.click(button);
    await vi.waitFor(() => expect(callsTo(call, pushUnsubscribe).map(([, input]) => input)).toEqual([{ endpoint: ENDPOINT }]));
    await vi.waitFor(() => expect(unsubscribe).toHaveBeenCalledTimes(1));
  });

  it('is off when this browser’s subscription is not among the account’s devices', async () => {
    browser();
    permission = 'granted';
    subscription = fakeSubscription('https://fcm.googleapis.com/fcm/send/someone-else');
    show();
    await vi.waitFor(async () => expect((await section()).dataset.state).toBe('off'), SETTLED);
    expect(screen.getByRole('button', { name: 'Turn on notifications on this device' })).toBeTruthy();
    expect((await screen.findAllByTestId('push-device')).every((row) => row.dataset.current === undefined)).toBe(true);
  });

  it('says how to allow notifications once they are blocked', async () => {
    browser();
    permission = 'denied';
    show();
    expect((await section()).dataset.state).toBe('blocked');
    expect(screen.getByText(/Notifications are blocked for Meridian in this browser/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications on this device' })).toBeNull();
  });

  it('shows blocked when the question is answered no', async () => {
    browser();
    requestPermission.mockImplementationOnce(() => {
      permission = 'denied';
      return Promise.resolve(permission);
    });
    show();
    await vi.waitFor(async () => expect((await section()).dataset.state).toBe('off'), SETTLED);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications on this device' }));
    await vi.waitFor(async () => expect((await section()).dataset.state).toBe('blocked'));
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(callsTo(call, pushSubscribe)).toHaveLength(0);
  });

  it('tells an iPhone outside the Home Screen app how to add it first, with no button', async () => {
    browser({ userAgent: IPHONE_SAFARI, push: false });
    show();
    const part = await section();
    expect(part.dataset.state).toBe('install');
    expect(within(part).getByText(/only when Meridian is added to the Home Screen/)).toBeTruthy();
    expect(within(part).getByText('In Safari, tap Share.')).toBeTruthy();
    expect(within(part).getByText('Tap Add to Home Screen, then Add.')).toBeTruthy();
    expect(within(part).queryByRole('button')).toBeNull();
  });

  it('lets the installed iPhone app turn notifications on', async () => {
    browser({ userAgent: IPHONE_SAFARI, standalone: true });
    show();
    await vi.waitFor(async () => expect((await section()).dataset.state).toBe('off'), SETTLED);
    expect(screen.getByRole('button', { name: 'Turn on notifications on this device' })).toBeTruthy();
  });

  it('says a browser without push cannot, with no button', async () => {
    browser({ push: false });
    show();
    const part = await section();
    expect(part.dataset.state).toBe('unsupported');
    expect(within(part).getByText(/This browser cannot show notifications from Meridian/)).toBeTruthy();
    expect(within(part).queryByRole('button')).toBeNull();
  });
});

describe('the devices', () => {
  it('lists each with its name and date, and turns one off by its id after asking', async () => {
    browser();
    show();
    const [row] = await screen.findAllByTestId('push-device');
    expect(within(row!).getByText('Firefox on Windows')).toBeTruthy();
    const added = dateTimeText(ADDED - 2 * 86_400_000, intlTag(store.get(localeAtom)), { dateOnly: true });
    expect(within(row!).getByText(`Added on ${added}`)).toBeTruthy();
    fireEvent.click(within(row!).getByRole('button', { name: 'Turn off Firefox on Windows' }));
    const question = await screen.findByRole('alertdialog', { name: 'Turn off notifications on Firefox on Windows?' });
    expect(callsTo(call, pushUnsubscribe)).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Turn off' }));
    await vi.waitFor(() => expect(callsTo(call, pushUnsubscribe).map(([, input]) => input)).toEqual([{ id: 2 }]));
  });

  it('says when none receives notifications', async () => {
    browser();
    settings = settingsWith({ devices: [] });
    show();
    expect(await screen.findByText('No device receives your notifications yet.')).toBeTruthy();
  });
});

describe('the switches per kind', () => {
  const switchNamed = (name: string) => screen.findByRole<HTMLInputElement>('switch', { name });

  it('shows the groups with their kinds in the reader’s language', async () => {
    browser();
    show();
    const trading = await screen.findByTestId('kind-group-trading');
    expect(within(trading).getByRole('heading').textContent).toBe('Trading');
    expect(within(trading).getByText('Closed by stop-loss, take-profit or stop-out')).toBeTruthy();
    expect(within(screen.getByTestId('kind-group-copying')).getByText('Copy not opened')).toBeTruthy();
    expect(within(screen.getByTestId('kind-group-money')).getByText('Fund maturity and redemption')).toBeTruthy();
    expect(within(screen.getByTestId('kind-group-account')).getByRole('heading').textContent).toBe('Account & security');
  });

  it('posts a push switch and an email switch, and shows the answer', async () => {
    browser();
    show();
    const push = await switchNamed('Pending order filled: push');
    expect(push.checked).toBe(true);
    fireEvent.click(push);
    await vi.waitFor(() => expect(callsTo(call, saveSettings).map(([, input]) => input)).toEqual([{ kind: 'order_filled', push: '0' }]));
    await vi.waitFor(() => expect(push.checked).toBe(false));
    const email = await switchNamed('Deposits: email');
    expect(email.checked).toBe(false);
    fireEvent.click(email);
    await vi.waitFor(() => expect(callsTo(call, saveSettings)[1]?.[1]).toEqual({ kind: 'deposit_decided', email: '1' }));
    await vi.waitFor(() => expect(email.checked).toBe(true));
  });

  it('moves a refused switch back and shows the server’s word under its group', async () => {
    browser();
    refusal = 'Email notifications need an email address on the account.';
    show();
    const email = await switchNamed('Loans: email');
    fireEvent.click(email);
    const group = screen.getByTestId('kind-group-money');
    expect((await within(group).findByRole('alert')).textContent).toBe(refusal);
    expect(email.checked).toBe(false);
    expect(within(screen.getByTestId('kind-group-trading')).queryByRole('alert')).toBeNull();
  });

  it('keeps the security emails on, and explains why', async () => {
    browser();
    show();
    const email = await switchNamed('Sign-in from a new device: email');
    expect(email.checked).toBe(true);
    expect(email.disabled).toBe(true);
    expect(within(screen.getByTestId('kind-security_change')).getByText('Always emailed')).toBeTruthy();
    expect(within(screen.getByTestId('kind-group-account')).getByText(/Security emails always go/)).toBeTruthy();
  });

  it('disables email without an address (a demo account), with a note', async () => {
    browser();
    settings = settingsWith({ email_available: false });
    show();
    expect((await switchNamed('Deposits: email')).disabled).toBe(true);
    expect((await switchNamed('Deposits: push')).disabled).toBe(false);
    expect(screen.getByTestId('email-unavailable').textContent).toMatch(/A demo account has none/);
    // Nothing is emailed without an address: the security emails are not said to be on either.
    const signIn = await switchNamed('Sign-in from a new device: email');
    expect(signIn.checked).toBe(false);
    expect(signIn.disabled).toBe(true);
    expect(screen.queryByText('Always emailed')).toBeNull();
  });
});

describe('the quiet hours', () => {
  it('saves the switch, the times and the zone together', async () => {
    browser();
    show();
    const form = await screen.findByTestId('quiet-hours');
    fireEvent.click(within(form).getByRole('switch', { name: 'Quiet hours on' }));
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '23:30' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '06:45' } });
    fireEvent.change(within(form).getByLabelText('Time zone'), { target: { value: 'Europe/Berlin' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save quiet hours' }));
    await vi.waitFor(() =>
      expect(callsTo(call, saveSettings).map(([, input]) => input)).toEqual([
        { quiet_enabled: '1', quiet_from: '23:30', quiet_to: '06:45', time_zone: 'Europe/Berlin' },
      ]),
    );
    expect(await within(form).findByText('Quiet hours saved.')).toBeTruthy();
  });

  it('offers this device’s zone while they are off', async () => {
    browser();
    show();
    const form = await screen.findByTestId('quiet-hours');
    expect(within(form).getByLabelText<HTMLSelectElement>('Time zone').value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('sends nothing for equal times, and shows a refusal from the server', async () => {
    browser();
    settings = settingsWith({ quiet_hours: { enabled: true, from: '22:00', to: '07:00', time_zone: 'Asia/Tokyo' } });
    show();
    const form = await screen.findByTestId('quiet-hours');
    expect(within(form).getByLabelText<HTMLSelectElement>('Time zone').value).toBe('Asia/Tokyo');
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '22:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save quiet hours' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Quiet hours must start and end at different times.');
    expect(callsTo(call, saveSettings)).toHaveLength(0);
    refusal = 'Quiet hours must not start and end at the same time.';
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '06:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save quiet hours' }));
    await vi.waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(refusal));
  });
});
