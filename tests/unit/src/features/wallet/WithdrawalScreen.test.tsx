import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getBalance, type AccountBalance } from '@common/api/wallet';
import { draw, drawList, drawSymbolList, getDrawMethod, type DrawMethod, type WithdrawCurrency } from '@common/api/withdraw';
import { ACCOUNT_TYPE, DRAW_TYPE } from '@common/wallet';
import { WithdrawalScreen } from '../../../../../src/features/wallet/WithdrawalScreen';
import { api } from '../../../../../src/lib/http/api';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// Nothing leaves on the first tap (issue 31, defect 4): Withdraw opens a sheet with the amount, the fee, the rate,
// what arrives and where; only its own Withdraw sends the request.
vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const euro: WithdrawCurrency = {
  id: 4,
  code: 'EUR',
  protocol: '',
  type: DRAW_TYPE.bank,
  draw_rate: '0.01',
  fee_type: 2,
  usd_price: '0.92',
};
const account: DrawMethod = {
  id: 7,
  draw_type: DRAW_TYPE.bank,
  draw_currency_id: 4,
  draw_currency: { code: 'EUR', protocol: '' },
  dc_address: '',
  bank_name: 'NatWest',
  bank_address: '1 Princes Street, London',
  bank_swift: 'NWBKGB2L',
  payee_name: 'Anna Smith',
  payee_account: 'GB29NWBK60161331926819',
  receipt_currency: 'EUR',
  remark: '',
  usable_from: 0,
  allow_listed: false,
};
const balances: AccountBalance[] = [
  { accountTypeId: ACCOUNT_TYPE.funding, type: 'change', balance: '500.00', lockBalance: '0.00', currencyId: 1, currency: 'USD' },
];

function answers(endpoint: AnyEndpoint): unknown {
  if (endpoint === getBalance) return balances;
  if (endpoint === drawSymbolList) return [euro];
  if (endpoint === getDrawMethod) return [account];
  if (endpoint === drawList) return { data: [], total: 0 };
  return {};
}

beforeEach(() => signedInAnswering(call, answers));

describe('the withdraw form', () => {
  it('asks before sending: the sheet shows the fee, the rate, what arrives and where, and its Withdraw sends it', async () => {
    renderScreen(() => <WithdrawalScreen type={DRAW_TYPE.bank} onType={() => undefined} />, '/mine/withdraw?type=2');
    await screen.findByText(/GB29NWBK60161331926819/);
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    const sheet = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(within(sheet).getByText('1 USD = 0.92 EUR')).toBeTruthy();
    // 100 - 1% fee = 99 USD, x 0.92 = 91.08 EUR.
    expect(within(sheet).getByText('1.00')).toBeTruthy();
    expect(within(sheet).getByText('91.08')).toBeTruthy();
    expect(within(sheet).getByText('Anna Smith · NatWest GB29NWBK60161331926819')).toBeTruthy();
    expect(callsTo(call, draw)).toHaveLength(0);

    fireEvent.click(within(sheet).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(callsTo(call, draw).map(([, params]) => params)).toEqual([
        { draw_currency_id: 4, number: '100', memo: '', draw_method_id: 7 },
      ]),
    );
  });

  it('sends nothing when the sheet is closed', async () => {
    renderScreen(() => <WithdrawalScreen type={DRAW_TYPE.bank} onType={() => undefined} />, '/mine/withdraw?type=2');
    await screen.findByText(/GB29NWBK60161331926819/);
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const sheet = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    fireEvent.click(within(sheet).getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm the withdrawal' })).toBeNull());
    expect(callsTo(call, draw)).toHaveLength(0);
  });
});
