// What an operator's decision or change is about: every decision, in any area, is recorded in the audit log under
// one of these subjects, and the console's audit screen filters by them.

/** What an operator decision or change is about; the audit log filters by it. */
export const DECISION_SUBJECTS = [
  'charge',
  'withdrawal',
  'identity',
  'bank_account',
  'collect_currency',
  'withdraw_currency',
  'fund',
  'fund_subscription',
  'loan_kyc',
  'loan',
  'loan_repayment',
  'loan_config',
  'loan_repayment_account',
  'trader_application',
  'news',
  'company',
  'setting',
  'instrument',
  'micro_option',
  'customer',
  'customer_session',
  'customer_note',
  'customer_flag',
  'adjustment',
  'operator',
  'operator_session',
  'chat',
  'rule_set',
] as const;

export type DecisionSubject = (typeof DECISION_SUBJECTS)[number];

/**
 * Subjects addressed by the customer's own user id (the account, its sessions, notes, flags and identity checks):
 * the customer an act on them concerns is its subject (server/decisions/decision-customer.ts), and the audit log
 * names them once, as the customer.
 */
export const CUSTOMER_SUBJECTS: readonly DecisionSubject[] = [
  'customer',
  'customer_session',
  'customer_note',
  'customer_flag',
  'identity',
  'loan_kyc',
];
