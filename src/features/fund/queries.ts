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
import type { LocaleCode } from '@common/locales';
import { api } from '@/lib/http/api';
import { sessionKey, type PagedQuery } from '@/lib/query';

// The fund calls, one definition each: their keys in the cache and how an answer (or a page) is asked for. A fund's
// title and terms come in the language the request is sent in, so the answers that carry them are keyed by it too:
// after a language switch the screen asks again instead of showing the text of the language before.

export const fundsQuery = (token: string | null, lang: LocaleCode): PagedQuery<FundPage<Fund>> => ({
  queryKey: sessionKey(token, 'funds', lang),
  loadPage: (page) => api(fundList, { page }),
  enabled: token !== null,
});

export const fundQuery = (token: string | null, id: number, lang: LocaleCode) =>
  queryOptions({ queryKey: sessionKey(token, 'fund', id, lang), queryFn: () => api(fundInfo, { id }), enabled: token !== null });

/** The key every subscription list shares, so a subscription or a redemption refreshes them (in every language). */
export const subscriptionsKey = (token: string | null) => sessionKey(token, 'fund-subscriptions');

export const subscriptionsQuery = (token: string | null, lang: LocaleCode): PagedQuery<FundPage<FundSubscription>> => ({
  queryKey: [...subscriptionsKey(token), lang],
  loadPage: (page) => api(fundSubList, { page }),
  enabled: token !== null,
});

export const incomeQuery = (token: string | null, subId: number): PagedQuery<FundPage<FundIncome>> => ({
  queryKey: sessionKey(token, 'fund-income', subId),
  loadPage: (page) => api(fundIncomeList, { sub_id: subId, page }),
  enabled: token !== null,
});
