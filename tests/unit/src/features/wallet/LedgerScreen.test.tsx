import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountLog, type LedgerEntry } from '@common/api/wallet';
import { LedgerScreen } from '../../../../../src/features/wallet/LedgerScreen';
import { api } from '../../../../../src/lib/http/api';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { LEDGER_TYPE } from '@common/wallet';

// The HTTP client is replaced: this is about what the ledger list shows of the pages the cache holds.
vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const entry = (id: number, value: string, memo: string): LedgerEntry => ({
  Id: id,
  accountTypeId: 1,
  Value: value,
  LockValue: '0.00',
  Type: LEDGER_TYPE.memo,
  Memo: memo,
  MemoTran: memo,
  CreatedAt: 1_700_000_000 + id,
  CreatedAtTran: '2026-11-25 05:00:00',
});

beforeEach(() => {
  call.mockReset();
  store.set(sessionAtom, { token: 'token-1', user: { uid: 1, email: 'ann@example.com', is_demo: 0 } } as never);
});

describe('the ledger list', () => {
  it('shows each entry of the first page with its signed amount, asked for once', async () => {
    call.mockResolvedValue({ list: [entry(2, '-12.50', 'Fee for order 7'), entry(1, '100.00', 'Deposit 9')], total: 2 });
    renderScreen(() => <LedgerScreen accountTypeId={undefined} />, '/mine/history');
    expect(await screen.findByText('Fee for order 7')).toBeTruthy();
    expect(screen.getByText('Deposit 9')).toBeTruthy();
    expect(screen.getByText(/-12\.50/)).toBeTruthy();
    expect(screen.getByText(/\+100\.00/)).toBeTruthy();
    expect(call.mock.calls.filter(([endpoint]) => endpoint === accountLog)).toEqual([[accountLog, { page: 1 }]]);
  });

  it('says so when there is nothing, rather than loading forever', async () => {
    call.mockResolvedValue({ list: [], total: 0 });
    renderScreen(() => <LedgerScreen accountTypeId={undefined} />, '/mine/history');
    expect(await screen.findByText('No data yet')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
