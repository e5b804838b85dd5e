import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOAN_EVENT, type LoanEvent } from '@common/api/loan';

// What the user is told when a LOAN push arrives (see the push rule in queries.ts): an operator's decision on the
// identity check, a loan or a repayment, or a day's late fee.

export interface LoanNotice {
  message: MessageDescriptor;
  kind: 'success' | 'error' | 'info';
}

const NOTICES: Readonly<Record<LoanEvent, LoanNotice>> = {
  [LOAN_EVENT.kycApproved]: { message: msg`Your identity check was approved. You can now apply for a loan.`, kind: 'success' },
  [LOAN_EVENT.kycRejected]: { message: msg`Your identity check was not approved. See the reason and send it again.`, kind: 'error' },
  [LOAN_EVENT.loanApproved]: { message: msg`Your loan was approved and paid into your funding account.`, kind: 'success' },
  [LOAN_EVENT.loanRejected]: { message: msg`Your loan application was not approved.`, kind: 'error' },
  [LOAN_EVENT.repaymentConfirmed]: { message: msg`Your repayment was confirmed. The loan is repaid.`, kind: 'success' },
  [LOAN_EVENT.repaymentRejected]: { message: msg`Your repayment was not confirmed. See the reason and send a new proof.`, kind: 'error' },
  [LOAN_EVENT.lateFee]: { message: msg`A late fee was added to your loan. Repay it to stop further fees.`, kind: 'info' },
};

export function loanNotice(event: LoanEvent): LoanNotice {
  return NOTICES[event];
}
