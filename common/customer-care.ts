import type { AccountKind } from './wallet';

// What operators keep about a customer beside the customer's own records (issue 31): notes, risk flags from a fixed
// list, and manual balance adjustments. The server and the console both read these names and limits.

/** The longest note an operator may write (the database checks it too). */
export const NOTE_MAX_LENGTH = 2000;

/** The longest reason given with a flag or an adjustment. */
export const CARE_REASON_MAX_LENGTH = 500;

/**
 * The risk flags an operator may set on a customer, a fixed list: a flag is a name the code acts on (one blocks
 * payouts), not free text, so two operators never spell the same concern two ways.
 */
export const RISK_FLAGS = ['under_review', 'suspected_fraud', 'chargeback_risk', 'politically_exposed', 'do_not_pay_out'] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

/** The flag that stops the customer's withdrawals from being approved until it is cleared. */
export const BLOCKS_PAYOUT: RiskFlag = 'do_not_pay_out';

/** The accounts an adjustment may credit or debit: the customer's funding, option and contract accounts. */
export const ADJUSTABLE_ACCOUNTS = ['funding', 'micro', 'forex'] as const satisfies readonly AccountKind[];

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/** Where an adjustment stands: waiting for a second operator (above the four-eyes threshold), applied or rejected. */
export const ADJUSTMENT_STATUS = { waiting: 0, applied: 1, rejected: 2 } as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUS)[keyof typeof ADJUSTMENT_STATUS];

/** The key the console sends with an adjustment, as the Idempotency-Key header is spelled. */
export const ADJUSTMENT_KEY = /^[A-Za-z0-9_-]{8,100}$/;
