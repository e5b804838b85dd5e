import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDashboard, adminDashboardMoney, type Dashboard, type MoneyFigures } from '@common/api/admin-console';
import type { AnyEndpoint } from '@common/api/endpoint';
import { adminApi } from '../../../../../src/admin/api';
import { DashboardScreen } from '../../../../../src/admin/dashboard/DashboardScreen';
import { dashboardRoute } from '../../../../../src/admin/routing/routes';
import { renderConsoleScreen } from '../console-screen';

// The dashboard's money (issue 31): deposits and withdrawals, the net flow, what customers are owed, the house's
// trading result and its fees, as the server sums them from the ledger for today, 7 or 30 days.
vi.mock('../../../../../src/admin/api', () => ({ adminApi: vi.fn(), allows: () => true }));
const call = vi.mocked(adminApi);

const NOW = Date.UTC(2026, 0, 5, 12, 0, 0);
const BOARD: Dashboard = {
  waiting: { charges: 1, withdrawals: 2, charges_amount: '700.00', withdrawals_amount: '20.00' },
  instruments: [
    {
      instrument_id: 1,
      code: 'EURUSD',
      open_positions: 0,
      margin: '0',
      long_lots: '0',
      short_lots: '0',
      house_net_lots: '0',
      volume_lots_today: '1',
      option_stakes_today: '200.00',
      last_tick_at: NOW,
      last_price: '1.09900',
    },
  ],
  totals: { open_positions: 0, margin: '0', option_stakes_today: '200.00' },
  nodes: [{ node: 'node-a', leader: true, last_seen_at: NOW, self: true }],
  leader: { node: null, epoch: 0, since: null },
  time: NOW,
};

function money(period: MoneyFigures['period'], deposits: string): MoneyFigures {
  return {
    period,
    from: Date.UTC(2026, 0, 4, 23, 0, 0),
    to: NOW,
    deposits,
    withdrawals: '99.00',
    net_flow: '3901.00',
    trading_result: { contracts: '100.00', options: '18.00', total: '118.00' },
    fees: { trading: '0.22', withdrawals: '1.00', total: '1.22' },
    liabilities: { available: '3761.78', held: '20.00', total: '3781.78' },
  };
}

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint, input?: unknown) => {
    if (endpoint === adminDashboard) return Promise.resolve(BOARD);
    if (endpoint === adminDashboardMoney) {
      const { period } = input as { period: MoneyFigures['period'] };
      return Promise.resolve(money(period, period === 'today' ? '4000.00' : '4010.00'));
    }
    return Promise.resolve(null);
  });
});

const tile = (label: string) => screen.getByText(label).parentElement!;

describe('the money on the dashboard', () => {
  it("shows today's figures from the server, each with what it is made of", async () => {
    renderConsoleScreen(dashboardRoute, DashboardScreen, '/');
    await screen.findByText('4,000.00 USD');
    expect(within(tile('Deposits credited')).getByText('4,000.00 USD')).toBeTruthy();
    expect(within(tile('Withdrawals paid out')).getByText('99.00 USD')).toBeTruthy();
    expect(within(tile('Net flow')).getByText('3,901.00 USD')).toBeTruthy();
    expect(within(tile('Owed to customers now')).getByText('3,781.78 USD')).toBeTruthy();
    expect(within(tile('Owed to customers now')).getByText('3,761.78 free · 20.00 held')).toBeTruthy();
    expect(within(tile('House trading result')).getByText('Contracts 100.00 · options 18.00')).toBeTruthy();
    expect(within(tile('Fees taken')).getByText('Orders 0.22 · withdrawals 1.00')).toBeTruthy();
    expect(call.mock.calls.find(([endpoint]) => endpoint === adminDashboardMoney)?.[1]).toEqual({ period: 'today' });
  });

  it('asks for the last 7 or 30 days when the operator picks them', async () => {
    renderConsoleScreen(dashboardRoute, DashboardScreen, '/');
    await screen.findByText('4,000.00 USD');
    fireEvent.click(screen.getByRole('tab', { name: '7 days' }));
    await screen.findByText('4,010.00 USD');
    expect(screen.getByRole('tab', { name: '7 days' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '30 days' }));
    await vi.waitFor(() =>
      expect(call.mock.calls.filter(([endpoint]) => endpoint === adminDashboardMoney).at(-1)?.[1]).toEqual({ period: '30d' }),
    );
  });
});
