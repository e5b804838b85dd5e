import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { chargeList, chargeWire, quickChargeInfo } from '@common/api/charge';
import { DepositScreen } from '../../../../../src/features/wallet/DepositScreen';
import { api } from '../../../../../src/lib/http/api';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// The HTTP client is replaced: this test is about what the deposit form refuses before sending.
vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const wire = {
  id: 3,
  collect_currency_id: 1,
  bank_name: 'Meridian Bank',
  bank_address: '1 Main St',
  bank_swift: 'MERIXX',
  payee_name: 'Meridian Ltd',
  payee_account: '001',
  bank_remark: 'Put your UID in the transfer reference',
};

/** An approved EUR deposit: 500 EUR credited 543.47 USD at 0.92 EUR per USD. */
const euroRecord = {
  id: 9,
  number: '500.00',
  usd_price: '0.92',
  usd_amount: '543.47',
  type: 1,
  currency_code: 'EUR',
  status: 1,
  created_at: 1_795_000_000_000,
  remark: '',
};

function answers(endpoint: AnyEndpoint): unknown {
  if (endpoint === quickChargeInfo)
    return {
      symbols: [
        { id: 1, name: 'USD', protocol: '', address: '', usd_price: '1' },
        { id: 2, name: 'EUR', protocol: '', address: '', usd_price: '0.92' },
      ],
      wires: [wire, { ...wire, id: 4, collect_currency_id: 2, bank_name: 'Meridian Europe Bank' }],
    };
  if (endpoint === chargeList) return { data: [euroRecord], total: 1 };
  return {};
}

beforeEach(() => signedInAnswering(call, answers));

describe('the deposit form', () => {
  it('shows every problem at once, each under its field, and sends nothing (issue 19, item 9)', async () => {
    renderScreen(() => <DepositScreen />, '/mine/charge');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'No payment method: choose a bank account to pay into',
      'Please enter the deposit amount',
      'Please upload a picture of the payment',
    ]);
    expect(callsTo(call, chargeWire)).toHaveLength(0);
    // Correcting one field takes its message away and leaves the others.
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '100' } });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toHaveLength(2);
  });

  it("shows the reference to write on the transfer, the user's UID, beside the bank's note asking for it (issue 31, item 6)", async () => {
    renderScreen(() => <DepositScreen />, '/mine/charge');
    fireEvent.click(await screen.findByRole('button', { name: /Currency/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /USD/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Pay into/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Meridian Bank/ }));
    const reference = await screen.findByText('Transfer reference');
    // The signed-in user of these tests has UID 1: the copyable value is the UID itself, not the sentence.
    expect(reference.nextElementSibling?.textContent).toBe('1');
    expect(screen.getByRole('button', { name: 'Copy Transfer reference' })).toBeTruthy();
  });

  it('takes an amount in the chosen currency and says what it credits at the rate shown (issue 31, defect 1)', async () => {
    renderScreen(() => <DepositScreen />, '/mine/charge');
    fireEvent.click(await screen.findByRole('button', { name: /Currency/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /EUR/ }));
    fireEvent.change(await screen.findByLabelText('Amount (EUR)'), { target: { value: '500' } });
    expect(screen.getByText('\u20661 USD = 0.92 EUR\u2069 · About 543.47 USD now. Credited at the rate when approved.')).toBeTruthy();
    // The record of an approved one: the amount in euros, and the USD it credited at its rate.
    expect(screen.getByText('543.47 USD')).toBeTruthy();
    expect(screen.getByText('1 USD = 0.92 EUR')).toBeTruthy();
  });
});
