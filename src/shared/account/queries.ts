import { queryOptions } from '@tanstack/react-query';
import { getProfits, getUserInfo } from '@common/api/access';
import { forexDetail, type ForexDetail } from '@common/api/trade';
import { getBalance } from '@common/api/wallet';
import { api } from '../../lib/http/api';
import { pushRule, sessionKey } from '../../lib/query';
import { updateUser } from '../../lib/session';
import { withTradeFigures } from './trade-figures';

// The signed-in user's account figures, read by several areas (home, wallet, trade forms, orders, the account
// centre): one definition each, so every screen shows the same answer and one push or reload updates them all.
// Silent: each screen shows "--" for a figure it could not load.

/** Every account with its balance. */
export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKey(token, 'balance'),
    queryFn: () => api(getBalance, {}, { silent: true }),
    enabled: token !== null,
  });

/** The contract account: free margin, floating profit, risk rate; kept current by FOREX_TRADE. */
export const contractDetailQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKey(token, 'contract-detail'),
    queryFn: () => api(forexDetail, {}, { silent: true }),
    enabled: token !== null,
  });

/**
 * The signed-in user's profile. The session keeps the user (stored, so a reopened app shows it at once); this
 * query is how a screen asks for it afresh, and its answer is written into the session, which screens read.
 */
export const userInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKey(token, 'user-info'),
    queryFn: () =>
      api(getUserInfo, {}, { silent: true }).then((user) => {
        updateUser(user);
        return user;
      }),
    enabled: token !== null,
  });

/** Today's profit, for the home screen's balance card. */
export const profitsQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKey(token, 'profits'),
    queryFn: () => api(getProfits, {}, { silent: true }),
    enabled: token !== null,
  });

// A guest's (disabled) query has a null token: it needs no per-user topic, which a guest socket may not follow.
const isContractDetail = (key: readonly unknown[]) => key[0] === 'session' && key[1] !== null && key[2] === 'contract-detail';

pushRule({
  topic: 'FOREX_TRADE',
  matches: isContractDetail,
  apply: (client, push) => {
    for (const [key, detail] of client.getQueriesData<ForexDetail>({ predicate: (query) => isContractDetail(query.queryKey) })) {
      if (detail) client.setQueryData(key, withTradeFigures(detail, push));
    }
  },
});

// The server stops pushing FOREX_TRADE once nothing is open, so the figures after a close are asked again; the
// balances moved too.
pushRule({
  topic: 'FOREX_CLOSED',
  matches: isContractDetail,
  apply: (client) => {
    void client.invalidateQueries({ predicate: (query) => isContractDetail(query.queryKey) });
    void client.invalidateQueries({ queryKey: ['session'], predicate: (query) => query.queryKey[2] === 'balance' });
  },
});
