import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerFlag } from '../../../../../common/api/admin-customer-care';
import type { AnyEndpoint } from '../../../../../common/api/endpoint';
import { adminApi } from '../../../../../src/admin/api';
import { RiskFlagsPanel } from '../../../../../src/admin/customers/RiskFlagsPanel';
import { renderAsOperator } from './render';

// Risk flags on the customer screen (issue 31): each set flag shows why, who and when; setting or clearing one is
// confirmed in a dialog that takes the reason, and nothing is sent without one. "Do not pay out" says, before it is
// set, that the customer's withdrawals cannot be approved while it stands.
vi.mock('../../../../../src/admin/api', () => ({
  adminApi: vi.fn(),
  allows: (endpoint: AnyEndpoint, role?: string) => role !== undefined && (endpoint.roles ?? ['admin']).includes(role as never),
}));
const call = vi.mocked(adminApi);

const fraud: CustomerFlag = {
  flag: 'suspected_fraud',
  reason: 'Card reported <b>stolen</b>',
  operator_email: 'risk@example.com',
  set_at: 1_764_000_000_000,
};

const sent = () => call.mock.calls.filter(([endpoint]) => endpoint.method === 'POST').map(([, input]) => input);

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) => Promise.resolve((endpoint.method === 'GET' ? [fraud] : [fraud]) as never));
});

describe('risk flags on the customer screen', () => {
  it('show each set flag with its reason as text, who set it, and clear it only with a reason', async () => {
    renderAsOperator('support', <RiskFlagsPanel customerId={42} />);
    expect(await screen.findByText('Suspected fraud')).toBeTruthy();
    // The reason is the operator's text, shown as text: its markup is not drawn.
    expect(screen.getByText('Card reported <b>stolen</b>')).toBeTruthy();
    expect(screen.getByText('risk@example.com')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Clear “Suspected fraud”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear flag' }));
    expect(within(dialog).getByText('Write the reason first.')).toBeTruthy();
    expect(sent()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: ' Issuer withdrew the report ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear flag' }));
    await vi.waitFor(() =>
      expect(sent()).toEqual([{ id: 42, flag: 'suspected_fraud', action: 'clear', reason: 'Issuer withdrew the report' }]),
    );
  });

  it('sets "Do not pay out" after saying what it stops, and sends nothing when cancelled', async () => {
    renderAsOperator('finance', <RiskFlagsPanel customerId={42} />);
    const choice = await screen.findByLabelText('Flag to set');
    // A flag already set is not offered again.
    expect(within(choice).queryByText('Suspected fraud')).toBeNull();
    fireEvent.change(choice, { target: { value: 'do_not_pay_out' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set flag' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('No withdrawal of this customer can be approved until the flag is cleared.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Set flag' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.change(within(again).getByLabelText(/^Reason/), { target: { value: 'Account takeover suspected' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Set flag' }));
    await vi.waitFor(() =>
      expect(sent()).toEqual([{ id: 42, flag: 'do_not_pay_out', action: 'set', reason: 'Account takeover suspected' }]),
    );
  });

  it('lets a viewer read the flags but not change them', async () => {
    renderAsOperator('viewer', <RiskFlagsPanel customerId={42} />);
    expect(await screen.findByText('Suspected fraud')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(screen.queryByLabelText('Flag to set')).toBeNull();
  });
});
