import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import {
  disableTotp,
  getSecurityOverview,
  regenerateRecoveryCodes,
  stepUp,
  type SecurityOverview,
  type TotpStatus,
} from '@common/api/security';
import { CODE } from '@common/envelope';
import { SecurityScreen } from '../../../../../src/features/security/SecurityScreen';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { renderRouted, renderScreen, whereNow } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// The security screen (issue 33): the authenticator app's state with what can be done about it, the recovery codes
// left, the way to the log; a demo account told why it has none of it. Turning the app off and making new codes are
// refused 9002 without a step-up: the screen asks "confirm it is you" and sends them again with the token.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const TOKEN = 'S'.repeat(43);
const CODES = ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH', 'JJJJ-KKKK-MMMM-NNNN'];
let overview: SecurityOverview;

/** The server as it is: the second-factor changes go through only with the token step_up handed out. */
function answer(endpoint: AnyEndpoint, input: unknown): Promise<unknown> {
  const token = (input as { step_up_token?: string } | undefined)?.step_up_token;
  if (endpoint === getSecurityOverview) return Promise.resolve(overview);
  if (endpoint === stepUp) return Promise.resolve({ token: TOKEN, expires_at: Date.now() + 300_000 });
  if (endpoint === disableTotp || endpoint === regenerateRecoveryCodes) {
    if (token !== TOKEN) return Promise.reject(new ApiCallError(CODE.STEP_UP_REQUIRED, 'Please confirm it is you to continue.'));
    return Promise.resolve(endpoint === disableTotp ? null : { recovery_codes: CODES });
  }
  return Promise.resolve(null);
}

/** What the overview answers, with only the authenticator app's part set (the other sections are not this screen's). */
function overviewOf(totp: TotpStatus, left = 0): SecurityOverview {
  return {
    totp,
    recovery_codes_left: left,
    passkeys: [],
    safeguards: { allow_list: false, withdrawals_locked_until: null, withdrawals_lock_reason: null, withdrawals_suspended_until: null },
    frozen: false,
    anti_phishing_code: null,
  };
}

function showWith(totp: TotpStatus, left = 0) {
  overview = overviewOf(totp, left);
  renderScreen(() => <SecurityScreen />, '/mine/security');
}

beforeEach(() => {
  signedInAnswering(call, () => null);
  call.mockImplementation((endpoint, input) => answer(endpoint, input));
});
afterEach(() => vi.restoreAllMocks());

describe('the authenticator app’s state', () => {
  it('is off with a way to set it up, and no recovery codes', async () => {
    showWith('off');
    const section = await screen.findByTestId('authenticator-section');
    expect(within(section).getByText('Off')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Set up' })).toBeTruthy();
    expect(screen.queryByTestId('recovery-codes-section')).toBeNull();
    expect(screen.getByRole('button', { name: /Security log/ })).toBeTruthy();
  });

  it('is not finished while it waits for a first code, with a way to finish', async () => {
    showWith('pending');
    const section = await screen.findByTestId('authenticator-section');
    expect(within(section).getByText('Not finished')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Finish setting up' })).toBeTruthy();
    expect(screen.queryByTestId('recovery-codes-section')).toBeNull();
  });

  it('is on with a way to turn it off, and the recovery codes left', async () => {
    showWith('on', 7);
    const section = await screen.findByTestId('authenticator-section');
    expect(within(section).getByText('On')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeTruthy();
    expect(screen.getByTestId('recovery-codes-left').textContent).toBe('7');
    expect(screen.getByRole('button', { name: 'Make new codes' })).toBeTruthy();
  });

  it('disables what writes while offline, and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    showWith('on', 7);
    const off = await screen.findByRole('button', { name: 'Turn off' });
    expect((off as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Make new codes' }).disabled).toBe(true);
    expect(screen.getByTestId('offline-reason')).toBeTruthy();
  });
});

describe('the ways to the other security screens', () => {
  it('leads to the devices and sessions', async () => {
    overview = overviewOf('off');
    const { router } = renderRouted(() => <SecurityScreen />, '/mine/security');
    fireEvent.click(await screen.findByRole('button', { name: /Devices and sessions/ }));
    await vi.waitFor(() => expect(whereNow(router).pathname).toBe('/mine/security/sessions'));
  });
});

describe('a demo account', () => {
  it('is told that it holds no real money and has none of this, and asks the server nothing', async () => {
    store.set(sessionAtom, { token: 'token-1', user: { uid: 7, email: null, is_demo: 1 } } as never);
    renderScreen(() => <SecurityScreen />, '/mine/security');
    expect(await screen.findByText(/A demo account holds no real money/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(call, getSecurityOverview)).toHaveLength(0);
  });

  it('is told the same when the server refuses the overview as a demo account’s (2001)', async () => {
    call.mockImplementation((endpoint) =>
      endpoint === getSecurityOverview
        ? Promise.reject(new ApiCallError(CODE.ONLY_REAL_ACCOUNT, 'This is a demo account.'))
        : Promise.resolve(null),
    );
    renderScreen(() => <SecurityScreen />, '/mine/security');
    expect(await screen.findByText(/A demo account holds no real money/)).toBeTruthy();
    expect(screen.queryByText('Could not load')).toBeNull();
  });
});

/** Confirms the step-up dialog with an app code. */
async function confirmItIsMe() {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  fireEvent.change(within(dialog).getByLabelText('Authentication code'), { target: { value: '654321' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('turning the app off', () => {
  it('is answered 9002, asks for a step-up of a second-factor change, then sends it again with the token', async () => {
    showWith('on', 10);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const question = await screen.findByRole('alertdialog', { name: 'Turn off the authenticator app?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Turn off' }));
    await confirmItIsMe();
    await vi.waitFor(() => expect(callsTo(call, disableTotp)).toHaveLength(2));
    expect(callsTo(call, stepUp)[0]?.[1]).toEqual({ kind: 'second_factor', code: '654321' });
    const [first, second] = callsTo(call, disableTotp);
    expect(first?.[1]).toEqual({ step_up_token: undefined });
    // The first try is quiet: its 9002 opens the dialog rather than a toast.
    expect(first?.[2]).toMatchObject({ silent: true });
    expect(second?.[1]).toEqual({ step_up_token: TOKEN });
    expect(second?.[2]).toMatchObject({ silent: false });
    // The overview is asked again once the app is off.
    await vi.waitFor(() => expect(callsTo(call, getSecurityOverview).length).toBeGreaterThanOrEqual(2));
  });

  it('sends nothing more when the step-up is cancelled', async () => {
    showWith('on', 10);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Turn off' }).disabled).toBe(false));
    expect(callsTo(call, disableTotp)).toHaveLength(1);
  });
});

describe('new recovery codes', () => {
  it('are made after a step-up and shown once, until the user says they saved them', async () => {
    showWith('on', 2);
    fireEvent.click(await screen.findByRole('button', { name: 'Make new codes' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make new codes' }));
    await confirmItIsMe();
    const shown = await screen.findByTestId('recovery-codes');
    expect(callsTo(call, regenerateRecoveryCodes).map(([, input]) => input)).toEqual([
      { step_up_token: undefined },
      { step_up_token: TOKEN },
    ]);
    for (const code of CODES) expect(within(shown).getByText(code)).toBeTruthy();
    const done = within(shown).getByRole<HTMLButtonElement>('button', { name: 'Done' });
    expect(done.disabled).toBe(true);
    fireEvent.click(within(shown).getByLabelText('I have saved these codes somewhere safe'));
    expect(done.disabled).toBe(false);
    fireEvent.click(done);
    await screen.findByTestId('authenticator-section');
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    for (const code of CODES) expect(screen.queryByText(code)).toBeNull();
  });
});
