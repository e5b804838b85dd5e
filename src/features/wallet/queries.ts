import { queryOptions } from '@tanstack/react-query';
import { chargeList, quickChargeInfo, type ChargeRecord } from '@common/api/charge';
import { identityCenter } from '@common/api/identity';
import { accountLog, transferLog, type LedgerEntry, type TransferLogEntry } from '@common/api/wallet';
import { delDrawMethod, drawList, drawSymbolList, type WithdrawRecord } from '@common/api/withdraw';
import { api } from '@/lib/http/api';
import { callMutation, sessionKey, type PagedQuery } from '@/lib/query';
import type { Page } from './paged-list';
import { filterParams, filterReversed, type LedgerFilter } from './ledger-filter';
import type { AccountTypeId, DrawType } from '@common/wallet';

// The wallet's calls, one definition each: their keys in the cache and how an answer (or a page) is asked for.

/** The ledger, of one account or (without one) of all, of one kind and range of days when filtered. A range the
 * wrong way round is not asked for: the server would refuse it, and the screen says why. */
export const ledgerQuery = (
  token: string | null,
  accountTypeId: AccountTypeId | undefined,
  filter: LedgerFilter = {},
): PagedQuery<Page<LedgerEntry>> => ({
  queryKey: sessionKey(token, 'ledger', accountTypeId ?? 0, filter.type ?? 0, filter.from ?? '', filter.to ?? ''),
  loadPage: (page) =>
    api(accountLog, { page, ...(accountTypeId ? { accountTypeId } : {}), ...filterParams(filter) }).then((answer) => ({
      items: answer.list,
      total: answer.total,
    })),
  enabled: token !== null && !filterReversed(filter),
});

/** What moved out of one account to the user's others. */
export const transferLogQuery = (token: string | null, from: AccountTypeId): PagedQuery<Page<TransferLogEntry>> => ({
  queryKey: sessionKey(token, 'transfers', from),
  loadPage: (page) => api(transferLog, { type: from, page }).then((answer) => ({ items: answer.data, total: answer.total })),
  enabled: token !== null,
});

/** The user's deposits, newest first. */
export const chargeRecordsQuery = (token: string | null): PagedQuery<Page<ChargeRecord>> => ({
  queryKey: sessionKey(token, 'charges'),
  loadPage: (page) => api(chargeList, { page }).then((answer) => ({ items: answer.data, total: answer.total })),
  enabled: token !== null,
});

/** The withdraw requests of one type. */
export const withdrawRecordsQuery = (token: string | null, type: DrawType): PagedQuery<Page<WithdrawRecord>> => ({
  queryKey: sessionKey(token, 'withdrawals', type),
  loadPage: (page) => api(drawList, { type, page }).then((answer) => ({ items: answer.data, total: answer.total })),
  enabled: token !== null,
});

/** The user's payout methods of one type (shared with the security screen's safeguards). */
export { payoutMethodsQuery } from '@/shared/payout-methods';

/** Deleting a payout method; the server's message confirms it (spec section 8). */
export const deletePayoutMethodMutation = callMutation(api, delDrawMethod, { toastSuccess: true });

/** The currencies one can be paid out in by coin (1) or bank (2). */
export const withdrawCurrenciesQuery = (type: DrawType) =>
  queryOptions({
    queryKey: ['withdraw-currencies', type],
    queryFn: () => api(drawSymbolList, { type }),
  });

/** What a deposit may be made in and to which receiving bank accounts. */
export const chargeOptionsQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKey(token, 'charge-options'),
    queryFn: () => api(quickChargeInfo, {}),
    enabled: token !== null,
  });

/** Where the user's real-name verification stands. */
export const identityQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKey(token, 'identity'),
    queryFn: () => api(identityCenter, {}),
    enabled: token !== null,
  });
