import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryKey } from '@tanstack/react-query';
import { LOAN_EVENT, type LoanEvent } from '@common/api/loan';
import { i18n } from '@/lib/i18n';
import { pushRule } from '@/lib/query';
import { toast } from '@/ui';

// A LOAN push (an operator decided, or a late fee was added) refreshes every loan answer a screen shows, the
// identity check and the loans alike, and tells the user what happened in their language.

const NOTICES: Readonly<Record<LoanEvent, { message: MessageDescriptor; kind: 'success' | 'error' | 'info' }>> = {
  [LOAN_EVENT.kycApproved]: { message: msg`Your identity check was approved. You can now apply for a loan.`, kind: 'success' },
  [LOAN_EVENT.kycRejected]: { message: msg`Your identity check was not approved. See the reason and send it again.`, kind: 'error' },
  [LOAN_EVENT.loanApproved]: { message: msg`Your loan was approved and paid into your funding account.`, kind: 'success' },
  [LOAN_EVENT.loanRejected]: { message: msg`Your loan application was not approved.`, kind: 'error' },
  [LOAN_EVENT.repaymentConfirmed]: { message: msg`Your repayment was confirmed. The loan is repaid.`, kind: 'success' },
  [LOAN_EVENT.repaymentRejected]: { message: msg`Your repayment was not confirmed. See the reason and send a new proof.`, kind: 'error' },
  [LOAN_EVENT.lateFee]: { message: msg`A late fee was added to your loan. Repay it to stop further fees.`, kind: 'info' },
};

/** The loan answers a push can change: the identity check and everything under the loans key. */
const isLoanKey = (key: QueryKey) => key[2] === 'loan-kyc' || key[2] === 'loans';

pushRule({
  topic: 'LOAN',
  matches: isLoanKey,
  apply: (client, push) => {
    void client.invalidateQueries({ predicate: (query) => isLoanKey(query.queryKey) });
    const notice = NOTICES[push.event];
    toast.show(i18n._(notice.message), notice.kind);
  },
});
