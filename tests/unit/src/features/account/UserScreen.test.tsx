import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getUserInfo, resetDemoAccount } from '@common/api/access';
import { getBalance, type AccountBalance } from '@common/api/wallet';
import { ACCOUNT_TYPE } from '@common/wallet';
import { UserScreen } from '../../../../../src/features/account/UserScreen';
import { api } from '../../../../../src/lib/http/api';
import { sessionKey } from '../../../../../src/lib/query';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { renderRouted, renderScreen, whereNow } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// A demo reset starts the account's figures again everywhere (issue 41, defect 7): home showed the reset balance
// beside "today's profit" from before the reset, kept in the cache. Every answer of the session is dropped and
// asked again, so none from before the reset is shown beside one from after it.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const demoUser = { uid: 7, email: null, is_demo: 1 };
const balances: AccountBalance[] = [
  { accountTypeId: ACCOUNT_TYPE.funding, type: 'change', balance: '10000.00', lockBalance: '0.00', currencyId: 1, currency: 'USD' },
];

function answers(endpoint: AnyEndpoint): unknown {
  if (endpoint === getBalance) return balances;
  if (endpoint === getUserInfo) return demoUser;
  if (endpoint === resetDemoAccount) return null;
  return [];
}

beforeEach(() => {
  // The theme switch reads the system's theme; jsdom has no media queries, so it is light.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as never;
  signedInAnswering(call, answers);
  store.set(sessionAtom, { token: 'token-1', user: demoUser } as never);
});

describe('resetting the demo account', () => {
  it("drops every answer of the session kept from before, home's profit of the day among them", async () => {
    const client = renderScreen(() => <UserScreen />, '/user');
    const profits = sessionKey('token-1', 'profits');
    const orders = sessionKey('token-1', 'orders', 3);
    act(() => {
      client.setQueryData(profits, { today_profit: '-32.13' });
      client.setQueryData(orders, { pages: [], pageParams: [] });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset demo account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await vi.waitFor(() => expect(callsTo(call, resetDemoAccount)).toHaveLength(1));
    await vi.waitFor(() => expect(client.getQueryData(profits)).toBeUndefined());
    expect(client.getQueryData(orders)).toBeUndefined();
    // The screen's own balances are asked again at once.
    await vi.waitFor(() => expect(callsTo(call, getBalance).length).toBeGreaterThanOrEqual(2));
  });
});

describe('the security entry', () => {
  it('opens the security screen, for a demo user too (told there why a demo account has none of it)', async () => {
    const { router } = renderRouted(() => <UserScreen />, '/user');
    fireEvent.click(await screen.findByRole('button', { name: 'Security' }));
    await vi.waitFor(() => expect(whereNow(router).pathname).toBe('/mine/security'));
  });
});

describe('the notification settings entry', () => {
  it('opens the notification settings', async () => {
    const { router } = renderRouted(() => <UserScreen />, '/user');
    fireEvent.click(await screen.findByRole('button', { name: 'Notification settings' }));
    await vi.waitFor(() => expect(whereNow(router).pathname).toBe('/mine/notifications'));
  });
});
