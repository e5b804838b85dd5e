import { CUSTOMER_SUBJECTS, type DecisionSubject } from '../../common/decisions';

// Whom and how much an operator act concerns, read from the act itself: the customer is the user its record belongs
// to (a request's user_id), or its subject when the subject is the customer (the account, its sessions, notes,
// flags and identity checks, all addressed by the user's id); the amount is the record's own, by subject. Acts on
// configuration concern neither. Migration 0106 read the acts written before it the same way.

function fieldOf(record: unknown, field: string): unknown {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return undefined;
  return (record as Record<string, unknown>)[field];
}

function userIdIn(record: unknown): number | null {
  const id = fieldOf(record, 'user_id');
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The customer's user id, or null for an act that concerns none. */
export function decisionCustomerId(act: { subject: DecisionSubject; subjectId: number; before: unknown; after: unknown }): number | null {
  if (CUSTOMER_SUBJECTS.includes(act.subject)) return act.subjectId;
  return userIdIn(act.after) ?? userIdIn(act.before);
}

/** Where each subject's record keeps its amount, and its currency when it is not USD. */
const AMOUNTS: Partial<Record<DecisionSubject, { field: string; currency?: string }>> = {
  // A deposit in the currency it was sent in (the USD it credits is in the record too).
  charge: { field: 'number', currency: 'currency_code' },
  withdrawal: { field: 'number' },
  fund_subscription: { field: 'share_amount' },
  loan: { field: 'amount' },
  loan_repayment: { field: 'amount_due' },
  adjustment: { field: 'amount' },
};

export interface DecisionAmount {
  /** A decimal, as the record keeps it. */
  value: string;
  currency: string;
}

/** The amount the act concerns, from its record after (or before, for a record that is gone). */
export function decisionAmount(subject: DecisionSubject, before: unknown, after: unknown): DecisionAmount | null {
  const where = AMOUNTS[subject];
  if (!where) return null;
  for (const record of [after, before]) {
    const value = fieldOf(record, where.field);
    if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) continue;
    const currency = where.currency ? fieldOf(record, where.currency) : 'USD';
    return { value, currency: typeof currency === 'string' && currency !== '' ? currency : 'USD' };
  }
  return null;
}
