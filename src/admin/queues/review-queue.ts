import type { MessageDescriptor } from '@lingui/core';
import { approveAction, approvedStatus, REJECT_ACTION, rejectedStatus, waitingStatus } from './columns';
import { queue, type AnyQueue, type QueueAction, type QueueDeclaration, type QueueStatus } from './queue';

// Most queues are requests an operator approves or rejects: their statuses follow from where the outcomes sit in
// the request's status field, they open on the waiting ones, and their actions are approve and reject. A
// declaration says only what differs.

/** Where a request's outcomes sit in its status field: waiting (the queue opens on it), approved, rejected, more. */
export interface Outcomes {
  waiting: number;
  approved: number;
  /** The good outcome's own word ("Paid out", "Verified"); "Approved" unless given. */
  approvedLabel?: MessageDescriptor;
  rejected?: number;
  /** Statuses past the decision (repaid, finished) that the filter offers too. */
  more?: readonly QueueStatus[];
}

type Defaulted<Item, Key extends string, Field extends string> =
  Item extends Record<Field, number> ? { [K in Key]?: (item: Item) => number } : { [K in Key]: (item: Item) => number };

/** A queue of requests an operator approves or rejects, with what most queues share left to defaults. */
export type ReviewQueueInput<Item, Detailed extends Item = Item> = Omit<
  QueueDeclaration<Item, Detailed>,
  'statusParam' | 'statuses' | 'pending' | 'actions' | 'idOf' | 'statusOf'
> & {
  /** The list's status parameter; `status` unless given. */
  statusParam?: string;
  outcomes: Outcomes;
  /** Approve, then reject with a reason, unless given. */
  actions?: readonly QueueAction[];
} & Defaulted<Item, 'idOf', 'id'> &
  Defaulted<Item, 'statusOf', 'status'>;

/** Declares a review queue: its statuses from its outcomes, its actions, its id and status fields by default. */
export function reviewQueue<Item, Detailed extends Item = Item>(input: ReviewQueueInput<Item, Detailed>): AnyQueue {
  const { outcomes, statusParam, actions, idOf, statusOf, ...rest } = input;
  const field = (name: string) => (item: Item) => (item as Record<string, number>)[name] ?? 0;
  return queue<Item, Detailed>({
    ...rest,
    statusParam: statusParam ?? 'status',
    statuses: [
      waitingStatus(outcomes.waiting),
      approvedStatus(outcomes.approved, outcomes.approvedLabel),
      ...(outcomes.rejected === undefined ? [] : [rejectedStatus(outcomes.rejected)]),
      ...(outcomes.more ?? []),
    ],
    pending: outcomes.waiting,
    actions: actions ?? [approveAction(), REJECT_ACTION],
    idOf: idOf ?? field('id'),
    statusOf: statusOf ?? field('status'),
  });
}
