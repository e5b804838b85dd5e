import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { bindPayoutMethod, drawSymbolList, type WithdrawCurrency } from '@common/api/withdraw';
import { AddMethodScreen } from '../../../../../src/features/wallet/AddMethodScreen';
import { api } from '../../../../../src/lib/http/api';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';
import { DRAW_TYPE } from '@common/wallet';
import { getSecurityOverview, stepUp, type SecurityOverview } from '@common/api/security';
import { CODE } from '@common/envelope';
import { ApiCallError } from '../../../../../src/lib/http/errors';

// The HTTP client is replaced: these tests are about what the add-method form refuses before sending (issue 31,
// defect 3), by the same checks the server makes (common/payout-details.ts).
vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const currency = (id: number, code: string, protocol: string, type: 1 | 2): WithdrawCurrency => ({
  id,
  code,
  protocol,
  type,
  draw_rate: '1',
  fee_type: 1,
  usd_price: '1',
});

function answers(endpoint: AnyEndpoint, params: unknown): unknown {
  if (endpoint === drawSymbolList) {
    return (params as { type: number }).type === DRAW_TYPE.bank ? [currency(4, 'EUR', '', 2)] : [currency(2, 'USDT', 'ERC20', 1)];
  }
  return {};
}

const sent = () => callsTo(call, bindPayoutMethod);

beforeEach(() => {
  signedInAnswering(call, () => ({}));
  call.mockImplementation((endpoint, params) => Promise.resolve(answers(endpoint, params)));
});

async function chooseCurrency(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name: /Currency/ }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name }));
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

const BANK = {
  'Bank name': 'Deutsche Bank',
  'Bank address': 'Taunusanlage 12, Frankfurt',
  'SWIFT code': 'DEUTDEFF',
  'Payee name': 'Ada Lovelace',
  'Payee account': 'DE89 3704 0044 0532 0130 00',
};

describe('the add-method form', () => {
  it('says a SWIFT code is not a BIC, under the field, and sends nothing', async () => {
    renderScreen(() => <AddMethodScreen type={DRAW_TYPE.bank} />, '/mine/withdraw-way?type=2');
    await chooseCurrency(/EUR/);
    fill({ ...BANK, 'SWIFT code': 'bad swift!' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The SWIFT/BIC code is not valid: it has 8 or 11 letters and digits, such as DEUTDEFF');
    expect(screen.getByLabelText('SWIFT code').getAttribute('aria-describedby')).toBe(alert.id);
    expect(sent()).toHaveLength(0);
  });

  it("says an IBAN's check digits do not match, and sends a valid account once corrected and confirmed", async () => {
    renderScreen(() => <AddMethodScreen type={DRAW_TYPE.bank} />, '/mine/withdraw-way?type=2');
    await chooseCurrency(/EUR/);
    fill({ ...BANK, 'Payee account': 'DE89 3704 0044 0532 0130 01' });
    expect((await screen.findByRole('alert')).textContent).toBe("The IBAN's check digits do not match: check the account number");
    expect(sent()).toHaveLength(0);
    fill({ 'Payee account': BANK['Payee account'] });
    // Read back before it is saved (issue 31, defect 4): nothing is sent until the dialog's Save.
    const dialog = await screen.findByRole('alertdialog', { name: 'Save this payout method?' });
    expect(within(dialog).getByText(/DEUTDEFF · Ada Lovelace · DE89 3704 0044 0532 0130 00/)).toBeTruthy();
    expect(sent()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.[1]).toMatchObject({ type: 2, draw_id: 4, bank_swift: 'DEUTDEFF', payee_account: 'DE89 3704 0044 0532 0130 00' });
  });

  it("says an ERC-20 address's EIP-55 checksum does not match, naming the protocol", async () => {
    renderScreen(() => <AddMethodScreen type={DRAW_TYPE.coin} />, '/mine/withdraw-way?type=1');
    await chooseCurrency(/USDT-ERC20/);
    fill({ 'Wallet address': '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' });
    expect((await screen.findByRole('alert')).textContent).toBe('This is not a valid ERC20 address');
    expect(sent()).toHaveLength(0);
  });
});

// Issue 33: a user with a second factor is refused 9002 without a step-up token; the form asks "confirm it is you"
// and sends the method again with the token. A user without one sends it once, as before.
describe('adding a payout method with a second factor', () => {
  const TOKEN = 'S'.repeat(43);
  const overview: SecurityOverview = {
    totp: 'on',
    recovery_codes_left: 10,
    passkeys: [],
    safeguards: { allow_list: false, withdrawals_locked_until: null, withdrawals_lock_reason: null, withdrawals_suspended_until: null },
    frozen: false,
    anti_phishing_code: null,
  };

  function answeringWithSecondFactor() {
    call.mockImplementation((endpoint, params) => {
      if (endpoint === getSecurityOverview) return Promise.resolve(overview);
      if (endpoint === stepUp) return Promise.resolve({ token: TOKEN, expires_at: Date.now() + 300_000 });
      if (endpoint === bindPayoutMethod && (params as { step_up_token?: string }).step_up_token !== TOKEN)
        return Promise.reject(new ApiCallError(CODE.STEP_UP_REQUIRED, 'Please confirm it is you to continue.'));
      return Promise.resolve(answers(endpoint, params));
    });
  }

  async function saveBankAccount() {
    renderScreen(() => <AddMethodScreen type={DRAW_TYPE.bank} />, '/mine/withdraw-way?type=2');
    await chooseCurrency(/EUR/);
    fill(BANK);
    const dialog = await screen.findByRole('alertdialog', { name: 'Save this payout method?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  }

  it('is answered 9002, asks for a step-up of a payout method, then sends it again with the token', async () => {
    answeringWithSecondFactor();
    await saveBankAccount();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(dialog).getByLabelText('Authentication code'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(callsTo(call, stepUp)[0]?.[1]).toEqual({ kind: 'payout_method', code: '654321' });
    const [first, second] = sent();
    expect(first?.[1]).toMatchObject({ draw_id: 4, step_up_token: undefined });
    // The first try is quiet: its 9002 opens the dialog rather than a toast.
    expect(first?.[2]).toMatchObject({ silent: true });
    expect(second?.[1]).toMatchObject({ draw_id: 4, bank_swift: 'DEUTDEFF', step_up_token: TOKEN });
    expect(second?.[2]).toMatchObject({ silent: false, toastSuccess: true });
  });

  it('sends nothing more when the step-up is cancelled', async () => {
    answeringWithSecondFactor();
    await saveBankAccount();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    expect(sent()).toHaveLength(1);
    expect(callsTo(call, stepUp)).toHaveLength(0);
  });

  it('is sent once, without a step-up, for a user without a second factor', async () => {
    await saveBankAccount();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.[1]).toMatchObject({ draw_id: 4, step_up_token: undefined });
    expect(sent()[0]?.[2]).toMatchObject({ toastSuccess: true, loading: true });
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
    expect(callsTo(call, stepUp)).toHaveLength(0);
  });
});
