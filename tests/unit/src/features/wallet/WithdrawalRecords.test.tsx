import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WITHDRAW_STATUS, type WithdrawRecord } from '@common/api/withdraw';
import { DRAW_TYPE } from '@common/wallet';
import { useWithdrawalRecords, WithdrawalRecords } from '../../../../../src/features/wallet/WithdrawalRecords';
import { api } from '../../../../../src/lib/http/api';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';

// A paid-out withdrawal says where it went and the reference it was sent with, which the customer gives their bank
// when the money has not arrived (issue 31, defect 2).
vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const record = (overrides: Partial<WithdrawRecord>): WithdrawRecord => ({
  id: 1,
  number: '200.00',
  real_number: '198.00',
  fee: '2.00',
  status: WITHDRAW_STATUS.completed,
  status_name: 'Completed',
  created_at: 1_795_000_000_000,
  type: DRAW_TYPE.bank,
  address: '',
  bank_name: 'Deutsche Bank',
  payee_name: 'Anna Schmidt',
  payee_account: 'DE89370400440532013000',
  memo: '',
  notes: '',
  payment_reference: '',
  draw_currency: { code: 'USD', protocol: '' },
  ...overrides,
});

function Records() {
  return <WithdrawalRecords paged={useWithdrawalRecords(DRAW_TYPE.bank)} />;
}

beforeEach(() => {
  call.mockReset();
  store.set(sessionAtom, { token: 'token-1', user: { uid: 1, email: 'ann@example.com', is_demo: 0 } } as never);
});

describe('the withdraw records', () => {
  it('show where a bank withdrawal went and, once paid out, its payment reference', async () => {
    call.mockResolvedValue({ data: [record({ id: 2, payment_reference: 'FT26113012345' }), record({ id: 1, status: 0 })], total: 2 });
    renderScreen(() => <Records />, '/mine/withdraw');
    expect((await screen.findAllByText('Anna Schmidt · Deutsche Bank · DE89370400440532013000')).length).toBe(2);
    expect(screen.getByText('FT26113012345')).toBeTruthy();
    expect(screen.getAllByText(/Payment reference/)).toHaveLength(1);
  });
});
