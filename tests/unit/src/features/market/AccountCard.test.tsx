import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getProfits } from '@common/api/access';
import { forexDetail, type ForexDetail } from '@common/api/trade';
import { getBalance, type AccountBalance } from '@common/api/wallet';
import { ACCOUNT_TYPE } from '@common/wallet';
import AccountCard from '../../../../../src/features/market/AccountCard';
import { assetsHiddenAtom } from '../../../../../src/lib/assets-hidden';
import { HIDDEN_AMOUNT } from '../../../../../src/lib/format';
import { api } from '../../../../../src/lib/http/api';
import { store } from '../../../../../src/lib/store';
import { contractDetailQuery } from '../../../../../src/shared/account';
import { withTradeFigures } from '../../../../../src/shared/account/trade-figures';
import { renderScreen } from '../../render-screen';
import { signedInAnswering } from '../../signed-in';

// Home's balance card follows the one "hide amounts" preference of the account centre and the wallet (issue 31,
// item 6): someone who hides their balance in public must not find it on the first screen.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const balances: AccountBalance[] = [
  { accountTypeId: ACCOUNT_TYPE.funding, type: 'change', balance: '1200.50', lockBalance: '0.00', currencyId: 1, currency: 'USD' },
];

// The contract account with a position floating at -20.00 (its margin is in the balances above: none here).
const contract: ForexDetail = {
  balance: '0.00',
  lockBalance: '0.00',
  ProfitsTotal: '-20.00',
  CautionMoneyAll: '0.00',
  Equity: '-20.00',
  HazardRate: '0.00',
  PrepaymentRatio: '0',
  TradeFeeType: 2,
  CloseOutLevel: null,
};

function answers(endpoint: AnyEndpoint): unknown {
  if (endpoint === getBalance) return balances;
  if (endpoint === getProfits) return { today_profit: '35.25' };
  if (endpoint === forexDetail) return contract;
  return {};
}

beforeEach(() => signedInAnswering(call, answers));
afterEach(() => act(() => store.set(assetsHiddenAtom, false)));

const card = () => screen.getByRole('region', { name: 'Total assets (USD)' });

describe("home's balance card", () => {
  it('shows the total and the day’s profit while amounts are shown', async () => {
    renderScreen(() => <AccountCard token="token-1" tag="en" />);
    await screen.findByText('1,200.50');
    expect(card().textContent).toContain('+35.25');
  });

  it('hides the total and the day’s profit behind the same mask as the account centre when amounts are hidden', async () => {
    store.set(assetsHiddenAtom, true);
    renderScreen(() => <AccountCard token="token-1" tag="en" />);
    await vi.waitFor(() => expect(card().getAttribute('aria-busy')).toBeNull());
    expect(card().textContent).not.toContain('1,200.50');
    expect(card().textContent).not.toContain('35.25');
    expect(card().textContent).toContain(HIDDEN_AMOUNT);
  });

  it('shows the equity beside the total: the total plus the floating profit, live with the quotes (issue 41)', async () => {
    const client = renderScreen(() => <AccountCard token="token-1" tag="en" />);
    const equity = async () => (await screen.findByText('Equity (USD)')).nextElementSibling?.textContent;
    await vi.waitFor(async () => expect(await equity()).toBe('1,180.50'));
    // A FOREX_TRADE push, as the contract account's rule applies it (src/shared/account/queries.ts).
    const key = contractDetailQuery('token-1').queryKey;
    const push = {
      ProfitsTotal: '12.25',
      HazardRate: '0.00',
      CautionMoneyAll: '0.00',
      Equity: '12.25',
      PrepaymentRatio: '0',
      CloseOutLevel: null,
      TransOrder: [],
    };
    act(() => {
      client.setQueryData<ForexDetail>(key, (detail) => (detail ? withTradeFigures(detail, push) : detail));
    });
    await vi.waitFor(async () => expect(await equity()).toBe('1,212.75'));
  });

  it('hides the equity with the other amounts', async () => {
    store.set(assetsHiddenAtom, true);
    renderScreen(() => <AccountCard token="token-1" tag="en" />);
    await vi.waitFor(() => expect(card().textContent).toContain('Equity (USD)'));
    await vi.waitFor(() => expect(screen.getByText('Equity (USD)').nextElementSibling?.textContent).toBe(HIDDEN_AMOUNT));
    expect(card().textContent).not.toContain('1,180.50');
  });
});
