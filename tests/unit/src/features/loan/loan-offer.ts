import type { AnyEndpoint } from '@common/api/endpoint';
import { loanConfigs, loanGetDate, loanKycInfo, loanList, type LoanConfig } from '@common/api/loan';
import { LOAN_KYC_STATUS } from '@common/loan';

// The loan offer's world for the screen tests: one loan term (30 days, 500 to 10,000 USD at a rate of 5, 3 days
// free of interest, a late fee of 25), an approved identity check, and the calls the offer makes on entry.

/** The term, with `more` over it. */
export const loanTerm = (more: Partial<LoanConfig> = {}): LoanConfig => ({
  id: 2,
  loan_period: 30,
  min_amount: '500.00',
  max_amount: '10000.00',
  interest_rate: '5',
  free_period: 3,
  penalty_rate: '25',
  title: '',
  desc: '',
  lang: 'en',
  ...more,
});

/** The offer's answers with `config` as its one term, and the user's last loan in `loanStatus` (null: none yet). */
export function offerAnswers(config: LoanConfig, loanStatus: number | null = null) {
  return (endpoint: AnyEndpoint): unknown => {
    if (endpoint === loanKycInfo) return { status: LOAN_KYC_STATUS.approved, reason: '' };
    if (endpoint === loanConfigs) return [config];
    if (endpoint === loanGetDate) return { today: '2026-11-29', due_date: '2026-12-29' };
    if (endpoint === loanList) {
      const data = loanStatus === null ? [] : [{ id: 4, status: loanStatus, amount: '1000.00' }];
      return { data, total: data.length, current_page: 1, last_page: 1 };
    }
    return {};
  };
}
