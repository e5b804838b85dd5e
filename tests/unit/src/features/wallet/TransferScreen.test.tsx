import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getBalance, transfer, transferLog, type AccountBalance } from '@common/api/wallet';
import { TransferScreen } from '../../../../../src/features/wallet/TransferScreen';
import { api } from '../../../../../src/lib/http/api';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';
import { ACCOUNT_TYPE } from '@common/wallet';

// The HTTP client is replaced: these tests are about what the transfer form refuses and what it sends.
vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const balances: AccountBalance[] = [
  { accountTypeId: ACCOUNT_TYPE.funding, type: 'change', balance: '500.00', lockBalance: '0.00', currencyId: 1, currency: 'USD' },
  { accountTypeId: ACCOUNT_TYPE.forex, type: 'forex', balance: '20.00', lockBalance: '0.00', currencyId: 1, currency: 'USD' },
];

function answers(endpoint: AnyEndpoint): unknown {
  if (endpoint === getBalance) return balances;
  if (endpoint === transferLog) return { data: [], total: 0 };
  return {};
}

const sent = () => callsTo(call, transfer);

beforeEach(() => signedInAnswering(call, answers));

async function typeAmount(amount: string) {
  renderScreen(() => <TransferScreen />, '/mine/transfer');
  // The free balance of the from-account (funding) is shown once the balances arrived.
  await screen.findByText(/Available: 500.00 USD/);
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
}

describe('the transfer form', () => {
  it("words a negative amount as the server's schema and the wallet see it, and sends nothing", async () => {
    await typeAmount('-5');
    expect(await screen.findByText('The amount must be more than 0')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('refuses what is not a plain decimal, and too many decimals', async () => {
    await typeAmount('1e3');
    expect(await screen.findByText('Please enter a number, such as 100 or 25.50')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1.005' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The amount can have at most 2 decimal places')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it("says an amount above Available is too much as it is typed, with the server's rule, and sends nothing (issue 19, item 6)", async () => {
    await typeAmount('500.01');
    expect(await screen.findByText('The amount is more than what is available')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Transfer' }).disabled).toBe(true);
    expect(sent()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '500.00' } });
    expect(screen.queryByText('The amount is more than what is available')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Transfer' }).disabled).toBe(false);
  });

  it('asks for an amount when there is none', async () => {
    await typeAmount('  ');
    expect(await screen.findByText('Please enter the transfer amount')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('sends a usable amount, trimmed, from funding to contract', async () => {
    await typeAmount(' 25.50 ');
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.[1]).toEqual({ balance: '25.50', currency_id: 1, from: ACCOUNT_TYPE.funding, to: ACCOUNT_TYPE.forex });
  });
});
