import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { CODE } from '@common/envelope';
import { getAreaList } from '@common/api/access';
import {
  limits,
  selfExclude,
  setLimit,
  startCoolOff,
  userProfile,
  type ClientProfile,
  type LimitState,
  type LimitsOverview,
} from '@common/api/protection';
import { getSecurityOverview, stepUp, type SecurityOverview } from '@common/api/security';
import { LimitsScreen } from '../../../../../src/features/protection/LimitsScreen';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { dateTimeText } from '../../../../../src/lib/format';
import { intlTag } from '../../../../../src/lib/i18n';
import { localeAtom, sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';
import { profile } from '../../shared/protection/fixtures';

// The trading limits screen (issue 38): each limit with what its period has used and when it ends, a loosening that
// waits ("Becomes … on …", "Removed on …"); each change says before saving whether it takes effect now (tightening)
// or in 24 hours (loosening), and a loosening goes through the step-up when the server asks for it (9002); the
// cool-off and self-exclusion are asked first; a demo account has none of it.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const TOKEN = 'S'.repeat(43);
const DAY_ENDS = Date.UTC(2026, 2, 3, 0, 0);
const WEEK_ENDS = Date.UTC(2026, 2, 9, 0, 0);
const MONTH_ENDS = Date.UTC(2026, 3, 1, 0, 0);
const RAISED_AT = Date.UTC(2026, 2, 3, 9, 30);
const REMOVED_AT = Date.UTC(2026, 2, 3, 11, 45);
const COOL_OFF_UNTIL = Date.UTC(2026, 2, 10, 8, 0);

const ENDS = { day: DAY_ENDS, week: WEEK_ENDS, month: MONTH_ENDS } as const;

function limit(kind: LimitState['kind'], period: LimitState['period'], change: Partial<LimitState> = {}): LimitState {
  return { kind, period, amount: null, next_amount: null, next_at: null, used: '0.00', period_ends_at: ENDS[period], ...change };
}

let overview: LimitsOverview;
let clientProfile: ClientProfile;
const AREAS = [
  { id: 1, code: 'hk', global_code: '852' },
  { id: 2, code: 'DE', global_code: '49' },
];

function overviewWith(change: Partial<LimitsOverview> = {}): LimitsOverview {
  return {
    limits: [
      // A daily deposit limit of 500 with 120 deposited, raised to 800 tomorrow.
      limit('deposit', 'day', { amount: '500.00', used: '120.00', next_amount: '800.00', next_at: RAISED_AT }),
      limit('deposit', 'week'),
      limit('deposit', 'month'),
      limit('loss', 'day'),
      // A weekly loss limit of 300 with 45.50 lost, removed tomorrow.
      limit('loss', 'week', { amount: '300.00', used: '45.50', next_at: REMOVED_AT }),
      limit('loss', 'month'),
    ],
    session_minutes: 60,
    session_minutes_next: null,
    session_minutes_next_at: null,
    cool_off_until: null,
    excluded_until: null,
    excluded_indefinitely: false,
    ...change,
  };
}

const security: SecurityOverview = {
  totp: 'on',
  recovery_codes_left: 10,
  passkeys: [],
  safeguards: { allow_list: false, withdrawals_locked_until: null, withdrawals_lock_reason: null, withdrawals_suspended_until: null },
  frozen: false,
  anti_phishing_code: null,
};

/** The server as it is: with a second factor on, a loosening goes through only with the step-up's token. */
function answer(endpoint: AnyEndpoint, input: unknown): Promise<unknown> {
  if (endpoint === limits) return Promise.resolve(overview);
  if (endpoint === userProfile) return Promise.resolve(clientProfile);
  if (endpoint === getAreaList) return Promise.resolve(AREAS);
  if (endpoint === getSecurityOverview) return Promise.resolve(security);
  if (endpoint === stepUp) return Promise.resolve({ token: TOKEN, expires_at: Date.now() + 300_000 });
  if (endpoint === setLimit) {
    const { amount, step_up_token: token } = input as { amount: string; step_up_token?: string };
    const loosens = amount === '' || Number(amount) > 500;
    if (loosens && token !== TOKEN) return Promise.reject(new ApiCallError(CODE.STEP_UP_REQUIRED, 'Please confirm it is you to continue.'));
    return Promise.resolve(overview);
  }
  if (endpoint === startCoolOff) {
    overview = { ...overview, cool_off_until: COOL_OFF_UNTIL };
    return Promise.resolve(overview);
  }
  if (endpoint === selfExclude) {
    overview = { ...overview, excluded_indefinitely: true };
    return Promise.resolve(overview);
  }
  return Promise.resolve(null);
}

/** A time as the screen writes it, its spaces plain (as the text matchers read them). */
const timeText = (ms: number) => dateTimeText(ms, intlTag(store.get(localeAtom))).replace(/\s+/g, ' ');
const textOf = (element: HTMLElement) => element.textContent.replace(/\s+/g, ' ');

function show(change: Partial<LimitsOverview> = {}, client: ClientProfile = profile()) {
  overview = overviewWith(change);
  clientProfile = client;
  renderScreen(() => <LimitsScreen />, '/mine/limits');
}

/** Opens the sheet of one limit, by a tap on its row. */
async function edit(testId: string) {
  const row = await screen.findByTestId(testId);
  fireEvent.click(row.closest('button')!);
  return screen.findByRole('dialog');
}

beforeEach(() => {
  signedInAnswering(call, () => null);
  call.mockImplementation((endpoint, input) => answer(endpoint, input));
});

describe('the limits', () => {
  it('show each amount, what the period used and when it ends, and a loosening that waits', async () => {
    show();
    const depositDay = await screen.findByTestId('limit-deposit-day');
    expect(textOf(depositDay)).toContain('Deposited this period: 120.00 USD');
    expect(textOf(depositDay)).toContain(`This period ends ${timeText(DAY_ENDS)}`);
    expect(textOf(within(depositDay).getByTestId('pending-change'))).toBe(`Becomes 800.00 USD on ${timeText(RAISED_AT)}`);
    const lossWeek = screen.getByTestId('limit-loss-week');
    expect(textOf(lossWeek)).toContain('Lost this period: 45.50 USD');
    expect(textOf(lossWeek)).toContain(`This period ends ${timeText(WEEK_ENDS)}`);
    expect(textOf(within(lossWeek).getByTestId('pending-change'))).toBe(`Removed on ${timeText(REMOVED_AT)}`);
    expect(textOf(depositDay.closest('button')!)).toContain('500.00 USD');
    expect(textOf(screen.getByTestId('limit-deposit-week').closest('button')!)).toContain('No limit');
    expect(within(screen.getByTestId('limit-deposit-week')).queryByTestId('pending-change')).toBeNull();
  });

  it('say before saving that a lower limit takes effect now and a higher one in 24 hours', async () => {
    show();
    const sheet = await edit('limit-deposit-day');
    const amount = within(sheet).getByRole('textbox', { name: 'Amount (USD)' });
    expect((amount as HTMLInputElement).value).toBe('500.00');
    fireEvent.change(amount, { target: { value: '400' } });
    expect(within(sheet).getByTestId('takes-effect').textContent).toBe('This takes effect now.');
    fireEvent.change(amount, { target: { value: '900' } });
    expect(within(sheet).getByTestId('takes-effect').textContent).toMatch(/^This takes effect in 24 hours, on /);
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByText('The amount must be more than 0')).toBeTruthy();
    expect(within(sheet).queryByTestId('takes-effect')).toBeNull();
    expect(callsTo(call, setLimit)).toHaveLength(0);
  });

  it('set a new limit at once, with no step-up', async () => {
    show();
    const sheet = await edit('limit-loss-day');
    const amount = within(sheet).getByRole('textbox', { name: 'Amount (USD)' });
    fireEvent.change(amount, { target: { value: '250' } });
    expect(within(sheet).getByTestId('takes-effect').textContent).toBe('This takes effect now.');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(call, setLimit).map(([, input]) => input)).toEqual([{ kind: 'loss', period: 'day', amount: '250' }]);
  });

  it('loosen only once the user confirmed it is them, when the server asks (9002)', async () => {
    show();
    const sheet = await edit('limit-deposit-day');
    fireEvent.change(within(sheet).getByRole('textbox', { name: 'Amount (USD)' }), { target: { value: '900' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(confirm).getByLabelText('Authentication code'), { target: { value: '654321' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(call, setLimit)).toHaveLength(2));
    expect(callsTo(call, setLimit).map(([, input]) => input)).toEqual([
      { kind: 'deposit', period: 'day', amount: '900', step_up_token: undefined },
      { kind: 'deposit', period: 'day', amount: '900', step_up_token: TOKEN },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the cool-off and self-exclusion', () => {
  it('start a cool-off only once confirmed, then say until when', async () => {
    show();
    const section = await screen.findByTestId('cool-off');
    fireEvent.change(within(section).getByRole('textbox', { name: 'Days' }), { target: { value: '7' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Start a cool-off' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Cool off for 7 days?' });
    expect(asked.textContent).toMatch(/cannot be ended early/);
    expect(callsTo(call, startCoolOff)).toHaveLength(0);
    fireEvent.click(within(asked).getByRole('button', { name: 'Start the cool-off' }));
    await waitFor(() => expect(textOf(screen.getByTestId('cool-off'))).toContain(`Cooling off until ${timeText(COOL_OFF_UNTIL)}`));
    expect(callsTo(call, startCoolOff).map(([, input]) => input)).toEqual([{ days: 7 }]);
  });

  it('exclude only once the user said they understand it cannot be ended early', async () => {
    show();
    const section = await screen.findByTestId('self-exclusion');
    fireEvent.click(within(section).getByRole('radio', { name: 'Indefinitely' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Exclude myself' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Exclude yourself with no end?' });
    const exclude = within(asked).getByRole<HTMLButtonElement>('button', { name: 'Exclude me' });
    expect(exclude.disabled).toBe(true);
    fireEvent.click(within(asked).getByRole('checkbox', { name: 'I understand that I cannot end it early' }));
    fireEvent.click(exclude);
    await waitFor(() => expect(textOf(screen.getByTestId('self-exclusion'))).toContain('You have excluded yourself indefinitely.'));
    expect(callsTo(call, selfExclude).map(([, input]) => input)).toEqual([{ indefinite: true }]);
  });
});

describe('the client profile', () => {
  it('says where the client lives, their category and what their rules allow them', async () => {
    // A close-out level of the rule set's own, above the platform's 50%.
    show({}, profile({ close_out_level: '0.75' }));
    const section = (await screen.findByRole('heading', { name: 'Your client profile' })).closest('section')!;
    // The country's name in the language the screen is in.
    const germany = new Intl.DisplayNames([intlTag(store.get(localeAtom))], { type: 'region' }).of('DE')!;
    await waitFor(() => expect(textOf(section)).toContain(germany));
    const text = textOf(section);
    for (const shown of ['Retail', 'Rules that apply', 'EU', 'Crypto 5:1', 'Margin close-out level', '75%']) expect(text).toContain(shown);
    expect(text).toMatch(/Short-expiry options\s*Not offered/);
    expect(text).toMatch(/Copy trading\s*Offered/);
    // Told once: the country is not a button.
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('shows no caps for a professional client, the platform’s close-out level, and asks a client who has not said where they live', async () => {
    show({}, profile({ residence: null, category: 'professional', leverage_caps: {}, close_out_level: null, options_offered: true }));
    const section = (await screen.findByRole('heading', { name: 'Your client profile' })).closest('section')!;
    await waitFor(() => expect(textOf(section)).toContain('Professional'));
    expect(textOf(section)).toMatch(/Leverage caps\s*None/);
    expect(textOf(section)).toMatch(/Margin close-out level.*50%/);
    expect(textOf(section)).toMatch(/Short-expiry options\s*Offered/);
    fireEvent.click(within(section).getByRole('button', { name: /Country of residence/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('a demo account', () => {
  it('is told it has no limits, and nothing is asked', async () => {
    store.set(sessionAtom, { token: 'token-demo', user: { uid: 9, email: '', is_demo: 1 } } as never);
    renderScreen(() => <LimitsScreen />, '/mine/limits');
    expect(await screen.findByText(/has no trading limits/)).toBeTruthy();
    expect(callsTo(call, limits)).toHaveLength(0);
  });
});
