import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { freezeAccount, setAllowList, setAntiPhishingCode, setPayoutMethodAllowed } from '@common/api/safeguards';
import { getSecurityOverview, stepUp, type SecurityOverview } from '@common/api/security';
import { getDrawMethod, type DrawMethod } from '@common/api/withdraw';
import { CODE } from '@common/envelope';
import { SecurityScreen } from '../../../../../src/features/security/SecurityScreen';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { dateTimeText } from '../../../../../src/lib/format';
import { intlTag } from '../../../../../src/lib/i18n';
import { localeAtom, sessionAtom, store } from '../../../../../src/lib/store';
import { toast } from '../../../../../src/ui/toast/toast-store';
import { renderRouted, renderScreen, whereNow } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// The safeguards on the security screen (issue 33): the withdrawal allow-list with the payout methods under it (turning
// it off asked first, then 9002, the step-up and the same call with its token; allowing a method the same), the lock
// and suspension with their ends; the anti-phishing code set, cleared and refused here when too short; freezing the
// account, asked first, then sent, then signed out and sent to log in; an account already frozen told so.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const TOKEN = 'S'.repeat(43);
const LOCKED_UNTIL = Date.UTC(2026, 10, 30, 9, 15);
const SUSPENDED_UNTIL = Date.UTC(2026, 10, 30, 18, 40);

const COIN: DrawMethod = {
  id: 11,
  draw_type: 1,
  draw_currency_id: 1,
  draw_currency: { code: 'USDT', protocol: 'TRC20' },
  dc_address: 'TXyz1234abcd',
  bank_name: '',
  bank_address: '',
  bank_swift: '',
  payee_name: '',
  payee_account: '',
  receipt_currency: '',
  remark: '',
  usable_from: 0,
  allow_listed: false,
};
const BANK: DrawMethod = {
  ...COIN,
  id: 12,
  draw_type: 2,
  draw_currency: { code: 'EUR', protocol: '' },
  dc_address: '',
  bank_name: 'Alpha Bank',
  payee_account: 'DE001122',
  allow_listed: true,
};

let overview: SecurityOverview;

function overviewWith(change: Partial<SecurityOverview> = {}): SecurityOverview {
  return {
    totp: 'on',
    recovery_codes_left: 10,
    passkeys: [],
    safeguards: { allow_list: false, withdrawals_locked_until: null, withdrawals_lock_reason: null, withdrawals_suspended_until: null },
    frozen: false,
    anti_phishing_code: null,
    ...change,
  };
}

/** The server as it is: with a second factor on, loosening a limit goes through only with the step-up's token. */
function answer(endpoint: AnyEndpoint, input: unknown): Promise<unknown> {
  const token = (input as { step_up_token?: string } | undefined)?.step_up_token;
  const refuse = () => Promise.reject(new ApiCallError(CODE.STEP_UP_REQUIRED, 'Please confirm it is you to continue.'));
  if (endpoint === getSecurityOverview) return Promise.resolve(overview);
  if (endpoint === stepUp) return Promise.resolve({ token: TOKEN, expires_at: Date.now() + 300_000 });
  if (endpoint === getDrawMethod) return Promise.resolve((input as { draw_type: number }).draw_type === 1 ? [COIN] : [BANK]);
  if (endpoint === setAllowList) {
    const { on } = input as { on: boolean };
    if (!on && token !== TOKEN) return refuse();
    overview = { ...overview, safeguards: { ...overview.safeguards, allow_list: on } };
    return Promise.resolve(overview.safeguards);
  }
  if (endpoint === setPayoutMethodAllowed) {
    const { allowed } = input as { allowed: boolean };
    return allowed && token !== TOKEN ? refuse() : Promise.resolve(null);
  }
  if (endpoint === setAntiPhishingCode) {
    const { code } = input as { code: string };
    overview = { ...overview, anti_phishing_code: code === '' ? null : code };
    return Promise.resolve(null);
  }
  return Promise.resolve(null);
}

function showWith(change: Partial<SecurityOverview> = {}) {
  overview = overviewWith(change);
  renderScreen(() => <SecurityScreen />, '/mine/security');
}

/** A time as the screen reads it: the text matcher makes every space of the formatted time a plain one. */
const timeText = (ms: number) => dateTimeText(ms, intlTag(store.get(localeAtom))).replace(/\s+/g, ' ');

/** Confirms the step-up dialog with an app code. */
async function confirmItIsMe() {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  fireEvent.change(within(dialog).getByLabelText('Authentication code'), { target: { value: '654321' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

beforeEach(() => {
  signedInAnswering(call, () => null);
  call.mockImplementation((endpoint, input) => answer(endpoint, input));
});
afterEach(() => vi.restoreAllMocks());

describe('the withdrawal allow-list', () => {
  it('is turned on at once, with no question and no step-up', async () => {
    showWith();
    const section = await screen.findByTestId('withdrawal-safeguards-section');
    fireEvent.click(within(section).getByRole('switch', { name: 'Withdrawal allow-list' }));
    await vi.waitFor(() => expect(callsTo(call, setAllowList)).toHaveLength(1));
    expect(callsTo(call, setAllowList)[0]?.[1]).toEqual({ on: true, step_up_token: undefined });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
    await vi.waitFor(() => expect(callsTo(call, getSecurityOverview).length).toBeGreaterThanOrEqual(2));
  });

  it('is turned off after a question saying withdrawals pause for 24 hours, then the step-up and the call again', async () => {
    showWith({ safeguards: { ...overviewWith().safeguards, allow_list: true } });
    const section = await screen.findByTestId('withdrawal-safeguards-section');
    fireEvent.click(within(section).getByRole('switch', { name: 'Withdrawal allow-list' }));
    const question = await screen.findByRole('alertdialog', { name: 'Turn off the allow-list?' });
    expect(within(question).getByText(/Withdrawals are paused for 24 hours/)).toBeTruthy();
    expect(callsTo(call, setAllowList)).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Turn off' }));
    await confirmItIsMe();
    await vi.waitFor(() => expect(callsTo(call, setAllowList)).toHaveLength(2));
    expect(callsTo(call, stepUp)[0]?.[1]).toEqual({ kind: 'loosen_limit', code: '654321' });
    expect(callsTo(call, setAllowList).map(([, input]) => input)).toEqual([
      { on: false, step_up_token: undefined },
      { on: false, step_up_token: TOKEN },
    ]);
  });

  it('stays on when the question is answered no', async () => {
    showWith({ safeguards: { ...overviewWith().safeguards, allow_list: true } });
    fireEvent.click(await screen.findByRole('switch', { name: 'Withdrawal allow-list' }));
    const question = await screen.findByRole('alertdialog', { name: 'Turn off the allow-list?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(call, setAllowList)).toHaveLength(0);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Withdrawal allow-list' }).checked).toBe(true);
  });

  it('lists the payout methods, each with its switch when on, and allows one through the step-up', async () => {
    showWith({ safeguards: { ...overviewWith().safeguards, allow_list: true } });
    const rows = await screen.findAllByTestId('payout-method');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('USDT-TRC20')).toBeTruthy();
    expect(within(rows[1]!).getByText('Alpha Bank DE001122')).toBeTruthy();
    expect(within(rows[1]!).getByRole<HTMLInputElement>('switch').checked).toBe(true);
    const coin = within(rows[0]!).getByRole<HTMLInputElement>('switch', { name: 'Allow USDT-TRC20 TXyz1234abcd' });
    expect(coin.checked).toBe(false);
    fireEvent.click(coin);
    await confirmItIsMe();
    await vi.waitFor(() => expect(callsTo(call, setPayoutMethodAllowed)).toHaveLength(2));
    expect(callsTo(call, setPayoutMethodAllowed).map(([, input]) => input)).toEqual([
      { draw_method_id: 11, allowed: true, step_up_token: undefined },
      { draw_method_id: 11, allowed: true, step_up_token: TOKEN },
    ]);
    // The methods' marks are asked again, here and for the withdrawal's picker.
    await vi.waitFor(() => expect(callsTo(call, getDrawMethod).length).toBeGreaterThanOrEqual(4));
  });

  it('shows each method’s mark and no switches while the mode is off', async () => {
    showWith();
    const rows = await screen.findAllByTestId('payout-method');
    expect(within(rows[0]!).queryByRole('switch')).toBeNull();
    expect(within(rows[1]!).getByText('Allowed')).toBeTruthy();
  });
});

describe('a lock and a suspension', () => {
  it('are told with their ends and why', async () => {
    showWith({
      safeguards: {
        allow_list: false,
        withdrawals_locked_until: LOCKED_UNTIL,
        withdrawals_lock_reason: 'second_factor',
        withdrawals_suspended_until: SUSPENDED_UNTIL,
      },
    });
    expect((await screen.findByTestId('withdrawal-lock')).textContent.replace(/\s+/g, ' ')).toBe(
      `Withdrawals are locked until ${timeText(LOCKED_UNTIL)} because your two-step verification was changed.`,
    );
    expect(screen.getByTestId('withdrawal-suspension').textContent.replace(/\s+/g, ' ')).toBe(
      `Withdrawals are suspended until ${timeText(SUSPENDED_UNTIL)} because the allow-list was turned off.`,
    );
  });

  it('says the password change when that locked them, and nothing when nothing holds them', async () => {
    showWith({
      safeguards: { ...overviewWith().safeguards, withdrawals_locked_until: LOCKED_UNTIL, withdrawals_lock_reason: 'password' },
    });
    expect((await screen.findByTestId('withdrawal-lock')).textContent).toMatch(/because your password was changed\.$/);
    expect(screen.queryByTestId('withdrawal-suspension')).toBeNull();
  });
});

describe('the anti-phishing code', () => {
  it('says it is not set, explains itself, and is set from the form', async () => {
    showWith();
    const section = await screen.findByTestId('anti-phishing-section');
    expect(within(section).getByTestId('anti-phishing-code').textContent).toBe('Not set');
    expect(within(section).getByText('Every email from Meridian shows this code. An email without it is not from us.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Set a code' }));
    fireEvent.change(within(section).getByLabelText('Your anti-phishing code'), { target: { value: '  blue heron  ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(callsTo(call, setAntiPhishingCode)).toHaveLength(1));
    expect(callsTo(call, setAntiPhishingCode)[0]?.[1]).toEqual({ code: 'blue heron' });
    await vi.waitFor(() => expect(within(section).getByTestId('anti-phishing-code').textContent).toBe('blue heron'));
  });

  it('refuses a code too short here, sending nothing', async () => {
    showWith();
    const section = await screen.findByTestId('anti-phishing-section');
    fireEvent.click(within(section).getByRole('button', { name: 'Set a code' }));
    fireEvent.change(within(section).getByLabelText('Your anti-phishing code'), { target: { value: 'abc' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Enter 4 to 32 characters, on one line.')).toBeTruthy();
    expect(callsTo(call, setAntiPhishingCode)).toHaveLength(0);
  });

  it('shows the code set and clears it', async () => {
    showWith({ anti_phishing_code: 'blue heron' });
    const section = await screen.findByTestId('anti-phishing-section');
    expect(within(section).getByTestId('anti-phishing-code').textContent).toBe('blue heron');
    fireEvent.click(within(section).getByRole('button', { name: 'Remove the code' }));
    await vi.waitFor(() => expect(callsTo(call, setAntiPhishingCode)).toHaveLength(1));
    expect(callsTo(call, setAntiPhishingCode)[0]?.[1]).toEqual({ code: '' });
    await vi.waitFor(() => expect(within(section).getByTestId('anti-phishing-code').textContent).toBe('Not set'));
  });
});

describe('freezing the account', () => {
  it('asks first with what it does, then freezes, signs out and goes to log in', async () => {
    const shown = vi.spyOn(toast, 'show');
    overview = overviewWith();
    const { router } = renderRouted(() => <SecurityScreen />, '/mine/security');
    const section = await screen.findByTestId('freeze-section');
    fireEvent.click(within(section).getByRole('button', { name: 'Freeze my account' }));
    const question = await screen.findByRole('alertdialog', { name: 'Freeze your account now?' });
    expect(within(question).getByText(/Every session ends/)).toBeTruthy();
    expect(within(question).getByText('Withdrawals, transfers, new orders and new follows stop.')).toBeTruthy();
    expect(within(question).getByText('Your open positions stay open.')).toBeTruthy();
    expect(within(question).getByText(/Only support can unfreeze/)).toBeTruthy();
    expect(callsTo(call, freezeAccount)).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Freeze now' }));
    await vi.waitFor(() => expect(whereNow(router).pathname).toBe('/login'));
    expect(callsTo(call, freezeAccount)).toHaveLength(1);
    expect(store.get(sessionAtom)).toBeNull();
    expect(shown).toHaveBeenCalledWith(expect.stringMatching(/Your account is frozen and you are signed out/), 'success');
  });

  it('sends nothing when the answer is no', async () => {
    showWith();
    fireEvent.click(await screen.findByRole('button', { name: 'Freeze my account' }));
    const question = await screen.findByRole('alertdialog', { name: 'Freeze your account now?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(call, freezeAccount)).toHaveLength(0);
  });

  it('is not offered on an account already frozen, which is told so', async () => {
    showWith({ frozen: true });
    expect((await screen.findByTestId('frozen-notice')).textContent).toMatch(/Only support can unfreeze your account/);
    expect(screen.getByRole('heading', { name: 'Your account is frozen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Freeze my account' })).toBeNull();
  });
});
