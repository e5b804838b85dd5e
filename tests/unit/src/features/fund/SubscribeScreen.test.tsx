import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { fundBuy, fundInfo, type Fund } from '@common/api/fund';
import { SubscribeScreen } from '../../../../../src/features/fund/SubscribeScreen';
import { api } from '../../../../../src/lib/http/api';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';

// The HTTP client is replaced: these tests are about what the subscribe form refuses, in the words every money form
// shares with the wallet's (src/lib/use-amount-problem-text.ts), and its own limits.
vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const fund: Fund = {
  id: 7,
  title: 'Steady 30',
  image: '',
  currency_code: 'USDT',
  dividend_percentage: '0.35',
  staring_sub_amount: '100.00',
  lock_dividend_days: 30,
  max_sub_amount: '5000.00',
  desc: 'Thirty days, paid daily.',
  liquidated_damages: '5',
  refund_mode: 1,
};

function answers(endpoint: AnyEndpoint): unknown {
  if (endpoint === fundInfo) return fund;
  return {};
}

const sent = () => call.mock.calls.filter(([endpoint]) => endpoint === fundBuy);

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint) => Promise.resolve(answers(endpoint)));
  store.set(sessionAtom, { token: 'token-1', user: { uid: 1, email: 'ann@example.com', is_demo: 0 } } as never);
});

async function subscribe(amount: string) {
  renderScreen(() => <SubscribeScreen id={fund.id} />, '/mining/subscribe');
  await screen.findByText('Steady 30');
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('the subscribe form', () => {
  it('asks for the amount when there is none', async () => {
    await subscribe(' ');
    expect(await screen.findByText('Please input the lock number')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('words what is not a plain decimal, and too many decimals, as the wallet forms do', async () => {
    await subscribe('1e3');
    expect(await screen.findByText('Please enter a number, such as 100 or 25.50')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '150.005' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('The amount can have at most 2 decimal places')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it("refuses an amount outside the fund's limits, naming the limit", async () => {
    await subscribe('50');
    expect(await screen.findByText('The minimum is 100.00 USDT')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '6000' } });
    expect(await screen.findByText('The maximum is 5,000.00 USDT')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('asks to confirm a usable amount', async () => {
    await subscribe('150');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy());
  });
});
