import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminCustomerSecurityLog } from '../../../../../common/api/admin-console';
import type { AnyEndpoint } from '../../../../../common/api/endpoint';
import type { Page } from '../../../../../common/api/page';
import type { SecurityLogEntry } from '../../../../../common/api/security';
import type { SecurityEvent } from '../../../../../common/security';
import { adminApi } from '../../../../../src/admin/api';
import { SecurityLogPanel } from '../../../../../src/admin/customers/SecurityLogPanel';
import { timeText } from '../../../../../src/admin/format';
import { renderAsOperator } from './render';

// A customer's security log in the console (issue 33): a row per entry with its time, what happened in the PWA's
// own sentence, the device named from its user agent and the address; paged with the console's pager.

vi.mock('../../../../../src/admin/api', () => ({
  adminApi: vi.fn(),
  allows: (endpoint: AnyEndpoint, role?: string) => role !== undefined && (endpoint.roles ?? ['admin']).includes(role as never),
}));
const call = vi.mocked(adminApi);

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const AT = 1_764_000_000_000;

function entry(id: number, event: string, detail: SecurityLogEntry['detail'] = {}): SecurityLogEntry {
  return {
    id,
    event: event as SecurityEvent,
    device_id: 'b6f1c0de7a4e4c1f9d2a3b4c5d6e7f80',
    user_agent: ANDROID_CHROME,
    address: '203.0.113.7',
    created_at: AT - id * 60_000,
    detail,
  };
}

function answering(page: Page<SecurityLogEntry>): void {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) => Promise.resolve((endpoint === adminCustomerSecurityLog ? page : null) as never));
}

beforeEach(() => answering({ data: [], total: 0 }));

describe("a customer's security log panel", () => {
  it('shows each entry’s time, event, device and address', async () => {
    answering({
      data: [
        entry(1, 'second_factor_enabled', { factor: 'passkey' }),
        entry(2, 'signed_in'),
        { ...entry(3, 'not_an_event_yet'), user_agent: null, address: null },
      ],
      total: 3,
    });
    renderAsOperator('viewer', <SecurityLogPanel customerId={42} page={1} onPage={() => undefined} />);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(3);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Time',
      'What happened',
      'Device',
      'IP address',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([timeText(AT - 60_000, 'en'), 'Second factor turned on', 'Chrome on Android', '203.0.113.7']);
    expect(cells(rows[1]!)).toEqual([timeText(AT - 120_000, 'en'), 'Signed in', 'Chrome on Android', '203.0.113.7']);
    // An event this build does not know, from an unknown device and address.
    expect(cells(rows[2]!)).toEqual([timeText(AT - 180_000, 'en'), 'Security setting changed', 'Unknown device', '—']);
    expect(call.mock.calls.map(([endpoint, input]) => [endpoint.path, input])).toEqual([
      ['/admin/api/customers/security_log', { id: 42, page: 1 }],
    ]);
  });

  it('asks for the page it shows, and moves on with the pager', async () => {
    answering({ data: Array.from({ length: 5 }, (_, index) => entry(21 + index, 'signed_in')), total: 25 });
    const onPage = vi.fn();
    renderAsOperator('viewer', <SecurityLogPanel customerId={42} page={2} onPage={onPage} />);
    expect(await screen.findByText('page 2 of 2', { exact: false })).toBeTruthy();
    expect(call.mock.calls[0]?.[1]).toEqual({ id: 42, page: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('says when there is nothing yet, as for a demo account', async () => {
    renderAsOperator('viewer', <SecurityLogPanel customerId={42} page={1} onPage={() => undefined} />);
    expect(await screen.findByText('Nothing yet.')).toBeTruthy();
  });
});
