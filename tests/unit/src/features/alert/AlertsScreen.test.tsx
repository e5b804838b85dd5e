import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAlert, listAlerts, updateAlert, type PriceAlert } from '@common/api/alert';
import type { AnyEndpoint } from '@common/api/endpoint';
import { AlertsScreen } from '../../../../../src/features/alert/AlertsScreen';
import { api } from '../../../../../src/lib/http/api';
import { renderRouted } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// The alerts screen (issue 34): each alert with what it watches, its state and its last firing; turned off and on,
// changed in the sheet, removed after a confirmation; an empty list says where alerts are set.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

function alert(id: number, more: Partial<PriceAlert>): PriceAlert {
  return {
    id,
    forex_id: 13,
    instrument: 'BTC/USDT',
    condition: 'above',
    level: '70000',
    percent: null,
    window_minutes: null,
    repeat: false,
    active: true,
    armed: true,
    created_at: 0,
    fired_at: null,
    fired_price: null,
    ...more,
  };
}

let alerts: PriceAlert[] = [];

beforeEach(() => {
  alerts = [
    alert(3, { condition: 'move', level: null, percent: '2.5', window_minutes: 60, repeat: true }),
    alert(2, {
      condition: 'below',
      level: '65000',
      active: true,
      armed: false,
      repeat: true,
      fired_at: Date.UTC(2026, 10, 20),
      fired_price: '64990.50',
    }),
    alert(1, { active: false, fired_at: Date.UTC(2026, 10, 19), fired_price: '70001.00' }),
  ];
  signedInAnswering(call, (endpoint: AnyEndpoint) => {
    if (endpoint === listAlerts) return alerts;
    if (endpoint === updateAlert) return alerts[0];
    if (endpoint === deleteAlert) return { id: 1 };
    return null;
  });
});

describe('the price alerts screen', () => {
  it('lists each alert with what it watches, its state and its last firing', async () => {
    renderRouted(() => <AlertsScreen />, '/mine/alerts');
    const rows = await screen.findAllByTestId('alert-row');
    expect(rows.map((row) => row.querySelector('span bdi')?.textContent)).toEqual([
      'Moves 2.5% within 60 min',
      'Falls to 65,000',
      'Rises to 70,000',
    ]);
    expect(within(rows[0]!).getByText('Repeats')).toBeTruthy();
    expect(within(rows[1]!).getByText('Fired; waiting for the price to come back')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('alert-fired').textContent).toContain('64,990.5');
    expect(within(rows[2]!).getByText('Off')).toBeTruthy();
    expect(screen.getByTestId('alerts-count').textContent).toBe('2 of 50 alerts on');
  });

  it('turns an alert on or off, and removes one after a confirmation', async () => {
    renderRouted(() => <AlertsScreen />, '/mine/alerts');
    const rows = await screen.findAllByTestId('alert-row');
    fireEvent.click(within(rows[2]!).getByRole('switch', { name: 'Alert on BTC/USDT' }));
    await vi.waitFor(() => expect(callsTo(call, updateAlert).map(([, input]) => input)).toEqual([{ id: 1, active: 1 }]));
    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this price alert?' });
    expect(callsTo(call, deleteAlert)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(callsTo(call, deleteAlert).map(([, input]) => input)).toEqual([{ id: 1 }]));
  });

  it('opens the sheet to change an alert', async () => {
    renderRouted(() => <AlertsScreen />, '/mine/alerts');
    const rows = await screen.findAllByTestId('alert-row');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('dialog', { name: 'Change the price alert on BTC/USDT' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Move (%)' }).value).toBe('2.5');
  });

  it('says where alerts are set when there are none', async () => {
    alerts = [];
    renderRouted(() => <AlertsScreen />, '/mine/alerts');
    expect(await screen.findByText('No price alerts yet')).toBeTruthy();
  });
});
