import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDetail } from '../../../../../common/api/admin-console';
import type { AnyEndpoint } from '../../../../../common/api/endpoint';
import { adminApi } from '../../../../../src/admin/api';
import { AdjustmentPanel } from '../../../../../src/admin/customers/AdjustmentPanel';
import { renderAsOperator } from './render';

// A manual balance adjustment moves money, so nothing is sent on the form's button (issue 31): the form is checked
// first (a debit no more than is available, at most 2 decimals, a reason), then read back in a dialog whose confirm
// alone sends it, with a key made for this one adjustment that a second confirm after a lost answer sends again.
vi.mock('../../../../../src/admin/api', () => ({
  adminApi: vi.fn(),
  allows: (endpoint: AnyEndpoint, role?: string) => role !== undefined && (endpoint.roles ?? ['admin']).includes(role as never),
}));
const call = vi.mocked(adminApi);

const customer: CustomerDetail = {
  id: 42,
  uid: '8000042',
  email: 'ada@example.com',
  mobile: null,
  is_demo: false,
  is_simulated: false,
  suspended: false,
  frozen: false,
  created_at: 1_764_000_000_000,
  identity_status: 2,
  flags: [],
  accounts: [
    { kind: 'funding', available: '250.00', locked: '0.00' },
    { kind: 'micro', available: '10.00', locked: '0.00' },
    { kind: 'forex', available: '0.00', locked: '0.00' },
  ],
  invite_code: 'ABCD',
  inviter_uid: null,
  suspended_at: null,
  identity: null,
  safeguards: {
    allow_list: false,
    withdrawals_locked_until: null,
    withdrawals_lock_reason: null,
    withdrawals_suspended_until: null,
    frozen_at: null,
    anti_phishing_code_set: false,
  },
};

const sent = () => call.mock.calls.filter(([endpoint]) => endpoint.method === 'POST');

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) =>
    Promise.resolve(endpoint.method === 'GET' ? { data: [], total: 0 } : { id: 1, status: 1 }),
  );
});

function fill(amount: string, reason: string) {
  fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: reason } });
}

describe('adjusting a customer’s balance', () => {
  it('sends only from the confirmation, which reads the adjustment back, with the same key on a second try', async () => {
    renderAsOperator('finance', <AdjustmentPanel customer={customer} />);
    fireEvent.change(screen.getByLabelText('Credit or debit'), { target: { value: 'debit' } });
    fill(' 120.5 ', ' Fee charged twice ');
    fireEvent.click(screen.getByRole('button', { name: 'Debit…' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Debit (takes from the balance)')).toBeTruthy();
    expect(within(dialog).getByText('120.50')).toBeTruthy();
    expect(within(dialog).getByText('Fee charged twice')).toBeTruthy();
    expect(sent()).toEqual([]);

    // The first answer is lost (the network dropped): the operator confirms again.
    call.mockImplementationOnce(() => Promise.reject(new Error('network')));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Debit' }));
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Debit' }));
    await vi.waitFor(() => expect(sent()).toHaveLength(2));

    const [first, second] = sent().map(([, input]) => input as Record<string, string>);
    expect(first).toEqual({
      user_id: 42,
      account: 'funding',
      direction: 'debit',
      amount: '120.5',
      reason: 'Fee charged twice',
      key: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
    });
    expect(second?.key).toBe(first?.key);
  });

  it('refuses a debit of more than is available, over-precise amounts and a missing reason, opening nothing', () => {
    renderAsOperator('finance', <AdjustmentPanel customer={customer} />);
    fireEvent.change(screen.getByLabelText('Credit or debit'), { target: { value: 'debit' } });
    fill('250.01', 'Too much');
    fireEvent.click(screen.getByRole('button', { name: 'Debit…' }));
    expect(screen.getByText('A debit can take at most what is available: 250.00 USD.')).toBeTruthy();

    fill('1.005', 'Precise');
    fireEvent.click(screen.getByRole('button', { name: 'Debit…' }));
    expect(screen.getByText('The amount can have at most 2 decimals.')).toBeTruthy();

    fill('5', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Debit…' }));
    expect(screen.getByText('Write the reason first.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('is not offered to a role that does not handle money', () => {
    renderAsOperator('support', <AdjustmentPanel customer={customer} />);
    expect(screen.queryByRole('button', { name: 'Credit…' })).toBeNull();
  });

  it('is not offered on a demo account', () => {
    renderAsOperator('admin', <AdjustmentPanel customer={{ ...customer, is_demo: true }} />);
    expect(screen.queryByRole('button', { name: 'Credit…' })).toBeNull();
  });
});
