import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { amendPassword } from '@common/api/access';
import { getSecurityOverview, stepUp, type SecurityOverview } from '@common/api/security';
import { CODE } from '@common/envelope';
import { PasswordScreen } from '../../../../../src/features/account/PasswordScreen';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { renderRouted, whereNow } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// Changing the password (issue 33): a user with a second factor is refused 9002 without a step-up token; the form
// asks "confirm it is you" and sends the change again with the token. A user without one sends it once, as before,
// and is taken back.
vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const TOKEN = 'S'.repeat(43);
const overview: SecurityOverview = {
  totp: 'on',
  recovery_codes_left: 10,
  passkeys: [],
  safeguards: { allow_list: false, withdrawals_locked_until: null, withdrawals_lock_reason: null, withdrawals_suspended_until: null },
  frozen: false,
  anti_phishing_code: null,
};
const CHANGE = { type: 'email', old_password: 'old-secret-1', password: 'new-secret-2', re_password: 'new-secret-2' };

beforeEach(() => signedInAnswering(call, () => null));

/** The server as it is for a user with the authenticator app: the change goes through only with a step-up token. */
function answeringWithSecondFactor() {
  call.mockImplementation((endpoint: AnyEndpoint, params) => {
    if (endpoint === getSecurityOverview) return Promise.resolve(overview);
    if (endpoint === stepUp) return Promise.resolve({ token: TOKEN, expires_at: Date.now() + 300_000 });
    if (endpoint === amendPassword && (params as { step_up_token?: string }).step_up_token !== TOKEN)
      return Promise.reject(new ApiCallError(CODE.STEP_UP_REQUIRED, 'Please confirm it is you to continue.'));
    return Promise.resolve(null);
  });
}

async function changePassword() {
  const { router } = renderRouted(() => <PasswordScreen />, '/mine/password');
  fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: CHANGE.old_password } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: CHANGE.password } });
  fireEvent.change(screen.getByLabelText('Repeat new password'), { target: { value: CHANGE.re_password } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  return router;
}

describe('changing the password', () => {
  it('is answered 9002, asks for a step-up of a password change, then sends it again with the token', async () => {
    answeringWithSecondFactor();
    const router = await changePassword();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(whereNow(router).pathname).toBe('/mine/password');
    fireEvent.change(within(dialog).getByLabelText('Authentication code'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(call, amendPassword)).toHaveLength(2));
    expect(callsTo(call, stepUp)[0]?.[1]).toEqual({ kind: 'password', code: '654321' });
    const [first, second] = callsTo(call, amendPassword);
    expect(first?.[1]).toEqual({ ...CHANGE, step_up_token: undefined });
    // The first try is quiet: its 9002 opens the dialog rather than a toast.
    expect(first?.[2]).toMatchObject({ silent: true });
    expect(second?.[1]).toEqual({ ...CHANGE, step_up_token: TOKEN });
    expect(second?.[2]).toEqual({ toastSuccess: true });
    await waitFor(() => expect(whereNow(router).pathname).toBe('/'));
  });

  it('stays on the form and sends nothing more when the step-up is cancelled', async () => {
    answeringWithSecondFactor();
    const router = await changePassword();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Change password' }).disabled).toBe(false));
    expect(callsTo(call, amendPassword)).toHaveLength(1);
    expect(whereNow(router).pathname).toBe('/mine/password');
  });

  it('is sent once, without a step-up, for a user without a second factor, and goes back', async () => {
    const router = await changePassword();
    await waitFor(() => expect(whereNow(router).pathname).toBe('/'));
    expect(callsTo(call, amendPassword).map(([, params]) => params)).toEqual([{ ...CHANGE, step_up_token: undefined }]);
    expect(callsTo(call, amendPassword)[0]?.[2]).toMatchObject({ toastSuccess: true });
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
    expect(callsTo(call, stepUp)).toHaveLength(0);
  });
});
