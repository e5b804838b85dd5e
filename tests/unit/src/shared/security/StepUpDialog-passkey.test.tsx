import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { passkeyOptions, type PasskeyItem } from '@common/api/passkeys';
import { getSecurityOverview, stepUp, type SecurityOverview, type TotpStatus } from '@common/api/security';
import { CODE } from '@common/envelope';
import { STEP_UP_KIND } from '@common/security';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { useStepUp } from '../../../../../src/shared/security';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// "Confirm it is you" with a passkey (issue 33): offered to a user who has one (the security overview says so), and
// the way the dialog opens on when it is the user's only factor. The options of a step-up's challenge, the browser's
// prompt (mocked: jsdom has no WebAuthn), then its answer as JSON to POST /api/security/step_up for the token.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: vi.fn(),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
const call = vi.mocked(api);
const supports = vi.mocked(browserSupportsWebAuthn);
const authenticate = vi.mocked(startAuthentication);

const TOKEN = 'A'.repeat(43);
const CHALLENGE = 'C'.repeat(43);
const REQUEST_OPTIONS = { challenge: 'abc', rpId: 'localhost', allowCredentials: [], userVerification: 'required' };
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'c2ln' },
  clientExtensionResults: {},
};
const KEY: PasskeyItem = { id: 3, name: 'YubiKey 5C', created_at: Date.UTC(2026, 9, 1), last_used_at: null };
const NOT_VERIFIED = 'This passkey could not be verified. Try again.';

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

function answers(endpoint: AnyEndpoint): unknown {
  if (endpoint === getSecurityOverview) return overview;
  if (endpoint === passkeyOptions) return { purpose: 'step_up', challenge_id: CHALLENGE, options: REQUEST_OPTIONS };
  if (endpoint === stepUp) return { token: TOKEN, expires_at: Date.now() + 300_000 };
  return null;
}

/** A screen that asks for a step-up of a withdrawal and shows what it got. */
function Asking() {
  const { confirm, dialog } = useStepUp();
  const [got, setGot] = useState<string>('nothing yet');
  return (
    <>
      <button type="button" onClick={() => void confirm(STEP_UP_KIND.WITHDRAWAL).then((token) => setGot(token ?? 'cancelled'))}>
        Withdraw
      </button>
      <output data-testid="got">{got}</output>
      {dialog}
    </>
  );
}

async function openDialogWith(totp: TotpStatus, passkeys: PasskeyItem[]): Promise<HTMLElement> {
  overview = overviewOf(totp, passkeys);
  renderScreen(() => <Asking />);
  fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
  return screen.findByRole('dialog', { name: 'Confirm it is you' });
}

const browserError = (name: string) => Object.assign(new Error('The browser says no.'), { name });

beforeEach(() => {
  signedInAnswering(call, answers);
  supports.mockReset().mockReturnValue(true);
  authenticate.mockReset().mockResolvedValue(ASSERTION as never);
});

describe('confirming with a passkey', () => {
  it('opens on the passkey when it is the user’s only factor, and sends the browser’s answer for the token', async () => {
    const dialog = await openDialogWith('off', [KEY]);
    const use = await within(dialog).findByRole('button', { name: 'Use a passkey' });
    expect(within(dialog).queryByLabelText('Authentication code')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /instead/ })).toBeNull();
    fireEvent.click(use);
    await vi.waitFor(() => expect(screen.getByTestId('got').textContent).toBe(TOKEN));
    expect(callsTo(call, passkeyOptions)[0]?.[1]).toEqual({ purpose: 'step_up' });
    expect(authenticate).toHaveBeenCalledWith({ optionsJSON: REQUEST_OPTIONS });
    expect(callsTo(call, stepUp)).toEqual([
      [stepUp, { kind: 'withdrawal', challenge_id: CHALLENGE, assertion: JSON.stringify(ASSERTION) }, { silent: true }],
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens on the app’s code when the app is on, and offers the passkey instead', async () => {
    const dialog = await openDialogWith('on', [KEY]);
    const instead = await within(dialog).findByRole('button', { name: 'Use a passkey instead' });
    expect(within(dialog).getByLabelText('Authentication code')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Use a recovery code instead' })).toBeTruthy();
    fireEvent.click(instead);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    await vi.waitFor(() => expect(screen.getByTestId('got').textContent).toBe(TOKEN));
    expect(callsTo(call, stepUp)[0]?.[1]).toMatchObject({ kind: 'withdrawal', challenge_id: CHALLENGE });
  });

  it('keeps the code path of a user without a passkey as it was', async () => {
    const dialog = await openDialogWith('on', []);
    expect(within(dialog).getByLabelText('Authentication code')).toBeTruthy();
    await vi.waitFor(() => expect(callsTo(call, getSecurityOverview)).toHaveLength(1));
    expect(within(dialog).queryByRole('button', { name: /passkey/ })).toBeNull();
  });

  it('offers no passkey beside the codes where the browser cannot use one', async () => {
    supports.mockReturnValue(false);
    const dialog = await openDialogWith('on', [KEY]);
    await vi.waitFor(() => expect(callsTo(call, getSecurityOverview)).toHaveLength(1));
    expect(within(dialog).getByLabelText('Authentication code')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /passkey/ })).toBeNull();
  });

  it('says nothing and stays when the user closes the browser’s prompt', async () => {
    authenticate.mockRejectedValueOnce(browserError('NotAllowedError'));
    const dialog = await openDialogWith('off', [KEY]);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Use a passkey' }));
    await vi.waitFor(() => expect(authenticate).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Use a passkey' }).disabled).toBe(false));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(callsTo(call, stepUp)).toHaveLength(0);
    expect(screen.getByTestId('got').textContent).toBe('nothing yet');
  });

  it('tells a failure of the device, and the server’s refusal in its words', async () => {
    authenticate.mockRejectedValueOnce(browserError('UnknownError'));
    const dialog = await openDialogWith('off', [KEY]);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Use a passkey' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your device could not use the passkey. Try again.');
    call.mockImplementation((endpoint) =>
      endpoint === stepUp ? Promise.reject(new ApiCallError(CODE.CODE_INVALID, NOT_VERIFIED)) : Promise.resolve(answers(endpoint)),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    await vi.waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(NOT_VERIFIED));
    expect(screen.getByTestId('got').textContent).toBe('nothing yet');
  });
});
