import type { MessageDescriptor } from '@lingui/core';
import { NOTIFICATION_KIND, type DecisionOutcome } from '../notify';
import { figureText, oneOf, textOf, type KindText, type NotifyReader } from './reader';

// Operators' decisions on what the user asked for, in words: which request, the outcome, and the reason given when
// refused. A request about money names its amount and currency.

type Outcomes = Record<DecisionOutcome, MessageDescriptor>;

const DEPOSIT: Outcomes = {
  approved: /*i18n*/ { id: 'notify.deposit.approved', message: 'Deposit of {amount} {currency} approved' },
  rejected: /*i18n*/ { id: 'notify.deposit.rejected', message: 'Deposit of {amount} {currency} rejected' },
};
const WITHDRAWAL: Outcomes = {
  approved: /*i18n*/ { id: 'notify.withdrawal.approved', message: 'Withdrawal of {amount} {currency} paid out' },
  rejected: /*i18n*/ { id: 'notify.withdrawal.rejected', message: 'Withdrawal of {amount} {currency} rejected' },
};
const LOAN: Outcomes = {
  approved: /*i18n*/ { id: 'notify.loan.approved', message: 'Loan of {amount} {currency} approved' },
  rejected: /*i18n*/ { id: 'notify.loan.rejected', message: 'Loan application for {amount} {currency} rejected' },
};
const REPAYMENT: Outcomes = {
  approved: /*i18n*/ { id: 'notify.repayment.approved', message: 'Loan repayment of {amount} {currency} confirmed' },
  rejected: /*i18n*/ { id: 'notify.repayment.rejected', message: 'Loan repayment of {amount} {currency} rejected' },
};
const IDENTITY: Outcomes = {
  approved: /*i18n*/ { id: 'notify.identity.approved', message: 'Your identity is verified' },
  rejected: /*i18n*/ { id: 'notify.identity.rejected', message: 'Your identity check was not passed' },
};
const TRADER_APPLICATION: Outcomes = {
  approved: /*i18n*/ { id: 'notify.trader_application.approved', message: 'You are now a trader others can copy' },
  rejected: /*i18n*/ { id: 'notify.trader_application.rejected', message: 'Your application to become a trader was rejected' },
};
const FUND_REDEMPTION: Outcomes = {
  approved: /*i18n*/ { id: 'notify.fund_redemption.approved', message: 'Early redemption of {amount} {currency} approved' },
  rejected: /*i18n*/ { id: 'notify.fund_redemption.rejected', message: 'Early redemption of {amount} {currency} refused' },
};
const REASON: MessageDescriptor = /*i18n*/ { id: 'notify.decision.reason', message: 'Reason: {reason}' };

/** A decision's words: `money` when its sentence names an amount. */
function decided(outcomes: Outcomes, money: boolean): KindText {
  return (detail, reader) => {
    const outcome = oneOf(detail.outcome, ['approved', 'rejected'] as const);
    if (outcome === null) return null;
    const values = money ? moneyValues(textOf(detail.amount), textOf(detail.currency), reader) : {};
    if (values === null) return null;
    const reason = textOf(detail.reason);
    const line = outcome === 'rejected' && reason !== null ? reader.translate(REASON, { reason }) : null;
    return { title: reader.translate(outcomes[outcome], values), detail: line };
  };
}

function moneyValues(amount: string | null, currency: string | null, reader: NotifyReader) {
  return amount === null || currency === null ? null : { amount: figureText(amount, reader), currency };
}

export const DECISION_TEXT = {
  [NOTIFICATION_KIND.DEPOSIT_DECIDED]: decided(DEPOSIT, true),
  [NOTIFICATION_KIND.WITHDRAWAL_DECIDED]: decided(WITHDRAWAL, true),
  [NOTIFICATION_KIND.LOAN_DECIDED]: decided(LOAN, true),
  [NOTIFICATION_KIND.REPAYMENT_DECIDED]: decided(REPAYMENT, true),
  [NOTIFICATION_KIND.IDENTITY_DECIDED]: decided(IDENTITY, false),
  [NOTIFICATION_KIND.TRADER_APPLICATION_DECIDED]: decided(TRADER_APPLICATION, false),
  [NOTIFICATION_KIND.FUND_REDEMPTION_DECIDED]: decided(FUND_REDEMPTION, true),
} satisfies Record<
  | 'deposit_decided'
  | 'withdrawal_decided'
  | 'loan_decided'
  | 'repayment_decided'
  | 'identity_decided'
  | 'trader_application_decided'
  | 'fund_redemption_decided',
  KindText
>;
