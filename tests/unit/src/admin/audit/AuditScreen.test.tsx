import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAudit, adminOperators } from '@common/api/admin-console';
import type { OperatorDecision } from '@common/api/admin-wallet';
import type { AnyEndpoint } from '@common/api/endpoint';
import { adminApi } from '../../../../../src/admin/api';
import { AuditScreen } from '../../../../../src/admin/audit/AuditScreen';
import { auditRoute } from '../../../../../src/admin/routing/routes';
import { renderConsoleScreen } from '../console-screen';

// The audit log as an auditor reads it (issue 31, item 7): times written as times, not epoch numbers; the customer
// (UID and name) and the amount of each decision; what was done in words ("Paid out", not "complete"); a change
// as "field: before → after" under the field's label; a chat reply as the message it sent, not the conversation's
// fields struck out. Filtered by operator, kind, action, customer and day.
vi.mock('../../../../../src/admin/api', () => ({ adminApi: vi.fn(), allows: () => true }));
const call = vi.mocked(adminApi);

const AT = Date.UTC(2026, 0, 5, 12, 30, 45);
const chan = { id: 9, uid: '100009', name: 'Chan Tai Man', email: 'chan@example.com' };

function act(id: number, fields: Partial<OperatorDecision>): OperatorDecision {
  return {
    id,
    operator_id: 2,
    operator_email: 'finance@example.com',
    subject: 'withdrawal',
    subject_id: 12,
    action: 'complete',
    reason: '',
    before: null,
    after: {},
    created_at: AT,
    customer: null,
    amount: null,
    ...fields,
  };
}

const withdrawal = { id: 12, user_id: 9, uid: '100009', status: 0, number: '1500.00', payment_reference: '' };
const LOG: OperatorDecision[] = [
  act(1, {
    action: 'complete',
    customer: chan,
    amount: { value: '1500.00', currency: 'USD' },
    before: withdrawal,
    after: { ...withdrawal, status: 2, payment_reference: 'FT-77' },
  }),
  act(2, {
    action: 'first_approval',
    customer: chan,
    amount: { value: '1500.00', currency: 'USD' },
    before: withdrawal,
    after: withdrawal,
  }),
  act(3, {
    subject: 'withdraw_currency',
    subject_id: 1,
    action: 'update',
    operator_email: 'admin@example.com',
    before: { id: 1, code: 'USDT', draw_rate: '1', usd_price_at: null },
    after: { id: 1, code: 'USDT', draw_rate: '3', usd_price_at: AT },
  }),
  act(4, {
    subject: 'chat',
    subject_id: 4,
    action: 'reply',
    customer: chan,
    before: { id: 4, user_id: 9, uid: '100009', status: 0, unread: 2, last_message: 'where is my money', last_message_at: AT },
    after: { message_id: 31 },
  }),
  act(5, {
    subject: 'setting',
    subject_id: 0,
    action: 'update',
    before: { key: 'four_eyes_above', value: '1000.00' },
    after: { key: 'four_eyes_above', value: '2500.00' },
  }),
  act(6, {
    subject: 'customer',
    subject_id: 9,
    action: 'escalate_case',
    customer: chan,
    before: { suspended: false },
    after: { suspended: true },
  }),
];

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) => {
    if (endpoint === adminOperators) return Promise.resolve([{ id: 2, email: 'finance@example.com', role: 'finance' }]);
    if (endpoint === adminAudit) return Promise.resolve({ data: LOG, total: LOG.length, page: 1 });
    return Promise.resolve(null);
  });
});

const rows = () => screen.getAllByRole('row').slice(1);
const lastAuditCall = () => call.mock.calls.filter(([endpoint]) => endpoint === adminAudit).at(-1)?.[1];

describe('the audit log', () => {
  it('writes each act with its time, customer, amount and action in words', async () => {
    renderConsoleScreen(auditRoute, AuditScreen, '/audit');
    await screen.findByText('FT-77');
    const [paid, first] = rows();
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'medium' }).format(AT);
    expect(within(paid!).getByText(time)).toBeTruthy();
    expect(document.body.textContent).not.toContain(String(AT));
    expect(within(paid!).getByText('100009')).toBeTruthy();
    expect(within(paid!).getByText('Chan Tai Man')).toBeTruthy();
    expect(within(paid!).getByText('1,500.00 USD')).toBeTruthy();
    expect(within(paid!).getByText('Withdrawal #12')).toBeTruthy();
    expect(within(paid!).getByText('FT-77')).toBeTruthy();
    expect(within(first!).getByText('First approval (waits for a second)')).toBeTruthy();
    // An action the console has no word for yet reads as itself.
    expect(within(rows()[5]!).getByText('escalate case')).toBeTruthy();
    for (const raw of ['complete', 'first_approval', 'withdrawal #12']) expect(screen.queryByText(raw)).toBeNull();
  });

  it('shows a change as field: before → after under the field’s label', async () => {
    renderConsoleScreen(auditRoute, AuditScreen, '/audit');
    await screen.findByText('FT-77');
    const config = rows()[2]!;
    expect(within(config).getByText('Fee:', { exact: false }).closest('li')?.textContent).toBe('Fee: 1 → 3');
    expect(within(config).getByText('Rate set:', { exact: false }).closest('li')?.textContent).toMatch(/^Rate set: — → \d/);
    expect(within(config).queryByText(/draw_rate/)).toBeNull();
    const setting = rows()[4]!;
    expect(within(setting).getByText('Second approval above (USD):', { exact: false }).closest('li')?.textContent).toBe(
      'Second approval above (USD): 1000.00 → 2500.00',
    );
    expect(within(rows()[5]!).getByText('Suspended:', { exact: false }).closest('li')?.textContent).toBe('Suspended: No → Yes');
  });

  it("shows a chat reply as the message it sent, not the conversation's fields struck out", async () => {
    renderConsoleScreen(auditRoute, AuditScreen, '/audit');
    await screen.findByText('FT-77');
    const reply = rows()[3]!;
    expect(within(reply).getByText('Replied')).toBeTruthy();
    expect(
      within(reply)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Message number: 31']);
    expect(reply.querySelector('del')).toBeNull();
  });

  it('filters by action, customer and kind', async () => {
    renderConsoleScreen(auditRoute, AuditScreen, '/audit');
    await screen.findByText('FT-77');
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'first_approval' } });
    await vi.waitFor(() => expect(lastAuditCall()).toMatchObject({ action: 'first_approval', page: 1 }));
    fireEvent.change(screen.getByLabelText('Customer (UID, email or id)'), { target: { value: ' 100009 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() => expect(lastAuditCall()).toMatchObject({ action: 'first_approval', customer: '100009' }));
    const kinds = within(screen.getByLabelText('Kind'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(kinds).toContain('Withdrawal');
    expect(kinds).not.toContain('withdraw_currency');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'withdrawal' } });
    await vi.waitFor(() => expect(lastAuditCall()).toMatchObject({ subject: 'withdrawal', customer: '100009' }));
  });
});
