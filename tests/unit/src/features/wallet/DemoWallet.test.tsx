import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getBalance, type AccountBalance } from '@common/api/wallet';
import { getDrawMethod } from '@common/api/withdraw';
import { DRAW_TYPE } from '@common/wallet';
import { MethodListScreen } from '../../../../../src/features/wallet/MethodListScreen';
import { TransferScreen } from '../../../../../src/features/wallet/TransferScreen';
import { WalletScreen } from '../../../../../src/features/wallet/WalletScreen';
import { api } from '../../../../../src/lib/http/api';
import { toast } from '../../../../../src/ui/toast/toast-store';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { ACCOUNT_TYPE } from '@common/wallet';

// Issue 19, item 1: a demo user sees the wallet with their demo balances; only moving money is refused, in place.
vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const balances: AccountBalance[] = [
  { accountTypeId: ACCOUNT_TYPE.funding, type: 'change', balance: '10000.00', lockBalance: '0.00', currencyId: 1, currency: 'USD' },
];

const ONLY_REAL = 'This is a demo account. Register or log in to a real account to use this.';

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) =>
    Promise.resolve(endpoint === getBalance ? balances : endpoint === getDrawMethod ? [] : {}),
  );
  store.set(sessionAtom, { token: 'demo-token', user: { uid: 7, email: '', is_demo: 1 } } as never);
});

describe('the wallet of a demo user', () => {
  it('shows the total and the ways to the accounts and the ledger, with no demo notice', async () => {
    renderScreen(() => <WalletScreen />, '/mine/wallet');
    expect(await screen.findByText('Account ledger')).toBeTruthy();
    expect(screen.getByText('Assets')).toBeTruthy();
    expect(screen.queryByText('Demo account')).toBeNull();
  });

  it('answers the deposit button with the only-true-account message instead of leaving', async () => {
    renderScreen(() => <WalletScreen />, '/mine/wallet');
    const shown = vi.spyOn(toast, 'show');
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(shown).toHaveBeenCalledWith(ONLY_REAL, 'info');
    expect(screen.getByText('Account ledger')).toBeTruthy();
  });

  it('sees the demo notice in place of the transfer form', async () => {
    renderScreen(() => <TransferScreen />, '/mine/transfer');
    expect(await screen.findByText(ONLY_REAL)).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it('is not invited to add a bank card it cannot add: the empty list says why, with the way to a real account (issue 31, item 6)', async () => {
    renderScreen(() => <MethodListScreen type={DRAW_TYPE.bank} />, '/mine/withdraw-way-list?type=2');
    expect(await screen.findByText(ONLY_REAL)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByText('Add one with the plus button at the top.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a bank card' })).toBeNull();
  });
});
