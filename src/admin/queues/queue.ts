import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { QueueDetail } from '@common/api/admin-console';
import type { Endpoint, Schema } from '@common/api/endpoint';
import type { BadgeTone } from '@/ui';
import type { Page } from '@common/api/page';
import type { BulkApproval, QueueClaim, QueueSort } from '@common/api/queue-page';

// A queue of the console, declared once: its list, detail and decide calls (from common/api), the filters and
// columns of its list, the facts its detail view shows, and the actions an operator may take. The console's
// screens (QueueScreen, QueueDetailScreen) and its navigation are built from the declarations in ./registry.ts;
// the counts come from server/admin/queue-counts.ts under the same key.

export interface QueueStatus {
  value: number;
  label: MessageDescriptor;
  tone: BadgeTone;
}

export interface QueueAction {
  action: string;
  label: MessageDescriptor;
  /** 'approve' actions are the primary button; the others ask for a reason when `needsReason`. */
  kind: 'approve' | 'reject';
  needsReason: boolean;
  /** A payout: sent with the payment reference (bank transfer reference or transaction hash) it was made with. */
  needsReference?: boolean;
}

export interface QueueColumn<Item> {
  key: string;
  label: MessageDescriptor;
  render: (item: Item, locale: string) => ReactNode;
  numeric?: boolean;
  /** What the list sorts by when its header is pressed (the request's time, its amount in USD). */
  sort?: QueueSort;
}

/**
 * What every queue of the review machinery (server/review-queues) takes beyond its list: filters by date, amount
 * (where a column sorts by amount) and age, claims, the CSV export, and for small deposits a bulk approval.
 */
export interface QueueTools<Item> {
  /** Takes `id`, `action` and, to assign, `operator_id`; refused to roles that do not decide the queue. */
  claim: Endpoint<Schema, QueueClaim | null>;
  /** Takes the list's filters; answers a CSV file. */
  exportCsv: Endpoint<Schema, string>;
  /** Approves several waiting items at once, each at or below the four-eyes amount (USD, `amountOf`). */
  bulkApprove?: { call: Endpoint<Schema, BulkApproval<unknown>>; amountOf: (item: Item) => string };
}

/** `Detailed` is the item as the detail call answers it, when that says more than a list row (a loan's config). */
export interface QueueDeclaration<Item, Detailed extends Item = Item> {
  /** The route segment and the key of its count (server/admin/queue-counts.ts). */
  key: string;
  title: MessageDescriptor;
  /** Lists a page: takes `page`, the status under `statusParam` and `customer` (id, uid or email). */
  list: Endpoint<Schema, Page<Item>>;
  statusParam: string;
  /** The filter's statuses; `pending` is the one the queue opens on. */
  statuses: readonly QueueStatus[];
  pending: number;
  /** Takes `id`; answers the item with the customer, history, earlier decisions and images. */
  detail: Endpoint<Schema, QueueDetail<Detailed>>;
  /** Takes `id`, `action`, `reason` (and `reference` for a payout); the server refuses a second decision. */
  decide: Endpoint<Schema, Item>;
  actions: readonly QueueAction[];
  idOf: (item: Item) => number;
  statusOf: (item: Item) => number;
  columns: readonly QueueColumn<Item>[];
  /** What the detail view lists about the item itself. */
  facts: (item: Detailed, locale: string) => readonly (readonly [MessageDescriptor, ReactNode])[];
  /** What the detail view shows under the facts, across the panel (a signed agreement). */
  body?: (item: Detailed, locale: string) => ReactNode;
  /** What each of the detail's images shows, in order ("Image n" where none is given). */
  imageLabels?: readonly MessageDescriptor[];
  /** Filters, claims and the CSV export, for a queue the review machinery serves. */
  tools?: QueueTools<Item>;
}

/** The registry holds declarations of several item types; screens see them through this erased form. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each declaration is checked against its own item type where it is written
export type AnyQueue = QueueDeclaration<any, any>;

/** Declares a queue with its item type checked, then erases it for the registry. */
export function queue<Item, Detailed extends Item = Item>(declaration: QueueDeclaration<Item, Detailed>): AnyQueue {
  return declaration;
}
