import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminLogin, adminLoginSecondFactor, type OperatorSecondFactorChallenge } from '../../../../../common/api/admin';
import type { AnyEndpoint } from '../../../../../common/api/endpoint';
import { CODE } from '../../../../../common/envelope';
import { adminApi } from '../../../../../src/admin/api';
import { LoginScreen } from '../../../../../src/admin/shell/LoginScreen';
import { operatorSessionAtom, store } from '../../../../../src/admin/store';
import { ApiCallError } from '../../../../../src/lib/http/errors';

// The console's sign-in in two steps (issue 33): the password, then the authenticator app's code, which an operator
// without an app sets up in the second step from its QR code or its key. A challenge that is gone sends the operator
// back to the password with the server's reason.

vi.mock('../../../../../src/admin/api', () => ({ adminApi: vi.fn(), allows: () => true }));
vi.mock('../../../../../src/admin/routing/links', () => ({ ConsoleRedirect: () => <p>Signed in</p> }));
const call = vi.mocked(adminApi);

const OPERATOR = { id: 3, email: 'desk@example.com', role: 'support' as const };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function answering(challenge: OperatorSecondFactorChallenge, second: () => Promise<unknown>): void {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) => {
    if (endpoint === adminLogin) {
      const message = challenge.setup ? 'Set your app up.' : 'Enter your code.';
      return Promise.reject(new ApiCallError(CODE.SECOND_FACTOR_NEEDED, message, challenge));
    }
    if (endpoint === adminLoginSecondFactor) return second();
    return Promise.reject(new Error(`unexpected call ${endpoint.path}`));
  });
}

function show(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <LoginScreen />
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
}

async function givePassword(): Promise<void> {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: OPERATOR.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'desk password 12345' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByLabelText('Authentication code');
}

beforeEach(() => store.set(operatorSessionAtom, null));

describe("the console's sign-in", () => {
  it('sets the app up in the second step and signs in with its first code', async () => {
    answering(
      { challenge_id: 'challenge-1', setup: { secret: SECRET, uri: 'otpauth://totp/x', qr: 'data:image/svg+xml;base64,AAAA' } },
      () => Promise.resolve({ token: 'session-token', operator: OPERATOR }),
    );
    show();
    await givePassword();
    expect(screen.getByRole('heading', { name: 'Set up your authenticator app' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src')).toBe(
      'data:image/svg+xml;base64,AAAA',
    );
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    // Letters are dropped as typed, and five digits are not sent.
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '12a345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(await screen.findByText('Enter the 6 digits from your authenticator app.')).toBeTruthy();
    expect(call.mock.calls.filter(([endpoint]) => endpoint === adminLoginSecondFactor)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    await screen.findByText('Signed in');
    expect(call).toHaveBeenCalledWith(adminLoginSecondFactor, { challenge_id: 'challenge-1', totp_code: '123456' }, { silent: true });
    expect(store.get(operatorSessionAtom)).toEqual({ token: 'session-token', operator: OPERATOR });
  });

  it('asks an operator with an app for its code only, and tells a wrong one at the field', async () => {
    answering({ challenge_id: 'challenge-2' }, () => Promise.reject(new ApiCallError(CODE.CODE_INVALID, 'The code is not right.', null)));
    show();
    await givePassword();
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The code is not right.')).toBeTruthy();
    expect(store.get(operatorSessionAtom)).toBeNull();
  });

  it('goes back to the password with the reason when the challenge is gone', async () => {
    answering({ challenge_id: 'challenge-3' }, () =>
      Promise.reject(new ApiCallError(CODE.SECOND_FACTOR_STATE, 'This sign-in has expired.', null)),
    );
    show();
    await givePassword();
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This sign-in has expired.');
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });
});
