import { queryOptions } from '@tanstack/react-query';
import {
  fundIncomeList,
  fundInfo,
  fundList,
  fundSubList,
  type Fund,
  type FundIncome,
  type FundPage,
  type FundSubscription,
} from '@common/api/fund';
import { api } from '@/lib/http/api';
import { sessionKey, type PagedQuery } from '@/lib/query';

// The fund calls, one definition each: their keys in the cache and how an answer (or a page) is asked for.

export const fundsQuery = (token: string | null): PagedQuery<FundPage<Fund>> => ({
  queryKey: sessionKey(token, 'funds'),
  loadPage: (page) => api(fundList, { page }),
  enabled: token !== null,
});

export const fundQuery = (token: string | null, id: number) =>
  queryOptions({ queryKey: sessionKey(token, 'fund', id), queryFn: () => api(fundInfo, { id }), enabled: token !== null });

/** The key every subscription list shares, so a subscription or a redemption refreshes them. */
export const subscriptionsKey = (token: string | null) => sessionKey(token, 'fund-subscriptions');

export const subscriptionsQuery = (token: string | null): PagedQuery<FundPage<FundSubscription>> => ({
  queryKey: subscriptionsKey(token),
  loadPage: (page) => api(fundSubList, { page }),
  enabled: token !== null,
});

export const incomeQuery = (token: string | null, subId: number): PagedQuery<FundPage<FundIncome>> => ({
  queryKey: sessionKey(token, 'fund-income', subId),
  loadPage: (page) => api(fundIncomeList, { sub_id: subId, page }),
  enabled: token !== null,
});
