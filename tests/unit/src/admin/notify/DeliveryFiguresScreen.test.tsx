import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminNotifyDeliveryFigures, type DeliveryFigures, type NotifyDeliveryFigures } from '@common/api/admin-notify';
import type { AnyEndpoint } from '@common/api/endpoint';
import { NOTIFICATION_KINDS } from '@common/notify';
import { adminApi } from '../../../../../src/admin/api';
import { timeText } from '../../../../../src/admin/format';
import { DeliveryFiguresScreen } from '../../../../../src/admin/notify/DeliveryFiguresScreen';
import { notifyFiguresRoute } from '../../../../../src/admin/routing/routes';
import { renderConsoleScreen } from '../console-screen';

// The notifications' delivery figures in the console (issue 34): a row per kind, named in words, with the entries
// recorded and what became of their pushes and emails, and the totals; the period the server counted and the devices
// receiving pushes; a period of UTC days asked for as the audit log's filter asks.
vi.mock('../../../../../src/admin/api', () => ({ adminApi: vi.fn(), allows: () => true }));
const call = vi.mocked(adminApi);

const FROM = Date.UTC(2026, 0, 1);
const TO = Date.UTC(2026, 0, 5, 12, 0, 0);
const NONE: DeliveryFigures = {
  entries: 0,
  push: { sent: 0, delivered: 0, failed: 0, gone: 0, quiet: 0, waiting: 0 },
  email: { sent: 0, delivered: 0, failed: 0, waiting: 0 },
};
const FILLED: DeliveryFigures = {
  entries: 1250,
  push: { sent: 2300, delivered: 2200, failed: 40, gone: 12, quiet: 30, waiting: 48 },
  email: { sent: 7, delivered: 6, failed: 1, waiting: 0 },
};

function answer(): NotifyDeliveryFigures {
  return {
    from: FROM,
    to: TO,
    kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, ...(kind === 'order_filled' ? FILLED : NONE) })),
    totals: FILLED,
    devices: { devices: 31, customers: 20 },
  };
}

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) => Promise.resolve((endpoint === adminNotifyDeliveryFigures ? answer() : null) as never));
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const figuresCalls = () => call.mock.calls.filter(([endpoint]) => endpoint === adminNotifyDeliveryFigures).map(([, input]) => input);

describe('the delivery figures page', () => {
  it('shows a row per kind in words, with its figures, and the totals', async () => {
    renderConsoleScreen(notifyFiguresRoute, DeliveryFiguresScreen, '/notify');
    const filled = (await screen.findByText('Pending order filled')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Kind',
      'Entries',
      'Pushes sent',
      'Delivered to the push service',
      'Pushes failed',
      'Device gone',
      'Held by quiet hours',
      'Pushes waiting',
      'Emails sent',
      'Emails failed',
    ]);
    expect(cells(filled)).toEqual(['Pending order filled', '1,250', '2,300', '2,200', '40', '12', '30', '48', '7', '1']);
    const rows = screen.getAllByRole('row').slice(1);
    // Every kind, then the totals.
    expect(rows).toHaveLength(NOTIFICATION_KINDS.length + 1);
    expect(cells(rows.at(-1)!)).toEqual(['All kinds', '1,250', '2,300', '2,200', '40', '12', '30', '48', '7', '1']);
    expect(cells(screen.getByText('Price alert').closest('tr')!)).toEqual(['Price alert', '0', '0', '0', '0', '0', '0', '0', '0', '0']);
    // No kind is shown by its bare word.
    expect(screen.queryByText('order_filled')).toBeNull();
    expect(
      screen.getByText(`Entries recorded from ${timeText(FROM, 'en')} to ${timeText(TO, 'en')}`, { exact: false }).textContent,
    ).toContain('Devices receiving pushes now: 31, of 20 customers.');
    // Without a period, the server's default.
    expect(figuresCalls()).toEqual([{ from: undefined, to: undefined }]);
  });

  it('asks for the UTC days typed, the last one whole', async () => {
    renderConsoleScreen(notifyFiguresRoute, DeliveryFiguresScreen, '/notify');
    await screen.findByText('Pending order filled');
    fireEvent.change(screen.getByLabelText('From (UTC day)'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To (UTC day)'), { target: { value: '2026-01-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(figuresCalls().at(-1)).toEqual({ from: Date.UTC(2026, 0, 1), to: Date.UTC(2026, 0, 4) }));
  });

  it('says when the figures could not be had', async () => {
    call.mockImplementation(() => Promise.reject(new Error('refused')));
    renderConsoleScreen(notifyFiguresRoute, DeliveryFiguresScreen, '/notify');
    expect(await screen.findByText('The figures could not be loaded.')).toBeTruthy();
  });
});
