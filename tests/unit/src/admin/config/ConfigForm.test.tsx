import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../../../../src/admin/api';
import { renderConfigForm } from './render-config-form';
import type { Editing } from '../../../../../src/admin/config/ConfigScreen';

// The house's receiving accounts and addresses are checked in the console as customers' payout methods are in the
// app (common/payout-details.ts): an operator who types "bad swift!" or an address whose checksum fails is told so
// under the field, and nothing is sent; the server refuses the same (tests/server/wallet/receiving-details.test.ts).
vi.mock('../../../../../src/admin/api', () => ({ adminApi: vi.fn(), allows: () => true }));
const call = vi.mocked(adminApi);

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue({});
});

const europe: Editing = {
  id: 2,
  values: {
    collect_currency_id: '3',
    bank_name: 'Meridian Europe Bank',
    bank_address: 'Friedrichstrasse 10, Berlin',
    bank_swift: 'MEBKDEBB',
    payee_name: 'Meridian Markets Europe GmbH',
    payee_account: 'DE89370400440532013000',
    bank_remark: '',
    enabled: '1',
    sort: '1',
  },
};

describe('the receiving bank account form', () => {
  it('says under the field that a SWIFT/BIC is not one, and sends nothing', async () => {
    renderConfigForm('bank-accounts', europe);
    type('bank_swift', 'bad swift!');
    save();
    expect(await screen.findByText('The SWIFT/BIC code is not valid: it has 8 or 11 letters and digits, such as DEUTDEFF')).toBeTruthy();
    expect(field('bank_swift').getAttribute('aria-invalid')).toBe('true');
    expect(call).not.toHaveBeenCalled();
  });

  it('says an IBAN’s check digits do not match, and sends once it is corrected', async () => {
    renderConfigForm('bank-accounts', europe);
    type('payee_account', 'DE89370400440532013001');
    save();
    expect(await screen.findByText("The IBAN's check digits do not match: check the account number")).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    type('payee_account', 'DE89 3704 0044 0532 0130 00');
    expect(screen.queryByText("The IBAN's check digits do not match: check the account number")).toBeNull();
    save();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]?.[1]).toMatchObject({ id: 2, payee_account: 'DE89 3704 0044 0532 0130 00' });
  });
});

describe('the deposit currency form', () => {
  it('refuses a TRC-20 address whose checksum fails, naming its network', async () => {
    renderConfigForm('collect-currencies', {
      id: 1,
      values: { name: 'USDT', protocol: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF', usd_price: '1', enabled: '1', sort: '0' },
    });
    save();
    expect(await screen.findByText('This is not a valid TRC20 address')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
