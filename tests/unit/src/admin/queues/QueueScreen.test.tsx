import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueClaim } from '@common/api/queue-page';
import type { AnyEndpoint } from '@common/api/endpoint';
import { adminApi } from '../../../../../src/admin/api';
import { QueueList } from '../../../../../src/admin/queues/QueueScreen';
import type { QueueSearch } from '../../../../../src/admin/queues/queue-search';
import { queueByKey } from '../../../../../src/admin/queues/registry';
import { operatorSessionAtom, store } from '../../../../../src/admin/store';

// The console's queue screen (issue 31) as an operator uses it at their desk: how long each deposit has waited (the
// server's clock), who holds it, Claim and Release, headers that sort, filters checked before anything is sent, a
// bulk approval of small deposits after one confirmation with what was not approved and why, and the CSV export.
vi.mock('../../../../../src/admin/api', () => ({
  adminApi: vi.fn(),
  allows: (endpoint: AnyEndpoint, role: string | undefined) =>
    role !== undefined && (endpoint.roles ?? ['admin']).includes(role as 'admin'),
}));
const call = vi.mocked(adminApi);

const NOW = Date.UTC(2026, 2, 10, 15, 0, 0);
const MINUTE = 60_000;
const ME = { id: 7, email: 'me@desk.example', role: 'finance' as const };

function charge(id: number, usd: string, waitedMinutes: number, claim: QueueClaim | null = null, status = 0) {
  return {
    id,
    user_id: 100 + id,
    uid: `U${id}`,
    email: `c${id}@example.com`,
    type: 1,
    number: usd,
    currency_code: 'USD',
    usd_price: '1',
    usd_amount: usd,
    status,
    created_at: NOW - waitedMinutes * MINUTE,
    since: NOW - waitedMinutes * MINUTE,
    claim,
  };
}

const claimBy = (operator_id: number, operator_email: string): QueueClaim => ({
  operator_id,
  operator_email,
  claimed_at: NOW,
  assigned_by: null,
});
let rows = [
  charge(1, '100.00', 200, null),
  charge(2, '250.00', 45, claimBy(ME.id, ME.email)),
  charge(3, '1500.00', 3 * 24 * 60 + 300, claimBy(9, 'other@desk.example')),
];

function answer(endpoint: AnyEndpoint, input: unknown): unknown {
  if (endpoint.path === '/admin/api/wallet/charges') return { data: rows, total: rows.length, now: NOW };
  if (endpoint.path === '/admin/api/settings') return [{ key: 'four_eyes_above', value: '1000.00', is_public: false, updated_at: 0 }];
  if (endpoint.path.endsWith('/claim')) return claimBy(ME.id, ME.email);
  if (endpoint.path.endsWith('/bulk_approve')) {
    const ids = (input as { ids: string }).ids.split(',').map(Number);
    return { approved: [rows[0]], failed: ids.slice(1).map((id) => ({ id, code: 4004, msg: 'This has already been decided' })) };
  }
  return null;
}

function renderList(search: QueueSearch = {}) {
  const onSearch = vi.fn<(search: QueueSearch) => void>();
  store.set(operatorSessionAtom, { token: 'operator-token', operator: ME });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <QueueList queue={queueByKey('charges')!} search={search} onSearch={onSearch} />
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return onSearch;
}

const calledWith = (path: string) => call.mock.calls.filter(([endpoint]) => endpoint.path === path).map(([, input]) => input);
const rowOf = async (id: number) => (await screen.findByRole('cell', { name: String(id) })).closest('tr')!;

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint, input) => Promise.resolve(answer(endpoint, input)));
  rows = [
    charge(1, '100.00', 200, null),
    charge(2, '250.00', 45, claimBy(ME.id, ME.email)),
    charge(3, '1500.00', 3 * 24 * 60 + 300, claimBy(9, 'other@desk.example')),
  ];
});

describe('a queue’s list', () => {
  it('says how long each request has waited, by the server’s clock, and who works on it', async () => {
    renderList();
    expect(within(await rowOf(1)).getByText('3 h 20 min')).toBeTruthy();
    expect(within(await rowOf(2)).getByText('45 min')).toBeTruthy();
    expect(within(await rowOf(3)).getByText('3 d 5 h')).toBeTruthy();
    // Nobody holds #1: it can be claimed; #2 is mine: it can be released; #3 is another operator's.
    expect(within(await rowOf(1)).getByRole('button', { name: 'Claim' })).toBeTruthy();
    expect(within(await rowOf(2)).getByText('You')).toBeTruthy();
    expect(within(await rowOf(2)).getByRole('button', { name: 'Release' })).toBeTruthy();
    // Another operator's name, short (before the @), the whole address on hover.
    expect(within(await rowOf(3)).getByTitle('other@desk.example').textContent).toBe('other');
    expect(within(await rowOf(3)).queryByRole('button', { name: /Claim|Release/ })).toBeNull();

    fireEvent.click(within(await rowOf(1)).getByRole('button', { name: 'Claim' }));
    await vi.waitFor(() => expect(calledWith('/admin/api/wallet/charges/claim')).toEqual([{ id: 1, action: 'claim' }]));
  });

  it('shows no waiting time for a decided request', async () => {
    rows = [charge(4, '80.00', 90, null, 1)];
    renderList({ status: '1' });
    const row = await rowOf(4);
    expect(within(row).queryByText('1 h 30 min')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('sorts by a header: the first press puts the largest first, the next turns it round', async () => {
    const onSearch = renderList();
    await rowOf(1);
    const amount = screen.getByRole('button', { name: /Amount \(USD\)/ });
    expect(amount.closest('th')?.getAttribute('aria-sort')).toBe('none');
    // A waiting list starts oldest first, by its time.
    expect(
      screen
        .getByRole('button', { name: /Submitted/ })
        .closest('th')
        ?.getAttribute('aria-sort'),
    ).toBe('ascending');
    fireEvent.click(amount);
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'amount', order: 'desc' }));
    fireEvent.click(screen.getByRole('button', { name: /Time waiting/ }));
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'age', order: 'desc' }));
  });

  it('turns a sorted header round, and sends the sort with the list', async () => {
    const onSearch = renderList({ sort: 'amount', order: 'desc' });
    await rowOf(1);
    const amount = screen.getByRole('button', { name: /Amount \(USD\)/ });
    expect(amount.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    expect(calledWith('/admin/api/wallet/charges')[0]).toMatchObject({ status: '0', sort: 'amount', order: 'desc', page: 1 });
    fireEvent.click(amount);
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'amount', order: 'asc' }));
  });
});

describe('the filter bar', () => {
  it('sends a period as whole UTC days, an amount range and an age with the list', async () => {
    renderList({ from: '2026-03-01', to: '2026-03-01', min_amount: '100', max_amount: '2000', older_than: 2 });
    await rowOf(1);
    expect(calledWith('/admin/api/wallet/charges')[0]).toMatchObject({
      from: Date.UTC(2026, 2, 1),
      to: Date.UTC(2026, 2, 2),
      min_amount: '100',
      max_amount: '2000',
      older_than: 2,
    });
  });

  it('says beside the field what is wrong, by the server’s rules, and applies nothing until it is right', async () => {
    const onSearch = renderList();
    await rowOf(1);
    const form = screen.getByRole('form', { name: 'Filters' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.change(within(form).getByLabelText('Minimum (USD)'), { target: { value: '12.345' } });
    fireEvent.change(within(form).getByLabelText('Waiting longer than (hours)'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(within(form).getByText('Write an amount in USD, such as 250 or 99.50')).toBeTruthy();
    expect(within(form).getByText('Write a whole number of hours from 1 to 8784')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Minimum (USD)'), { target: { value: '500' } });
    fireEvent.change(within(form).getByLabelText('Maximum (USD)'), { target: { value: '100' } });
    fireEvent.change(within(form).getByLabelText('Waiting longer than (hours)'), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(within(form).getByText('The end of the period must come after its start')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-03-12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(within(form).getByText('The lowest amount must not be above the highest amount')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Maximum (USD)'), { target: { value: '900.50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(onSearch).toHaveBeenCalledWith({
      customer: undefined,
      from: '2026-03-10',
      to: '2026-03-12',
      min_amount: '500',
      max_amount: '900.50',
      older_than: 4,
      page: undefined,
    });
  });
});

describe('approving several small deposits', () => {
  it('selects only those within the four-eyes amount and free, asks once, and lists what was not approved and why', async () => {
    rows = [...rows, charge(5, '60.00', 10, claimBy(9, 'other@desk.example'))];
    renderList();
    await rowOf(1);
    // Above the amount, or held by another operator: not selectable.
    expect(within(await rowOf(3)).getByRole<HTMLInputElement>('checkbox').disabled).toBe(true);
    expect(within(await rowOf(5)).getByRole<HTMLInputElement>('checkbox').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every item on this page that can be approved together' }));
    const bar = screen.getByRole('region', { name: 'Selected items' });
    expect(within(bar).getByText(/2 selected · 350\.00 USD/)).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/above the four-eyes amount of 1,000\.00 USD/)).toBeTruthy();
    expect(calledWith('/admin/api/wallet/charges/bulk_approve')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve 2' }));
    await vi.waitFor(() => expect(calledWith('/admin/api/wallet/charges/bulk_approve')).toEqual([{ ids: '1,2' }]));
    const refused = await screen.findByRole('status');
    expect(within(refused).getByText('#2: This has already been decided')).toBeTruthy();
    // The approved one leaves the selection; the refused one stays selected for another look.
    expect(within(screen.getByRole('region', { name: 'Selected items' })).getByText(/1 selected · 250\.00 USD/)).toBeTruthy();
  });
});

describe('the CSV export', () => {
  it('downloads the filtered list with the operator’s token, under the name the server gives', async () => {
    const fetched = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response('id\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="meridian-charges-2026-03-10.csv"' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetched);
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderList({ min_amount: '100', sort: 'amount', order: 'desc' });
      await rowOf(1);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
        await Promise.resolve();
      });
      await vi.waitFor(() => expect(saved).toEqual(['meridian-charges-2026-03-10.csv']));
      const [url, init] = fetched.mock.calls[0]!;
      const sent = new URL(url as string | URL);
      expect(sent.pathname).toBe('/admin/api/wallet/charges/export');
      expect(Object.fromEntries(sent.searchParams)).toMatchObject({ status: '0', min_amount: '100', sort: 'amount', order: 'desc' });
      expect(sent.searchParams.has('page')).toBe(false);
      expect((init?.headers as Record<string, string>).authorization).toBe('operator-token');
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
