import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getInbox, getUnreadCount, markRead, type InboxEntry } from '@common/api/notify';
import { InboxScreen } from '../../../../../src/features/notify/InboxScreen';
import { api } from '../../../../../src/lib/http/api';
import { dateTimeText } from '../../../../../src/lib/format';
import { intlTag } from '../../../../../src/lib/i18n';
import { localeAtom, sessionAtom, store } from '../../../../../src/lib/store';
import { renderRouted, whereNow } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// The inbox (issue 34): each entry worded by its kind in the reader's language (a kind this build does not know as
// a general notice), its time, a dot while unread; a tap marks it read and opens its link; "Mark all read" marks
// everything; demo users have an inbox like anyone.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const AT = Date.UTC(2026, 10, 20, 9, 30);

function entry(id: number, kind: string, detail: InboxEntry['detail'], more: Partial<InboxEntry> = {}): InboxEntry {
  return { id, kind: kind as InboxEntry['kind'], detail, link: null, created_at: AT - id * 60_000, read: false, ...more };
}

const PAGE: InboxEntry[] = [
  entry(1, 'new_device_sign_in', { user_agent: ANDROID_CHROME, address: '203.0.113.7' }, { link: '/mine/security/sessions' }),
  entry(2, 'security_change', { event: 'second_factor_enabled', factor: 'totp' }, { read: true }),
  entry(3, 'security_change', { event: 'password_changed' }),
  entry(4, 'new_device_sign_in', { user_agent: null, address: null }),
  entry(5, 'price_alert_fired', { code: 'EURUSD' }),
];

// The trading entries (contract closes, fills, settled options), worded with the orders screen's figures.
const TRADING: InboxEntry[] = [
  entry(
    1,
    'contract_closed',
    { reason: 'stop_loss', order_id: 7, instrument: 'BTC/USDT', side: 'buy', lots: '0.01', price: '43210.5', profit: '-12.34' },
    { link: '/order?type=3&source=0' },
  ),
  entry(2, 'order_filled', { order_id: 8, instrument: 'EUR/USD', side: 'sell', lots: '0.1', price: '1.09390' }),
  entry(3, 'option_settled', {
    order_id: 9,
    instrument: 'EUR/USD',
    direction: 'up',
    result: 'win',
    amount: '1000',
    profit: '820.00',
    price: '1.10010',
  }),
];

let unread = 4;
let page = PAGE;

function answers(endpoint: AnyEndpoint): unknown {
  if (endpoint === getInbox) return { data: page, total: page.length };
  if (endpoint === getUnreadCount) return { unread };
  if (endpoint === markRead) return { unread: 0 };
  return null;
}

beforeEach(() => {
  unread = 4;
  page = PAGE;
  signedInAnswering(call, answers);
});

const show = () => renderRouted(() => <InboxScreen />, '/mine/inbox');

describe('the inbox', () => {
  it('words each kind in the reader’s language, with its time and an unread dot', async () => {
    show();
    const rows = await screen.findAllByTestId('inbox-entry');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'New sign-in from Chrome on Android',
      'Authenticator app turned on',
      'Password changed',
      'New sign-in from an unknown device',
      'Account notice',
    ]);
    const [signIn, read, , unknownDevice] = rows;
    expect(within(signIn!).getByText('203.0.113.7')).toBeTruthy();
    expect(within(unknownDevice!).getByText('Unknown address')).toBeTruthy();
    const time = signIn!.querySelector('time');
    expect(time?.textContent).toBe(dateTimeText(AT - 60_000, intlTag(store.get(localeAtom))));
    expect(time?.getAttribute('datetime')).toBe(new Date(AT - 60_000).toISOString());
    expect(within(signIn!).getByText('Unread')).toBeTruthy();
    expect(within(read!).queryByText('Unread')).toBeNull();
    expect(callsTo(call, getInbox).map(([, input]) => input)).toEqual([{ page: 1 }]);
  });

  it('words the trading entries with their figures, and opens the orders screen’s tab', async () => {
    page = TRADING;
    const { router } = show();
    const rows = await screen.findAllByTestId('inbox-entry');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'Stop-loss closed BTC/USDT Buy 0.01 lots',
      'Pending order filled: EUR/USD Sell 0.1 lots',
      'Option won: EUR/USD Up, 1,000.00 USD',
    ]);
    expect(within(rows[0]!).getByText('Profit -12.34 USD at 43,210.5')).toBeTruthy();
    expect(within(rows[1]!).getByText('At 1.09390')).toBeTruthy();
    expect(within(rows[2]!).getByText('Profit +820.00 USD at 1.10010')).toBeTruthy();
    fireEvent.click(rows[0]!);
    await vi.waitFor(() => expect(whereNow(router).pathname).toBe('/order'));
  });

  it('marks an entry read when tapped and opens its link', async () => {
    const { router } = show();
    const [signIn] = await screen.findAllByTestId('inbox-entry');
    fireEvent.click(signIn!);
    await vi.waitFor(() => expect(whereNow(router).pathname).toBe('/mine/security/sessions'));
    await vi.waitFor(() => expect(callsTo(call, markRead).map(([, input]) => input)).toEqual([{ ids: '1' }]));
  });

  it('marks a read entry nothing again, and stays where it is without a link', async () => {
    const { router } = show();
    const rows = await screen.findAllByTestId('inbox-entry');
    fireEvent.click(rows[1]!);
    fireEvent.click(rows[2]!);
    await vi.waitFor(() => expect(callsTo(call, markRead).map(([, input]) => input)).toEqual([{ ids: '3' }]));
    expect(whereNow(router).pathname).toBe('/mine/inbox');
  });

  it('marks all read from the header, and asks the list and the count again', async () => {
    show();
    await screen.findAllByTestId('inbox-entry');
    const button = screen.getByRole('button', { name: 'Mark all read' });
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
    const inboxAsks = callsTo(call, getInbox).length;
    const countAsks = callsTo(call, getUnreadCount).length;
    fireEvent.click(button);
    await vi.waitFor(() => expect(callsTo(call, markRead).map(([, input]) => input)).toEqual([{ all: '1' }]));
    await vi.waitFor(() => expect(callsTo(call, getInbox).length).toBeGreaterThan(inboxAsks));
    await vi.waitFor(() => expect(callsTo(call, getUnreadCount).length).toBeGreaterThan(countAsks));
  });

  it('opens the notification settings from the header', async () => {
    const { router } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Notification settings' }));
    await vi.waitFor(() => expect(whereNow(router).pathname).toBe('/mine/notifications'));
  });

  it('offers no "Mark all read" when nothing is unread', async () => {
    unread = 0;
    show();
    await screen.findAllByTestId('inbox-entry');
    expect(screen.getByRole('button', { name: 'Mark all read' })).toHaveProperty('disabled', true);
  });

  it('is a demo user’s inbox too, with no demo notice', async () => {
    store.set(sessionAtom, { token: 'token-1', user: { uid: 7, email: null, is_demo: 1 } } as never);
    show();
    expect(await screen.findAllByTestId('inbox-entry')).toHaveLength(PAGE.length);
  });
});
