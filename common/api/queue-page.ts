import type { Page } from './page';

// The shape of a review queue's list and the words of its tools (filters, claims, exports, bulk approval), which
// each queue's own list call (admin-wallet, loan, fund, follow) and the queue actions (./admin-queue-actions.ts) share.

/** Who holds a waiting request. */
export interface QueueClaim {
  operator_id: number;
  operator_email: string;
  /** Epoch ms. */
  claimed_at: number;
  /** The operator who assigned it; null when the holder claimed it. */
  assigned_by: string | null;
}

/** A row of a queue's list: the request, when it started waiting (epoch ms, the queue's own time), who holds it. */
export type QueueRow<Item> = Item & { since: number; claim: QueueClaim | null };

/** A page of a queue, with the server's clock when it was read: ages are the server's, not the browser's. */
export interface QueuePage<Item> extends Page<QueueRow<Item>> {
  now: number;
}

/** How a list is sorted: by its own time, its amount (USD), or how long it has waited. */
export const QUEUE_SORTS = ['date', 'amount', 'age'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** What an operator does with a request's claim; `assign` names the operator in `operator_id`. */
export const CLAIM_ACTIONS = ['claim', 'release', 'assign', 'take_over'] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

/** The most rows one CSV export holds (the first ones in the list's order). */
export const QUEUE_EXPORT_MAX = 10_000;
/** The answer header that says an export stopped at QUEUE_EXPORT_MAX rows. */
export const EXPORT_TRUNCATED_HEADER = 'x-export-truncated';

/** The most deposits one bulk approval takes: a page and a half of the list, read and confirmed at once. */
export const BULK_APPROVE_MAX = 30;

/** What a bulk approval did: each approval is its own decision; each one refused says why, in the operator's language. */
export interface BulkApproval<Item> {
  approved: Item[];
  failed: { id: number; code: number; msg: string }[];
}
