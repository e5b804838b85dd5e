import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCaptcha, login, loginSecondFactor, type SecondFactorChallenge } from '@common/api/access';
import { passkeyLogin, passkeyLoginOptions } from '@common/api/passkeys';
import { CODE } from '@common/envelope';
import { LoginScreen } from '../../../../../src/features/account/LoginScreen';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';

// The HTTP client is replaced: these tests are about what the form checks and what it sends.
vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);
// The browser's passkey ceremony: jsdom has none, so each test says whether there is one and what it answers.
const webauthn = vi.hoisted(() => ({ supported: false, answer: { id: 'credential-1' } }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => webauthn.supported,
  startAuthentication: vi.fn(() => Promise.resolve(webauthn.answer)),
}));

const user = { uid: 1, email: 'ann@example.com', is_demo: 0 };

beforeEach(() => {
  call.mockReset();
  store.set(sessionAtom, null);
  webauthn.supported = false;
});

async function logIn() {
  await shown();
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse 1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const CHALLENGE: SecondFactorChallenge = { challenge_id: 'C'.repeat(43), factors: ['totp', 'recovery_code'] };
const needsSecondFactor = (challenge: SecondFactorChallenge) =>
  new ApiCallError(CODE.SECOND_FACTOR_NEEDED, 'This device is new to your account. Confirm it is you with your second factor.', challenge);

async function shown() {
  renderScreen(() => <LoginScreen />, '/login');
  return screen.findByRole('heading', { name: 'Welcome back' });
}

describe('the login form', () => {
  it('names each empty field under it and sends nothing', async () => {
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the trimmed email with the password as typed, and signs in with the answer', async () => {
    call.mockResolvedValue({ token: 'token-1', user });
    await shown();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ann@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: ' secret ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(sessionAtom)?.token).toBe('token-1'));
    expect(call).toHaveBeenCalledWith(login, { type: 'email', account: 'ann@example.com', password: ' secret ' }, { silent: true });
  });

  it('stays signed out when the server refuses', async () => {
    call.mockRejectedValue(new Error('refused'));
    await shown();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(call).toHaveBeenCalledOnce());
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('asks a new device for the second factor, and signs in with the code sent with the challenge', async () => {
    call.mockRejectedValueOnce(needsSecondFactor(CHALLENGE)).mockResolvedValueOnce({ token: 'token-2', user });
    await logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(store.get(sessionAtom)).toBeNull();
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.get(sessionAtom)?.token).toBe('token-2'));
    expect(call).toHaveBeenLastCalledWith(loginSecondFactor, { challenge_id: CHALLENGE.challenge_id, code: '123456' }, { silent: true });
    expect(dialog).toBeTruthy();
  });

  it('tells a wrong code at the field, and takes a recovery code instead', async () => {
    call
      .mockRejectedValueOnce(needsSecondFactor(CHALLENGE))
      .mockRejectedValueOnce(new ApiCallError(CODE.CODE_INVALID, 'The code is not right.'))
      .mockResolvedValueOnce({ token: 'token-3', user });
    await logIn();
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is not right.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abcd efgh jkmn pqrs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.get(sessionAtom)?.token).toBe('token-3'));
    expect(call).toHaveBeenLastCalledWith(
      loginSecondFactor,
      { challenge_id: CHALLENGE.challenge_id, code: 'ABCD-EFGH-JKMN-PQRS' },
      { silent: true },
    );
  });

  it('shows the picture captcha when the server asks for one after many wrong codes, and sends its answer', async () => {
    let completions = 0;
    call.mockImplementation((endpoint: unknown) => {
      if (endpoint === login) return Promise.reject(needsSecondFactor(CHALLENGE));
      if (endpoint === getCaptcha) return Promise.resolve({ key: 'picture-1', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
      completions += 1;
      if (completions === 1) return Promise.reject(new ApiCallError(CODE.CAPTCHA_REQUIRED, 'Enter the code in the picture to continue.'));
      return Promise.resolve({ token: 'token-7', user });
    });
    await logIn();
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the code in the picture to continue.')).toBeTruthy();
    await screen.findByRole('img', { name: 'Verification picture' });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: 'x7kq' } });
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.get(sessionAtom)?.token).toBe('token-7'));
    expect(call).toHaveBeenLastCalledWith(
      loginSecondFactor,
      { challenge_id: CHALLENGE.challenge_id, code: '654321', captcha_key: 'picture-1', captcha: 'x7kq' },
      { silent: true },
    );
  });

  it('closes the step when the challenge is gone, so the password is asked again', async () => {
    call
      .mockRejectedValueOnce(needsSecondFactor(CHALLENGE))
      .mockRejectedValueOnce(
        new ApiCallError(CODE.SECOND_FACTOR_STATE, 'This sign-in has expired or was already used. Please sign in again.'),
      );
    await logIn();
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    expect(store.get(sessionAtom)).toBeNull();
  });

  it("completes the step with the account's passkey, when it has one", async () => {
    webauthn.supported = true;
    const options = { challenge: 'abc', rpId: 'localhost', allowCredentials: [] };
    const challenge: SecondFactorChallenge = {
      challenge_id: 'C'.repeat(43),
      factors: ['passkey'],
      passkey: { challenge_id: 'P'.repeat(43), options },
    };
    call.mockRejectedValueOnce(needsSecondFactor(challenge)).mockResolvedValueOnce({ token: 'token-4', user });
    await logIn();
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(store.get(sessionAtom)?.token).toBe('token-4'));
    expect(call).toHaveBeenLastCalledWith(
      loginSecondFactor,
      { challenge_id: challenge.challenge_id, assertion: JSON.stringify(webauthn.answer), passkey_challenge_id: 'P'.repeat(43) },
      { silent: true },
    );
  });
});

describe('signing in with a passkey', () => {
  it('is offered only where the browser can use passkeys', async () => {
    await shown();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('signs in with the passkey the browser offers, with no email or password', async () => {
    webauthn.supported = true;
    call
      .mockResolvedValueOnce({ purpose: 'login', challenge_id: 'L'.repeat(43), options: { challenge: 'xyz' } })
      .mockResolvedValueOnce({ token: 'token-5', user });
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(store.get(sessionAtom)?.token).toBe('token-5'));
    expect(call).toHaveBeenNthCalledWith(1, passkeyLoginOptions, {});
    expect(call).toHaveBeenNthCalledWith(2, passkeyLogin, { challenge_id: 'L'.repeat(43), response: JSON.stringify(webauthn.answer) });
  });
});
