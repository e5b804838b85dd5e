import { useLingui } from '@lingui/react/macro';
import { LOAN_STATUS, type LoanStatus } from '@common/loan';
import type { BadgeTone } from '@/ui';

// How a loan's status reads on its card (spec section 4): 1 waiting review, 2 to repay, 3 rejected, 4 repayment
// under check, 5 repaid.

export const LOAN_STATUS_TONE: Record<LoanStatus, BadgeTone> = {
  [LOAN_STATUS.waiting]: 'waiting',
  [LOAN_STATUS.repaying]: 'good',
  [LOAN_STATUS.rejected]: 'bad',
  [LOAN_STATUS.repaymentCheck]: 'waiting',
  [LOAN_STATUS.repaid]: 'neutral',
};

export function useLoanStatusLabel(): (status: LoanStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({
      [LOAN_STATUS.waiting]: t`Waiting for review`,
      [LOAN_STATUS.repaying]: t`To repay`,
      [LOAN_STATUS.rejected]: t`Rejected`,
      [LOAN_STATUS.repaymentCheck]: t`Repayment under check`,
      [LOAN_STATUS.repaid]: t`Repaid`,
    })[status];
}
