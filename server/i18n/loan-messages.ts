import type { MessageDescriptor } from '@lingui/core';

// The loan area's server messages, spread into ./messages.ts (kept apart so the area's strings read together).

export const loanMessages = {
  loanKycWaiting: /*i18n*/ { id: 'server.loan.kyc_waiting', message: 'Your identity check is being reviewed. We answer within 48 hours.' },
  loanKycApproved: /*i18n*/ { id: 'server.loan.kyc_approved', message: 'Your identity check is already approved' },
  loanKycRequired: /*i18n*/ { id: 'server.loan.kyc_required', message: 'Complete the loan identity check first' },
  loanKycSubmitted: /*i18n*/ { id: 'server.loan.kyc_submitted', message: 'Sent. We review it within 48 hours.' },
  // A loan identity that names another person or document than the customer's verified real-name identity.
  loanKycNameNotVerified: /*i18n*/ {
    id: 'server.loan.kyc_name_not_verified',
    message: 'The name must be the one of your verified identity: {name}',
  },
  loanKycIdNumberNotVerified: /*i18n*/ {
    id: 'server.loan.kyc_id_number_not_verified',
    message: 'The ID number must be the one of your verified identity: {id_number}',
  },
  loanBirthdayRange: /*i18n*/ { id: 'server.loan.birthday_range', message: 'The birthday must be from 1950-01-01 to today' },
  loanUnknownCountry: /*i18n*/ { id: 'server.loan.unknown_country', message: 'Choose a country from the list' },
  loanUnknownAreaCode: /*i18n*/ { id: 'server.loan.unknown_area_code', message: 'Choose the dialling code from the list' },
  loanConfigUnavailable: /*i18n*/ { id: 'server.loan.config_unavailable', message: 'This loan term is not on offer' },
  loanBelowMinimum: /*i18n*/ { id: 'server.loan.below_minimum', message: 'The amount is below the minimum of {minimum}' },
  loanAboveMaximum: /*i18n*/ { id: 'server.loan.above_maximum', message: 'The amount is above the maximum of {maximum}' },
  loanOpen: /*i18n*/ { id: 'server.loan.open', message: 'You already have a loan under review or to repay' },
  loanAgreementChanged: /*i18n*/ {
    id: 'server.loan.agreement_changed',
    message: 'The agreement has changed since you read it. Please read it again before signing.',
  },
  loanSignatureNotPng: /*i18n*/ { id: 'server.loan.signature_not_png', message: 'The signature must be a PNG image' },
  loanSignatureBlank: /*i18n*/ { id: 'server.loan.signature_blank', message: 'Please sign' },
  loanSubmitted: /*i18n*/ { id: 'server.loan.submitted', message: 'Loan application sent' },
  loanNotRepayable: /*i18n*/ { id: 'server.loan.not_repayable', message: 'Only a loan waiting for repayment can be repaid' },
  loanRepaymentAccountUnavailable: /*i18n*/ {
    id: 'server.loan.repayment_account_unavailable',
    message: 'This repayment account is not available',
  },
  loanRepaymentSent: /*i18n*/ { id: 'server.loan.repayment_sent', message: 'Repayment sent for checking' },
  loanRepaid: /*i18n*/ { id: 'server.loan.repaid', message: 'Repaid: {amount} taken from your funding account' },
} satisfies Record<string, MessageDescriptor>;
