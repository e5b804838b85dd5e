import { cleanup, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDetail } from '../../../../../common/api/admin-console';
import type { AnyEndpoint } from '../../../../../common/api/endpoint';
import { adminApi } from '../../../../../src/admin/api';
import { SafeguardsPanel } from '../../../../../src/admin/customers/SafeguardsPanel';
import { renderAsOperator } from './render';

// The customer's account safeguards in the console (issue 33): read-only facts, and for a frozen account support's
// unfreeze, which needs a note of what was checked; a viewer sees the facts alone.

vi.mock('../../../../../src/admin/api', () => ({
  adminApi: vi.fn(),
  allows: (endpoint: AnyEndpoint, role?: string) => role !== undefined && (endpoint.roles ?? ['admin']).includes(role as never),
}));
const call = vi.mocked(adminApi);

const FROZEN_AT = 1_764_000_000_000;

const customer: CustomerDetail = {
  id: 42,
  uid: '8000042',
  email: 'ada@example.com',
  mobile: null,
  is_demo: false,
  is_simulated: false,
  suspended: false,
  frozen: false,
  created_at: 1_760_000_000_000,
  identity_status: 2,
  flags: [],
  accounts: [],
  invite_code: 'ABCD',
  inviter_uid: null,
  suspended_at: null,
  identity: null,
  safeguards: {
    allow_list: true,
    withdrawals_locked_until: FROZEN_AT + 3_600_000,
    withdrawals_lock_reason: 'password',
    withdrawals_suspended_until: null,
    frozen_at: FROZEN_AT,
    anti_phishing_code_set: true,
  },
};

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(() => Promise.resolve(customer.safeguards));
});

describe('the account safeguards panel', () => {
  it('shows the freeze, the allow-list, the lock with its reason and the code; support unfreezes with a note', async () => {
    renderAsOperator('support', <SafeguardsPanel customer={customer} />);
    expect(screen.getByText('Account safeguards')).toBeTruthy();
    expect(screen.getByText('On')).toBeTruthy();
    expect(screen.getByText(/\(password changed\)$/)).toBeTruthy();
    expect(screen.getByText('Set')).toBeTruthy();
    const unfreeze = screen.getByRole('button', { name: 'Unfreeze' });
    expect(unfreeze.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText(/^What was checked/), { target: { value: '  Called back; ID confirmed. ' } });
    fireEvent.click(unfreeze);
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    const [endpoint, input] = call.mock.calls[0]!;
    expect(endpoint.path).toBe('/admin/api/customers/unfreeze');
    expect(input).toEqual({ id: 42, note: 'Called back; ID confirmed.' });
  });

  it('offers a viewer no unfreeze, and an account not frozen none either', () => {
    renderAsOperator('viewer', <SafeguardsPanel customer={customer} />);
    expect(screen.queryByRole('button', { name: 'Unfreeze' })).toBeNull();
    cleanup();
    renderAsOperator('support', <SafeguardsPanel customer={{ ...customer, safeguards: { ...customer.safeguards, frozen_at: null } }} />);
    expect(screen.getByText('No')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unfreeze' })).toBeNull();
  });
});
