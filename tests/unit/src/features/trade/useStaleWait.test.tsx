import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forexDetail } from '@common/api/trade';
import { MAX_QUOTE_AGE_MS } from '@common/contract';
import { ContractForm } from '../../../../../src/features/trade/ContractForm';
import { api } from '../../../../../src/lib/http/api';
import { receiveQuotes } from '../../../../../src/shared/market';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { instrument } from './fixtures';

// A stale price (issue 35): once the last quote is older than the server accepts, Buy and Sell wait, with the reason
// on them and the price's age beside it, until a fresh quote arrives. The clock is moved by hand.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);
const item = instrument();

const account = {
  balance: '1000.00',
  lockBalance: '0.00',
  ProfitsTotal: '0.00',
  CautionMoneyAll: '0.00',
  Equity: '1000.00',
  HazardRate: '0.00',
  PrepaymentRatio: '0',
  TradeFeeType: 1,
};

let now = Date.now();

beforeEach(() => {
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  call.mockReset();
  call.mockImplementation((endpoint) => (endpoint === forexDetail ? Promise.resolve(account) : Promise.reject(new Error('not expected'))));
});

afterEach(() => {
  vi.restoreAllMocks();
});

const tick = (close: string) => receiveQuotes([{ symbol: item.Code, quotation: { close, change: '0.10' } }]);

describe('the trade buttons on a stale price', () => {
  it('wait with the reason once the last quote is too old, and take orders again at the next quote', async () => {
    store.set(sessionAtom, { token: 'token-1', user: null });
    act(() => tick('67000.00'));
    renderScreen(() => <ContractForm item={item} />, '/trade');
    const buy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Buy' });
    expect(buy.disabled).toBe(false);
    now += MAX_QUOTE_AGE_MS + 1_500;
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Buy/ }).disabled).toBe(true));
    expect(screen.getByRole('button', { name: /^Sell/ }).textContent).toBe('SellWaiting for a fresh price');
    expect(screen.getByText('The last price is 3 s old. Waiting for a fresh price…')).toBeTruthy();
    expect(screen.getByText('3 s old')).toBeTruthy();
    act(() => tick('67010.00'));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy' }).disabled).toBe(false));
    expect(screen.queryByText('3 s old')).toBeNull();
  });
});
