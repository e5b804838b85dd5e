import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAreaList, register } from '@common/api/access';
import { getSetting } from '@common/api/settings';
import { RegisterScreen } from '../../../../../src/features/account/RegisterScreen';
import { api } from '../../../../../src/lib/http/api';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

beforeEach(() => {
  call.mockReset();
  store.set(sessionAtom, null);
  // The operator hides the phone fields; anything else the form asks for is answered per test.
  call.mockImplementation((endpoint) =>
    endpoint === getSetting ? Promise.resolve({ key: 'is_show_mobile', value: '0' }) : Promise.reject(new Error('not expected')),
  );
});

async function shown() {
  renderScreen(() => <RegisterScreen />, '/register');
  return screen.findByRole('heading', { name: 'Create your account' });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sentRegister = () => call.mock.calls.filter(([endpoint]) => endpoint === register);

describe('the register form', () => {
  it('refuses what the server would, with a message under each field, and sends nothing', async () => {
    await shown();
    type('Email', 'ann');
    type('Password', 'short');
    type('Repeat password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('The password must be 8 to 64 characters')).toBeTruthy();
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
    expect(sentRegister()).toHaveLength(0);
  });

  it('says when the repeat does not match', async () => {
    await shown();
    type('Email', 'ann@example.com');
    type('Password', 'correct horse');
    type('Repeat password', 'correct horsE');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(sentRegister()).toHaveLength(0);
  });

  it('asks for the country of residence (issue 38)', async () => {
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please choose your country of residence')).toBeTruthy();
    expect(sentRegister()).toHaveLength(0);
  });

  it('sends a valid form as the server takes it and signs in', async () => {
    call.mockImplementation((endpoint) => {
      if (endpoint === getSetting) return Promise.resolve({ key: 'is_show_mobile', value: '0' });
      if (endpoint === getAreaList) return Promise.resolve([{ id: 7, code: 'DE', global_code: '49' }]);
      if (endpoint === register) return Promise.resolve({ token: 'token-2', user: { uid: 2, email: 'ann@example.com', is_demo: 0 } });
      return Promise.reject(new Error('not expected'));
    });
    await shown();
    type('Email', ' Ann@Example.com ');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Country of residence' }), { target: { value: 'DE' } });
    type('Password', 'correct horse');
    type('Repeat password', 'correct horse');
    fireEvent.change(screen.getByRole('textbox', { name: /verification code/i }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.get(sessionAtom)?.token).toBe('token-2'));
    expect(sentRegister()[0]?.[1]).toEqual({
      type: 'email',
      account: 'Ann@Example.com',
      password: 'correct horse',
      re_password: 'correct horse',
      sms_code: '123456',
      residence: 'DE',
    });
  });
});
