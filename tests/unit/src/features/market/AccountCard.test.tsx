import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getProfits } from '@common/api/access';
import { getBalance, type AccountBalance } from '@common/api/wallet';
import { ACCOUNT_TYPE } from '@common/wallet';
import AccountCard from '../../../../../src/features/market/AccountCard';
import { assetsHiddenAtom } from '../../../../../src/lib/assets-hidden';
import { HIDDEN_AMOUNT } from '../../../../../src/lib/format';
import { api } from '../../../../../src/lib/http/api';
import { store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { signedInAnswering } from '../../signed-in';

// Home's balance card follows the one "hide amounts" preference of the account centre and the wallet (issue 31,
// item 6): someone who hides their balance in public must not find it on the first screen.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const balances: AccountBalance[] = [
  { accountTypeId: ACCOUNT_TYPE.funding, type: 'change', balance: '1200.50', lockBalance: '0.00', currencyId: 1, currency: 'USD' },
];

function answers(endpoint: AnyEndpoint): unknown {
  if (endpoint === getBalance) return balances;
  if (endpoint === getProfits) return { today_profit: '35.25' };
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
});
