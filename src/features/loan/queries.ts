import { queryOptions, type QueryKey } from '@tanstack/react-query';
import {
  loanAgreement,
  loanConfigs,
  loanGetDate,
  loanInfo,
  loanKycInfo,
  loanKycSubmit,
  loanList,
  loanRepaymentAccounts,
  loanRepaymentInfo,
  type Loan,
  type LoanPage,
} from '@common/api/loan';
import { OPEN_LOAN_STATUSES } from '@common/loan';
import type { LocaleCode } from '@common/locales';
import { api } from '@/lib/http/api';
import { i18n } from '@/lib/i18n';
import { callMutation, pushRule, sessionKey, type PagedQuery } from '@/lib/query';
import { toast } from '@/ui';
import { loanNotice } from './notices';

// The loan calls, one definition each: their keys in the cache and how an answer (or a page) is asked for.

/** Sending the loan identity check (the server's message confirms it). */
export const kycSubmitMutation = callMutation(api, loanKycSubmit);

/** Where the user's loan identity check stands. */
export const loanKycQuery = (token: string | null) =>
  queryOptions({ queryKey: sessionKey(token, 'loan-kyc'), queryFn: () => api(loanKycInfo, {}), enabled: token !== null });

/** The loan terms on offer (one per period), their titles and descriptions in `lang`: keyed by it, so a language
 * switch asks again rather than showing the language before. */
export const loanConfigsQuery = (token: string | null, lang: LocaleCode) =>
  queryOptions({ queryKey: sessionKey(token, 'loan-configs', lang), queryFn: () => api(loanConfigs, {}), enabled: token !== null });

/** The server's today and the due day of a loan of `period` days paid out today. */
export const loanDatesQuery = (token: string | null, period: number | null) =>
  queryOptions({
    queryKey: sessionKey(token, 'loan-dates', period ?? 0),
    queryFn: () => api(loanGetDate, period === null ? {} : { loan_period: period }),
    enabled: token !== null,
  });

/** The key every rendered agreement shares: once a loan is signed they are dropped, so a later one is rendered anew. */
export const agreementsKey = (token: string | null) => sessionKey(token, 'loan-agreement');

/** The agreement the server renders for a config and an amount (it records when it was first shown). */
export const loanAgreementQuery = (token: string | null, configId: number, amount: string) =>
  queryOptions({
    queryKey: [...agreementsKey(token), configId, amount],
    queryFn: () => api(loanAgreement, { config_id: configId, amount }),
    enabled: token !== null,
    // The shown agreement is what the user signs: it is not swapped for a newer one behind their back.
    staleTime: Infinity,
  });

/** The key every loan list and loan shares, so an application or a repayment refreshes them all. */
export const loansKey = (token: string | null) => sessionKey(token, 'loans');

export const loansQuery = (token: string | null): PagedQuery<LoanPage<Loan>> => ({
  queryKey: loansKey(token),
  loadPage: (page) => api(loanList, { page }),
  enabled: token !== null,
});

/**
 * The user's loan under review or being repaid, or null. One may be open at a time and none can be applied for
 * meanwhile, so an open loan is the newest: the first page tells.
 */
export const openLoanQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...loansKey(token), 'open'],
    queryFn: () => api(loanList, { page: 1 }).then((page) => page.data.find((loan) => OPEN_LOAN_STATUSES.includes(loan.status)) ?? null),
    enabled: token !== null,
  });

export const loanQuery = (token: string | null, id: number) =>
  queryOptions({ queryKey: [...loansKey(token), 'one', id], queryFn: () => api(loanInfo, { id }), enabled: token !== null });

/** What one loan needs to be repaid: the amount due today and whether the funding balance covers it. */
export const repaymentInfoQuery = (token: string | null, loanId: number) =>
  queryOptions({
    queryKey: [...loansKey(token), 'repayment', loanId],
    queryFn: () => api(loanRepaymentInfo, { loan_id: loanId }),
    enabled: token !== null,
  });

/** The house's accounts a loan may be repaid to. */
export const repaymentAccountsQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKey(token, 'loan-repayment-accounts'),
    queryFn: () => api(loanRepaymentAccounts, {}),
    enabled: token !== null,
  });

/** The loan answers a LOAN push can change: the identity check and everything under the loans key. */
const isLoanKey = (key: QueryKey) => key[2] === 'loan-kyc' || key[2] === 'loans';

// A LOAN push (an operator decided, or a late fee was added) has every loan answer a screen shows asked again, and
// tells the user what happened in their language. Registered here, beside the queries it refreshes, so it is in
// the bundle wherever they are.
pushRule({
  topic: 'LOAN',
  matches: isLoanKey,
  apply: (client, push) => {
    void client.invalidateQueries({ predicate: (query) => isLoanKey(query.queryKey) });
    const notice = loanNotice(push.event);
    toast.show(i18n._(notice.message), notice.kind);
  },
});
