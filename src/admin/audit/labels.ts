import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DecisionSubject } from '@common/decisions';

// The audit log's words for what an operator did and to what. Actions are recorded as the server's own words
// ('complete', 'first_approval', 'take_over'); each has its message here, and a word an area adds later reads as
// itself (underscores as spaces) until it is given one.

/** What each recorded action says, as a past act. */
export const ACTION_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  // Decisions on requests.
  approve: msg`Approved`,
  reject: msg`Rejected`,
  invalid: msg`Marked invalid`,
  complete: msg`Paid out`,
  first_approval: msg`First approval (waits for a second)`,
  // Claims on queue items.
  claim: msg`Claimed`,
  release: msg`Released the claim`,
  assign: msg`Assigned`,
  take_over: msg`Took over`,
  // Configuration and content.
  create: msg`Created`,
  update: msg`Changed`,
  edit: msg`Edited`,
  publish: msg`Published`,
  unpublish: msg`Unpublished`,
  halt: msg`Halted trading`,
  resume: msg`Resumed trading`,
  // Operators, customers and their sessions.
  enable: msg`Enabled`,
  disable: msg`Disabled`,
  reset_password: msg`Reset the password`,
  change_password: msg`Changed their password`,
  revoke: msg`Ended a session`,
  suspend: msg`Suspended`,
  restore: msg`Restored`,
  unfreeze: msg`Unfroze the account`,
  // Customer care and support chat.
  add: msg`Added a note`,
  set: msg`Set a flag`,
  clear: msg`Cleared a flag`,
  reply: msg`Replied`,
  close: msg`Closed`,
};

/** What each subject of an act is called, in the log's rows and its filter. */
export const SUBJECT_LABELS: Readonly<Record<DecisionSubject, MessageDescriptor>> = {
  charge: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  identity: msg`Identity check`,
  bank_account: msg`Receiving bank account`,
  collect_currency: msg`Deposit currency`,
  withdraw_currency: msg`Withdrawal currency`,
  fund: msg`Fund`,
  fund_subscription: msg`Fund subscription`,
  loan_kyc: msg`Loan identity check`,
  loan: msg`Loan`,
  loan_repayment: msg`Loan repayment`,
  loan_config: msg`Loan term`,
  loan_repayment_account: msg`Loan repayment account`,
  trader_application: msg`Trader application`,
  news: msg`News article`,
  company: msg`Company`,
  setting: msg`Setting`,
  instrument: msg`Instrument`,
  micro_option: msg`Option expiry`,
  customer: msg`Customer`,
  customer_session: msg`Customer's session`,
  customer_note: msg`Customer note`,
  customer_flag: msg`Risk flag`,
  adjustment: msg`Balance adjustment`,
  operator: msg`Operator`,
  operator_session: msg`Operator's session`,
  chat: msg`Conversation`,
  rule_set: msg`Jurisdiction rule set`,
};

/** A word as it is spelled, readable: "take_over" reads "take over". */
export const spelled = (word: string): string => word.replaceAll('_', ' ');

/** An action's message, or the word itself for one not listed (yet). */
export function actionLabel(action: string): MessageDescriptor | string {
  return Object.hasOwn(ACTION_LABELS, action) ? (ACTION_LABELS[action] as MessageDescriptor) : spelled(action);
}
