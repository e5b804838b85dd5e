import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@common/api/access';
import { LoginScreen } from '../../../../../src/features/account/LoginScreen';
import { api } from '../../../../../src/lib/http/api';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';

// The HTTP client is replaced: these tests are about what the form checks and what it sends.
vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const user = { uid: 1, email: 'ann@example.com', is_demo: 0 };

beforeEach(() => {
  call.mockReset();
  store.set(sessionAtom, null);
});

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
    expect(call).toHaveBeenCalledWith(login, { type: 'email', account: 'ann@example.com', password: ' secret ' });
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
});
