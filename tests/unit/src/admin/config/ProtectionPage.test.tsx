import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RiskFigure, RuleSet } from '../../../../../common/api/admin-protection';
import type { AnyEndpoint } from '../../../../../common/api/endpoint';
import { adminApi } from '../../../../../src/admin/api';
import { ProtectionPage } from '../../../../../src/admin/config/ProtectionPage';
import { renderAsOperator } from '../customers/render';

// The client-protection page (issue 38): every operator reads the rule sets (the default one marked, the level in
// percent) and the risk warning's figure with its history; only admins edit, delete and recompute, each confirmed.
vi.mock('../../../../../src/admin/api', () => ({
  adminApi: vi.fn(),
  allows: (endpoint: AnyEndpoint, role?: string) => role !== undefined && (endpoint.roles ?? ['admin']).includes(role as never),
}));
const call = vi.mocked(adminApi);

const ESMA = { fx_major: 30, fx_minor: 20, gold: 20, index_major: 20, index_minor: 10, commodity: 10, share: 5, crypto: 2 };
const base = { close_out_level: null, retail_options: true, copy_trading: true, risk_warning: 'full', updated_at: 1 } as const;
const sets: RuleSet[] = [
  { ...base, id: 1, name: 'Default', is_default: true, countries: [], leverage_caps: {} },
  {
    ...base,
    id: 3,
    name: 'United Kingdom',
    is_default: false,
    countries: ['GB'],
    leverage_caps: ESMA,
    close_out_level: '0.5',
    retail_options: false,
  },
];
const figures: RiskFigure[] = [
  {
    id: 2,
    percent: '74.50',
    losing_accounts: 149,
    accounts: 200,
    window_start: 1_732_000_000_000,
    window_end: 1_763_536_000_000,
    computed_at: 1_763_536_000_000,
    operator_email: 'admin@example.com',
  },
  {
    id: 1,
    percent: '71.00',
    losing_accounts: 71,
    accounts: 100,
    window_start: 1_724_000_000_000,
    window_end: 1_755_536_000_000,
    computed_at: 1_755_536_000_000,
    operator_email: null,
  },
];

const ruleSets = () => within(screen.getByRole('region', { name: 'Rule sets' }));
/** The rule-set table's row of the set named `name` (its first cell starts with the name). */
const rowOf = async (name: string) =>
  vi.waitFor(() => {
    const row = ruleSets()
      .getAllByRole('row')
      .find((candidate) => candidate.querySelector('td')?.textContent.startsWith(name));
    if (!row) throw new Error(`no row ${name}`);
    return row;
  });

const posted = () =>
  call.mock.calls.filter(([endpoint]) => endpoint.method === 'POST').map(([endpoint, input]) => ({ path: endpoint.path, input }));

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) => {
    if (endpoint.path.includes('risk_figures')) return Promise.resolve(figures as never);
    if (endpoint.path.endsWith('/delete')) return Promise.resolve([sets[0]] as never);
    return Promise.resolve(sets as never);
  });
});

describe('the client-protection page', () => {
  it('shows the sets and the figure to a viewer, with nothing to change', async () => {
    renderAsOperator('viewer', <ProtectionPage />);
    expect(screen.getByText(/apply to new orders only/)).toBeTruthy();
    expect(screen.getByText(/the operator's responsibility/)).toBeTruthy();
    const uk = await rowOf('United Kingdom');
    expect(within(uk).getByText("ESMA's retail caps (30:1 to 2:1)")).toBeTruthy();
    expect(within(uk).getByText('50%')).toBeTruthy();
    const fallback = await rowOf('Default');
    expect(within(fallback).getByText('Everyone else')).toBeTruthy();
    expect(within(fallback).getByText('Not capped')).toBeTruthy();
    expect(within(fallback).getByText('Platform stop-out level')).toBeTruthy();

    // The newest is the one shown, and the first of the history.
    expect(await screen.findAllByText('74.50%')).toHaveLength(2);
    expect(screen.getByText('200 / 149')).toBeTruthy();
    // The history names the quarterly job where no operator asked.
    expect(screen.getByText('Quarterly job')).toBeTruthy();

    expect(screen.getByText('Only administrators change the rule sets.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a rule set' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recompute now' })).toBeNull();
  });

  it('lets an admin delete a set but the default, and recompute, each after a confirmation', async () => {
    renderAsOperator('admin', <ProtectionPage />);
    const fallback = await rowOf('Default');
    expect(within(fallback).queryByRole('button', { name: 'Delete' })).toBeNull();
    const uk = await rowOf('United Kingdom');
    fireEvent.click(within(uk).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Delete “United Kingdom”?')).toBeTruthy();
    expect(posted()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(posted()).toEqual([{ path: '/admin/api/protection/rule_sets/delete', input: { id: 3 } }]));
    // The answer is the sets after: the table shows it.
    await vi.waitFor(() => expect(ruleSets().getAllByRole('row')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Recompute now' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Recompute' }));
    await vi.waitFor(() => expect(posted()).toHaveLength(2));
    expect(posted()[1]).toEqual({ path: '/admin/api/protection/risk_figures/recompute', input: {} });
  });
});
