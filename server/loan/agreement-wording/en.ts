import type { AgreementWording } from './types';

export const en: AgreementWording = {
  clauses: {
    title: 'Loan agreement',
    intro:
      'This agreement is made on {{date}} (UTC) between {{lender}} (the lender) and {{borrower}}, holder of {{id_type}} number {{id_number}}, residing at {{address}} (the borrower).',
    idCard: 'identity card',
    passport: 'passport',
    loanHeading: '1. The loan',
    loanText:
      "The lender lends the borrower {{amount}} {{currency}}, paid into the borrower's funding account once the lender approves this application.",
    termsHeading: '2. Term and interest',
    term: 'Term: {{loan_period}} days from the day the loan is paid out.',
    dayRate: 'Daily interest rate: {{day_rate}} of the amount.',
    freeDays: 'Interest-free days: {{free_period}}; interest is charged for {{charged_days}} days.',
    totalInterest: 'Total interest: {{interest}} {{currency}} (amount × daily rate × (term − interest-free days)).',
    totalRepay: 'Total to repay: {{total_repay}} {{currency}}.',
    dueDate: 'Due date: the last day of the term, {{due_date}} if the loan is paid out today.',
    lateHeading: '3. Late repayment',
    lateText:
      'For each day after the due date that the loan is not repaid, a late fee of {{penalty_rate}} of the amount ({{daily_penalty}} {{currency}}) is added, once per day, until it is repaid.',
    earlyHeading: '4. Early repayment',
    earlyText: 'The borrower may repay the amount due at any time before the due date. Early repayment costs nothing extra.',
    repayHeading: '5. How to repay',
    repayText:
      "The borrower repays from the funding account's balance, or by a transfer to one of the lender's repayment accounts with a proof of payment that the lender checks.",
    signHeading: '6. Electronic signature',
    signText:
      'The borrower agrees to sign this agreement electronically. The drawn signature, the time this agreement was shown and signed, the address and browser it was signed from, and a SHA-256 fingerprint of this text are kept as the record of this agreement.',
  },
  pdf: {
    signature: 'Signature',
    record: 'Record',
    loan: 'Loan',
    templateVersion: 'Template version',
    sha256: 'SHA-256 of the signed text',
    shown: 'Shown',
    signed: 'Signed',
    signedFrom: 'Signed from',
    browser: 'Browser',
    consent: 'Consent to sign electronically',
    given: 'given',
    notGiven: 'not given',
  },
};
