import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminCustomerNotifications, type CustomerNotification } from '../../../../../common/api/admin-notify';
import type { AnyEndpoint } from '../../../../../common/api/endpoint';
import type { Page } from '../../../../../common/api/page';
import { adminApi } from '../../../../../src/admin/api';
import { NotificationsPanel } from '../../../../../src/admin/customers/NotificationsPanel';
import { timeText } from '../../../../../src/admin/format';
import { renderAsOperator } from './render';

// A customer's notifications in the console (issue 34): a row per inbox entry with its time, its kind in words, the
// sentence the customer's app shows (common/notify-text), what it opens, when it was read, and each push and email
// of it with what became of it; paged with the console's pager.

vi.mock('../../../../../src/admin/api', () => ({
  adminApi: vi.fn(),
  allows: (endpoint: AnyEndpoint, role?: string) => role !== undefined && (endpoint.roles ?? ['admin']).includes(role as never),
}));
const call = vi.mocked(adminApi);

const AT = 1_764_000_000_000;
const FILL = { order_id: 41, instrument: 'EUR/USD', side: 'buy', lots: '1000.5', price: '1.09390' };

function entry(id: number, fields: Partial<CustomerNotification> = {}): CustomerNotification {
  return {
    id,
    kind: 'order_filled',
    detail: FILL,
    link: '/order?type=1&source=0',
    created_at: AT - id * 60_000,
    read_at: null,
    deliveries: [],
    ...fields,
  };
}

function answering(page: Page<CustomerNotification>): void {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) => Promise.resolve((endpoint === adminCustomerNotifications ? page : null) as never));
}

beforeEach(() => answering({ data: [], total: 0 }));

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("a customer's notifications panel", () => {
  it('shows each entry in words, with what it opens, when it was read and what became of its pushes and emails', async () => {
    answering({
      data: [
        entry(1, {
          read_at: AT,
          deliveries: [
            { id: 7, channel: 'push', status: 'delivered', attempts: 1, error: null, updated_at: AT - 50_000 },
            { id: 8, channel: 'push', status: 'gone', attempts: 2, error: 'push service answered 410', updated_at: AT - 40_000 },
            { id: 9, channel: 'push', status: 'quiet', attempts: 1, error: null, updated_at: AT - 30_000 },
            { id: 10, channel: 'email', status: 'failed', attempts: 3, error: 'mailer refused', updated_at: AT - 20_000 },
          ],
        }),
        // Facts this build cannot read, with no link and nothing sent.
        entry(2, { kind: 'price_alert', detail: {}, link: null }),
      ],
      total: 2,
    });
    renderAsOperator('viewer', <NotificationsPanel customerId={42} page={1} onPage={() => undefined} />);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Time',
      'Kind',
      'What the customer was told',
      'Opens',
      'Read',
      'Pushes and emails',
    ]);
    const [filled, alert] = rows.map(cells);
    expect(filled?.slice(0, 2)).toEqual([timeText(AT - 60_000, 'en'), 'Pending order filled']);
    // The app's own sentence, worded from the facts (not the bare kind).
    expect(filled?.[2]).toMatch(/EUR\/USD/);
    expect(filled?.[2]).not.toContain('order_filled');
    expect(filled?.slice(3, 5)).toEqual(['/order?type=1&source=0', timeText(AT, 'en')]);
    const sent = within(rows[0]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(sent).toEqual([
      `Push · DeliveredTries: 1 · ${timeText(AT - 50_000, 'en')}`,
      `Push · Device goneTries: 2 · ${timeText(AT - 40_000, 'en')}push service answered 410`,
      `Push · Held by quiet hoursTries: 1 · ${timeText(AT - 30_000, 'en')}`,
      `Email · FailedTries: 3 · ${timeText(AT - 20_000, 'en')}mailer refused`,
    ]);
    expect(alert).toEqual([timeText(AT - 120_000, 'en'), 'Price alert', 'Account notice', '—', 'Unread', 'Inbox only']);
    expect(call.mock.calls.map(([endpoint, input]) => [endpoint.path, input])).toEqual([
      ['/admin/api/customers/notifications', { id: 42, page: 1 }],
    ]);
  });

  it('asks for the page it shows, and moves on with the pager', async () => {
    answering({ data: Array.from({ length: 5 }, (_, index) => entry(21 + index)), total: 25 });
    const onPage = vi.fn();
    renderAsOperator('viewer', <NotificationsPanel customerId={42} page={2} onPage={onPage} />);
    expect(await screen.findByText('page 2 of 2', { exact: false })).toBeTruthy();
    expect(call.mock.calls[0]?.[1]).toEqual({ id: 42, page: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('says when there is nothing yet', async () => {
    renderAsOperator('viewer', <NotificationsPanel customerId={42} page={1} onPage={() => undefined} />);
    expect(await screen.findByText('Nothing yet.')).toBeTruthy();
  });
});
