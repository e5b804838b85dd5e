import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fundBuy, fundInfo, type Fund } from '@common/api/fund';
import { SubscribeScreen } from '../../../../../src/features/fund/SubscribeScreen';
import { api } from '../../../../../src/lib/http/api';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// The HTTP client is replaced: these tests are about what the subscribe form refuses, in the words every money form
// shares with the wallet's (src/lib/useAmountProblemText.ts), and its own limits.
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
  lang: 'en',
};

const sent = () => callsTo(call, fundBuy);

beforeEach(() => signedInAnswering(call, (endpoint) => (endpoint === fundInfo ? fund : {})));

async function subscribe(amount: string) {
  renderScreen(() => <SubscribeScreen id={fund.id} />, '/mining/subscribe');
  await screen.findByText('Steady 30');
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

// What is typed, and what the form says of it: the shared amount messages (the blank one is the fund's own wording),
// then the fund's limits, named with its currency.
const refusals: [string, string][] = [
  [' ', 'Please input the lock number'],
  ['1e3', 'Please enter a number, such as 100 or 25.50'],
  ['0', 'The amount must be more than 0'],
  ['150.005', 'The amount can have at most 2 decimal places'],
  ['50', 'The minimum is 100.00 USDT'],
  ['6000', 'The maximum is 5,000.00 USDT'],
];

describe('the subscribe form', () => {
  it.each(refusals)('refuses %j, saying "%s", and sends nothing', async (amount, message) => {
    await subscribe(amount);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(sent()).toHaveLength(0);
  });

  it('asks to confirm a usable amount', async () => {
    await subscribe('150');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy());
  });
});
