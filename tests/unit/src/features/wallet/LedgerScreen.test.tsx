import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountLog, type LedgerEntry } from '@common/api/wallet';
import { LedgerScreen } from '../../../../../src/features/wallet/LedgerScreen';
import type { LedgerFilter } from '../../../../../src/features/wallet/ledger-filter';
import { api } from '../../../../../src/lib/http/api';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { LEDGER_TYPE } from '@common/wallet';

// The HTTP client is replaced: this is about what the ledger shows of the pages the cache holds, and what it asks
// for when filtered.
vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const entry = (id: number, value: string, memo: string, more: Partial<LedgerEntry> = {}): LedgerEntry => ({
  Id: id,
  accountTypeId: 1,
  Value: value,
  LockValue: '0.00',
  Balance: '100.00',
  LockBalance: '0.00',
  Type: LEDGER_TYPE.memo,
  Memo: memo,
  MemoTran: memo,
  CreatedAt: 1_700_000_000 + id,
  CreatedAtTran: '2026-11-25 05:00:00',
  ...more,
});

/** The screen as the route gives it: the filter held above it. */
function Ledger({ initial = {} }: { initial?: LedgerFilter }) {
  const [filter, setFilter] = useState<LedgerFilter>(initial);
  return <LedgerScreen accountTypeId={undefined} filter={filter} onFilter={setFilter} />;
}

const ledgerCalls = () => call.mock.calls.filter(([endpoint]) => endpoint === accountLog).map(([, params]) => params);
const rowOf = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

beforeEach(() => {
  call.mockReset();
  store.set(sessionAtom, { token: 'token-1', user: { uid: 1, email: 'ann@example.com', is_demo: 0 } } as never);
});

describe('the ledger list', () => {
  it('shows each entry of the first page with its signed amount, asked for once', async () => {
    call.mockResolvedValue({ list: [entry(2, '-12.50', 'Fee for order 7'), entry(1, '100.00', 'Deposit 9')], total: 2 });
    renderScreen(() => <Ledger />, '/mine/history');
    expect(await screen.findByText('Fee for order 7')).toBeTruthy();
    expect(screen.getByText('Deposit 9')).toBeTruthy();
    expect(screen.getByText(/-12\.50/)).toBeTruthy();
    expect(screen.getByText(/\+100\.00/)).toBeTruthy();
    expect(ledgerCalls()).toEqual([{ page: 1 }]);
  });

  it('says so when there is nothing, rather than loading forever', async () => {
    call.mockResolvedValue({ list: [], total: 0 });
    renderScreen(() => <Ledger />, '/mine/history');
    expect(await screen.findByText('No data yet')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows the locked money moving, named, and the balances after each entry', async () => {
    call.mockResolvedValue({
      list: [
        entry(3, '0.00', 'Withdrawal #8 paid out', { Type: LEDGER_TYPE.withdrawal, LockValue: '-200.00', Balance: '343.47' }),
        entry(2, '-200.00', 'Withdrawal #8 requested', {
          Type: LEDGER_TYPE.withdrawal,
          LockValue: '200.00',
          Balance: '343.47',
          LockBalance: '200.00',
        }),
      ],
      total: 2,
    });
    renderScreen(() => <Ledger />, '/mine/history');
    await screen.findByText('Withdrawal #8 paid out');
    const paid = within(rowOf('Withdrawal #8 paid out'));
    // Not "0.00": the locked balance went down by what left.
    expect(paid.getByText('Locked')).toBeTruthy();
    expect(paid.getByText('-200.00')).toBeTruthy();
    expect(paid.queryByText('0.00')).toBeNull();
    expect(paid.getByText('343.47')).toBeTruthy();
    const requested = within(rowOf('Withdrawal #8 requested'));
    expect(requested.getByText('Available')).toBeTruthy();
    expect(requested.getByText('-200.00')).toBeTruthy();
    expect(requested.getByText('+200.00')).toBeTruthy();
    // The locked balance after it, beside the available one.
    expect(requested.getAllByText('Locked')).toHaveLength(2);
    expect(requested.getByText('200.00')).toBeTruthy();
  });

  it('lists both sides of a transfer when a page ends between them, each with its account', async () => {
    const side = (accountTypeId: number, value: string, text: string) =>
      entry(5, value, text, { accountTypeId, Type: LEDGER_TYPE.transfer });
    call.mockImplementation((_endpoint, params) => {
      const { page } = params as { page: number };
      if (page === 1) return Promise.resolve({ list: [side(1, '-50.00', 'Out of the funding account')], total: 2 });
      return Promise.resolve({ list: page === 2 ? [side(3, '50.00', 'Into the contract account')] : [], total: 2 });
    });
    renderScreen(() => <Ledger />, '/mine/history');
    expect(await screen.findByText('Out of the funding account')).toBeTruthy();
    expect(await screen.findByText('Into the contract account', undefined, { timeout: 3000 })).toBeTruthy();
    // Each side names its account, whose balance after it shows.
    expect(within(rowOf('Into the contract account')).getByText('Contract account')).toBeTruthy();
    expect(within(rowOf('Out of the funding account')).getByText('Funding account')).toBeTruthy();
  });
});

describe('the ledger’s filter', () => {
  it('asks for one kind, and for a range of days, as they are chosen', async () => {
    call.mockResolvedValue({ list: [], total: 0 });
    renderScreen(() => <Ledger />, '/mine/history');
    await screen.findByText('No data yet');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: String(LEDGER_TYPE.withdrawal) } });
    await vi.waitFor(() => expect(ledgerCalls()).toContainEqual({ page: 1, type: LEDGER_TYPE.withdrawal }));
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-31' } });
    await vi.waitFor(() =>
      expect(ledgerCalls()).toContainEqual({ page: 1, type: LEDGER_TYPE.withdrawal, from: '2026-03-01', to: '2026-03-31' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show everything' }));
    expect(screen.getByLabelText<HTMLSelectElement>('Kind').value).toBe('0');
    expect(screen.getByLabelText<HTMLInputElement>('Start date').value).toBe('');
  });

  it('offers a demo account only the kinds it can have', async () => {
    store.set(sessionAtom, { token: 'token-2', user: { uid: 2, email: null, is_demo: 1 } } as never);
    call.mockResolvedValue({ list: [], total: 0 });
    renderScreen(() => <Ledger />, '/mine/history');
    const kinds = within(await screen.findByLabelText('Kind'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(kinds).toEqual(['All kinds', 'Trades', 'Trade results', 'Demo balance']);
  });

  it('says a start after the end is the wrong way round, and does not ask for it', async () => {
    call.mockResolvedValue({ list: [], total: 0 });
    renderScreen(() => <Ledger initial={{ from: '2026-03-31', to: '2026-03-01' }} />, '/mine/history');
    expect((await screen.findByRole('alert')).textContent).toBe('The start date is after the end date');
    expect(ledgerCalls()).toEqual([]);
  });
});
