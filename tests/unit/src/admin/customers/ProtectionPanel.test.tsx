import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerProtection } from '../../../../../common/api/admin-protection';
import type { AnyEndpoint } from '../../../../../common/api/endpoint';
import { adminApi } from '../../../../../src/admin/api';
import { ProtectionPanel } from '../../../../../src/admin/customers/ProtectionPanel';
import { timeText } from '../../../../../src/admin/format';
import { renderAsOperator } from './render';

// A customer's protection in the console (issue 38): residence, category with the operator's reasons, the rule set
// and what it means for them, and their own limits, a loosening that waits and a self-exclusion among them. Support
// changes the residence and the category with a reason, and the panel shows the answer; a viewer only reads.
vi.mock('../../../../../src/admin/api', () => ({
  adminApi: vi.fn(),
  allows: (endpoint: AnyEndpoint, role?: string) => role !== undefined && (endpoint.roles ?? ['admin']).includes(role as never),
}));
const call = vi.mocked(adminApi);

const LOOSENS_AT = 1_764_086_400_000;
const EXCLUDED_UNTIL = 1_780_000_000_000;

const protection: CustomerProtection = {
  profile: {
    residence: 'DE',
    category: 'professional',
    rule_set: {
      id: 2,
      name: 'EU/EEA',
      leverage_caps: { fx_major: 30, crypto: 2 },
      close_out_level: '0.5',
      retail_options: false,
      copy_trading: true,
      risk_warning: 'full',
    },
    leverage_caps: {},
    options_offered: true,
    copy_trading_offered: true,
    close_out_level: null,
    asset_classes: {},
  },
  limits: {
    limits: [
      {
        kind: 'loss',
        period: 'day',
        amount: '100.00',
        next_amount: '250.00',
        next_at: LOOSENS_AT,
        used: '40.00',
        period_ends_at: 1_764_028_800_000,
      },
      { kind: 'deposit', period: 'week', amount: null, next_amount: null, next_at: null, used: '0', period_ends_at: 1_764_547_200_000 },
    ],
    session_minutes: 60,
    session_minutes_next: null,
    session_minutes_next_at: null,
    cool_off_until: null,
    excluded_until: EXCLUDED_UNTIL,
    excluded_indefinitely: false,
  },
  category_reason: 'Portfolio over EUR 500,000; ten trades a quarter for a year.',
};

const posted = () =>
  call.mock.calls.filter(([endpoint]) => endpoint.method === 'POST').map(([endpoint, input]) => ({ path: endpoint.path, input }));

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) => {
    if (endpoint.path === '/api/default/area_list')
      return Promise.resolve([
        { id: 19, code: 'DE', global_code: '49' },
        { id: 24, code: 'GB', global_code: '44' },
      ] as never);
    if (endpoint.path === '/admin/api/protection/residence')
      return Promise.resolve({ ...protection, profile: { ...protection.profile, residence: 'GB' } } as never);
    return Promise.resolve(protection as never);
  });
});

describe('the protection panel', () => {
  it('shows the profile, a waiting loosening and the self-exclusion, and no changes to a viewer', async () => {
    renderAsOperator('viewer', <ProtectionPanel customerId={42} />);
    expect(await screen.findByText('Germany (DE)')).toBeTruthy();
    expect(screen.getByText('Professional')).toBeTruthy();
    expect(screen.getByText(protection.category_reason!)).toBeTruthy();
    expect(screen.getByText('EU/EEA')).toBeTruthy();
    // The set caps retail clients; this one is professional.
    expect(screen.getByText('Not capped (professional client)')).toBeTruthy();

    const row = screen.getByText('Loss limit per day').closest('tr')!;
    expect(within(row).getByText('100.00')).toBeTruthy();
    expect(within(row).getByText('40.00')).toBeTruthy();
    expect(within(row).getByText(`250.00 from ${timeText(LOOSENS_AT, 'en')}`)).toBeTruthy();
    // A limit never set is not listed.
    expect(screen.queryByText('Deposit limit per week')).toBeNull();
    expect(screen.getByText('Every 60 min')).toBeTruthy();
    expect(screen.getByText(`Until ${timeText(EXCLUDED_UNTIL, 'en')}`)).toBeTruthy();

    expect(screen.queryByRole('button', { name: 'Change residence' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set category' })).toBeNull();
  });

  it('changes the residence with a reason, and shows the answer', async () => {
    renderAsOperator('support', <ProtectionPanel customerId={42} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change residence' }));
    const dialog = await screen.findByRole('dialog');
    const country = within(dialog).getByLabelText(/^Country of residence/);
    await within(country).findByText('United Kingdom');
    fireEvent.change(country, { target: { value: 'GB' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Write the reason first.')).toBeTruthy();
    expect(posted()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: ' Moved to London; utility bill checked. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(posted()).toEqual([
        { path: '/admin/api/protection/residence', input: { id: 42, country: 'GB', reason: 'Moved to London; utility bill checked.' } },
      ]),
    );
    expect(await screen.findByText('United Kingdom (GB)')).toBeTruthy();
  });

  it('sets the category with a reason', async () => {
    renderAsOperator('admin', <ProtectionPanel customerId={42} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set category' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    // The category the customer has already is no change.
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Client category/), { target: { value: 'retail' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Criteria no longer met.' } });
    fireEvent.click(save);
    await vi.waitFor(() =>
      expect(posted()).toEqual([
        { path: '/admin/api/protection/category', input: { id: 42, category: 'retail', reason: 'Criteria no longer met.' } },
      ]),
    );
  });
});
