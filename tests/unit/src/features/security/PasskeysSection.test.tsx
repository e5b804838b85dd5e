import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { passkeyOptions, registerPasskey, removePasskey, type PasskeyItem } from '@common/api/passkeys';
import { getSecurityOverview, stepUp, type SecurityOverview, type TotpStatus } from '@common/api/security';
import { CODE } from '@common/envelope';
import { SecurityScreen } from '../../../../../src/features/security/SecurityScreen';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { dateTimeText } from '../../../../../src/lib/format';
import { intlTag } from '../../../../../src/lib/i18n';
import { localeAtom, store } from '../../../../../src/lib/store';
import { toast } from '../../../../../src/ui/toast/toast-store';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// The passkeys on the security screen (issue 33): each one named, with when it was added and last used; removing one
// through "confirm it is you" (9002, then the step-up, then the same call with its token); adding one, named from the
// device first, made by the browser's prompt (mocked here: jsdom has no WebAuthn) and sent as the browser's JSON, and
// sent once more with a token when the account already has a second factor. Closing the prompt is told nothing.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: vi.fn(),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
const call = vi.mocked(api);
const supports = vi.mocked(browserSupportsWebAuthn);
const register = vi.mocked(startRegistration);

const TOKEN = 'S'.repeat(43);
const CHALLENGE = 'C'.repeat(43);
const ADDED = Date.UTC(2026, 9, 1, 8, 0);
const USED = Date.UTC(2026, 10, 20, 9, 30);
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CREATION_OPTIONS = {
  challenge: 'abc',
  rp: { name: 'Meridian', id: 'localhost' },
  user: { id: 'dQ', name: 'ann', displayName: 'ann' },
};
const MADE = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'o2' } };

const KEY: PasskeyItem = { id: 3, name: 'YubiKey 5C', created_at: ADDED, last_used_at: USED };
const PHONE: PasskeyItem = { id: 4, name: 'Pixel phone', created_at: ADDED + 86_400_000, last_used_at: null };

let overview: SecurityOverview;

function overviewOf(totp: TotpStatus, passkeys: PasskeyItem[]): SecurityOverview {
  return {
    totp,
    recovery_codes_left: totp === 'on' ? 10 : 0,
    passkeys,
    safeguards: { allow_list: false, withdrawals_locked_until: null, withdrawals_lock_reason: null, withdrawals_suspended_until: null },
    frozen: false,
    anti_phishing_code: null,
  };
}

/** The server as it is: a second-factor change goes through only with the token step_up handed out, when the account
 * has a second factor (adding the first passkey needs none). */
function answer(endpoint: AnyEndpoint, input: unknown): Promise<unknown> {
  const token = (input as { step_up_token?: string } | undefined)?.step_up_token;
  const protectedAccount = overview.totp === 'on' || overview.passkeys.length > 0;
  const refuse = () => Promise.reject(new ApiCallError(CODE.STEP_UP_REQUIRED, 'Please confirm it is you to continue.'));
  if (endpoint === getSecurityOverview) return Promise.resolve(overview);
  if (endpoint === stepUp) return Promise.resolve({ token: TOKEN, expires_at: Date.now() + 300_000 });
  if (endpoint === passkeyOptions) return Promise.resolve({ purpose: 'register', challenge_id: CHALLENGE, options: CREATION_OPTIONS });
  if (endpoint === removePasskey) return token === TOKEN ? Promise.resolve(null) : refuse();
  if (endpoint === registerPasskey) {
    if (protectedAccount && token !== TOKEN) return refuse();
    return Promise.resolve({ id: 9, name: (input as { name: string }).name, created_at: Date.now(), last_used_at: null });
  }
  return Promise.resolve(null);
}

function showWith(totp: TotpStatus, passkeys: PasskeyItem[]) {
  overview = overviewOf(totp, passkeys);
  renderScreen(() => <SecurityScreen />, '/mine/security');
}

const namingError = (name: string) => Object.assign(new Error('The browser says no.'), { name });

beforeEach(() => {
  signedInAnswering(call, () => null);
  call.mockImplementation((endpoint, input) => answer(endpoint, input));
  supports.mockReset().mockReturnValue(true);
  register.mockReset().mockResolvedValue(MADE as never);
});
afterEach(() => vi.restoreAllMocks());

/** Confirms the step-up dialog with an app code. */
async function confirmItIsMe() {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  fireEvent.change(within(dialog).getByLabelText('Authentication code'), { target: { value: '654321' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

/** Taps "Add a passkey" and gives the name dialog `name` (or leaves the suggestion when undefined). */
async function addNamed(name?: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
  if (name !== undefined) fireEvent.change(within(dialog).getByLabelText('Passkey name'), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

describe('the passkeys listed', () => {
  it('shows each one’s name, when it was added and when it was last used', async () => {
    showWith('on', [KEY, PHONE]);
    const rows = await screen.findAllByTestId('passkey');
    // As the screen reads it: the text matcher makes every space of the formatted time a plain one.
    const time = (ms: number) => dateTimeText(ms, intlTag(store.get(localeAtom))).replace(/\s+/g, ' ');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('YubiKey 5C')).toBeTruthy();
    expect(within(rows[0]!).getByText(`Added ${time(ADDED)}`)).toBeTruthy();
    expect(within(rows[0]!).getByText(`Last used ${time(USED)}`)).toBeTruthy();
    expect(within(rows[1]!).getByText('Pixel phone')).toBeTruthy();
    expect(within(rows[1]!).getByText('Never used')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Remove Pixel phone' })).toBeTruthy();
  });

  it('says when there are none', async () => {
    showWith('off', []);
    const section = await screen.findByTestId('passkeys-section');
    expect(within(section).getByText('No passkeys yet.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Add a passkey' })).toBeTruthy();
  });

  it('disables adding and removing while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    showWith('on', [KEY]);
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Remove YubiKey 5C' })).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add a passkey' }).disabled).toBe(true);
    expect(screen.getByTestId('offline-reason')).toBeTruthy();
  });
});

describe('removing a passkey', () => {
  it('asks first, then goes through the step-up and sends its id again with the token', async () => {
    showWith('on', [KEY, PHONE]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove YubiKey 5C' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove this passkey?' });
    expect(within(question).getByText('YubiKey 5C')).toBeTruthy();
    expect(within(question).getByText('You can no longer sign in or confirm it is you with it.')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await confirmItIsMe();
    await vi.waitFor(() => expect(callsTo(call, removePasskey)).toHaveLength(2));
    expect(callsTo(call, stepUp)[0]?.[1]).toEqual({ kind: 'second_factor', code: '654321' });
    expect(callsTo(call, removePasskey).map(([, input]) => input)).toEqual([
      { id: 3, step_up_token: undefined },
      { id: 3, step_up_token: TOKEN },
    ]);
    await vi.waitFor(() => expect(callsTo(call, getSecurityOverview).length).toBeGreaterThanOrEqual(2));
  });

  it('says so when it is the only second factor, and removes nothing when the answer is no', async () => {
    showWith('off', [KEY]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove YubiKey 5C' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove this passkey?' });
    expect(within(question).getByText(/It is your only second factor/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(call, removePasskey)).toHaveLength(0);
  });
});

describe('adding a passkey', () => {
  it('suggests the device’s name, makes the passkey and sends the browser’s answer as JSON', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    showWith('off', []);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Passkey name').value).toBe('Safari on iOS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(callsTo(call, registerPasskey)).toHaveLength(1));
    expect(callsTo(call, passkeyOptions)[0]?.[1]).toEqual({ purpose: 'register' });
    expect(register).toHaveBeenCalledWith({ optionsJSON: CREATION_OPTIONS });
    expect(callsTo(call, registerPasskey)[0]?.[1]).toEqual({
      challenge_id: CHALLENGE,
      name: 'Safari on iOS',
      response: JSON.stringify(MADE),
      step_up_token: undefined,
    });
    // The account's first second factor needs no step-up.
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
    await vi.waitFor(() => expect(callsTo(call, getSecurityOverview).length).toBeGreaterThanOrEqual(2));
  });

  it('is answered 9002 when the account has a second factor, and sends the same answer again after the step-up', async () => {
    showWith('on', [KEY]);
    await addNamed('  Work laptop  ');
    await confirmItIsMe();
    await vi.waitFor(() => expect(callsTo(call, registerPasskey)).toHaveLength(2));
    // One prompt and one challenge: the server left the challenge unspent on the 9002.
    expect(register).toHaveBeenCalledTimes(1);
    expect(callsTo(call, passkeyOptions)).toHaveLength(1);
    const [first, second] = callsTo(call, registerPasskey);
    const sent = { challenge_id: CHALLENGE, name: 'Work laptop', response: JSON.stringify(MADE) };
    expect(first?.[1]).toEqual({ ...sent, step_up_token: undefined });
    expect(first?.[2]).toMatchObject({ silent: true });
    expect(second?.[1]).toEqual({ ...sent, step_up_token: TOKEN });
    expect(callsTo(call, stepUp)[0]?.[1]).toEqual({ kind: 'second_factor', code: '654321' });
  });

  it('tells nothing and sends nothing when the user closes the browser’s prompt', async () => {
    const shown = vi.spyOn(toast, 'show');
    register.mockRejectedValue(namingError('NotAllowedError'));
    showWith('on', []);
    await addNamed();
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add a passkey' }).disabled).toBe(false));
    expect(callsTo(call, registerPasskey)).toHaveLength(0);
    expect(shown).not.toHaveBeenCalled();
  });

  it('says in words when the device already holds one of the user’s passkeys, or could not make one', async () => {
    const shown = vi.spyOn(toast, 'show');
    register.mockRejectedValueOnce(namingError('InvalidStateError')).mockRejectedValueOnce(namingError('UnknownError'));
    showWith('on', [KEY]);
    await addNamed();
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith('This device or security key already holds one of your passkeys.', 'error'));
    await vi.waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add a passkey' }).disabled).toBe(false));
    await addNamed();
    await vi.waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        'Your device could not make the passkey. Try again, or use another device or security key.',
        'error',
      ),
    );
    expect(callsTo(call, registerPasskey)).toHaveLength(0);
  });

  it('asks for a name before anything is sent', async () => {
    showWith('on', []);
    await addNamed('   ');
    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter a name for the passkey.');
    expect(callsTo(call, passkeyOptions)).toHaveLength(0);
    expect(register).not.toHaveBeenCalled();
  });

  it('is not offered where the browser cannot make passkeys, which is said', async () => {
    supports.mockReturnValue(false);
    showWith('on', [KEY]);
    const section = await screen.findByTestId('passkeys-section');
    expect(within(section).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(within(section).getByTestId('passkeys-unsupported').textContent).toMatch(/This browser cannot make passkeys/);
    // What is there can still be removed.
    expect(within(section).getByRole('button', { name: 'Remove YubiKey 5C' })).toBeTruthy();
  });
});
