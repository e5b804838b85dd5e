import { CODE } from '../../common/envelope';
import type { QueuePage } from '../../common/api/queue-page';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { badField, DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { recordDecision } from '../decisions/decisions';
import type { DecisionSubject } from '../../common/decisions';
import { assert } from '../assert';
import type { Page } from '../../common/api/page';
import { awaitsSecondApproval, FIRST_APPROVAL } from './four-eyes';
import { endClaim, refuseIfHeldByAnother } from './claims';
import { queueList, type ListedQueue, type QueueQuery } from './queue-list';
import { recordNotification } from '../notify/inbox';
import type { DecisionNotice } from './decision-notices';

export { CUSTOMER_FILTER } from './queue-list';

// What deposits, withdrawals and identity checks share in the back office: a queue of requests an operator reads
// page by page and decides once. A decision locks the request, refuses one already decided or held by another
// operator (./claims.ts), applies the kind's own effect (a journal, a new status), and is recorded with the request
// before and after and told to its user in the inbox (./decision-notices.ts), all in one transaction. Lists take filters and a sort (./queue-list.ts).

/** Where one kind of request lives and how a row of it becomes what the back office shows. */
export interface ReviewQueue<Row extends object, Item, Action extends string> extends ListedQueue<Row, Item> {
  /** The statuses by name (common/'s constants): the words of the CSV export. */
  statuses?: Readonly<Record<string, number>>;
  /** The same amount read from the item, where an action on several at once compares it (bulk approval). */
  amountOf?(item: Item): string;
  statusOf(item: Item): number;
  /** Whether the action must come with a reason (the user reads it). */
  needsReason(action: Action): boolean;
  /** The decision's own effect, inside the transaction, on the request as it was. */
  apply(tx: Queryable, clock: Clock, before: Item, decision: Decision<Action>): Promise<void>;
  /** A payout: the action that pays, and the amount (USD) the four-eyes threshold is compared with. */
  fourEyes?: FourEyes<Item, Action>;
  /** The inbox entry the decision becomes for the user it is about (./decision-notices.ts); none when not given. */
  notice?(after: Item, decision: Decision<Action>): DecisionNotice | null;
}

/** Which action moves money out and how much: above the operators' threshold it needs two of them (four-eyes.ts). */
export interface FourEyes<Item, Action extends string> {
  action: Action;
  amountOf(item: Item): string;
}

/** The user a request is from, as the back office's lists show them (joined by userRequestQueue). */
export interface QueueUser {
  uid: string;
  email: string | null;
}

export interface Decision<Action extends string> {
  id: number;
  action: Action;
  reason: string;
  /** What a payout was sent with (a bank transfer's reference, a transaction hash), for the kinds that pay out. */
  reference?: string;
}

/** A check made on the request as locked, before the decision applies (bulk approval's amount limit). */
export type DecisionCheck<Item> = (tx: Queryable, before: Item) => Promise<void>;

export async function loadForDecision<Row extends object, Item, Action extends string>(
  db: Queryable,
  queue: ReviewQueue<Row, Item, Action>,
  id: number,
  forUpdate = false,
): Promise<Item | null> {
  const lock = forUpdate ? `FOR UPDATE OF ${queue.alias}` : '';
  const [row] = await db.query<Row>(`SELECT ${queue.select} FROM ${queue.from} WHERE ${queue.alias}.${queue.key} = $1 ${lock}`, [id]);
  return row ? queue.toItem(row) : null;
}

/** One request of the queue by its key, as the back office shows it; null when there is none. */
export function reviewItem<Row extends object, Item, Action extends string>(
  db: Queryable,
  queue: ReviewQueue<Row, Item, Action>,
  id: number,
): Promise<Item | null> {
  return loadForDecision(db, queue, id);
}

/** Decides one request once, with its record; answers the request as it is after. */
export async function decide<Row extends object, Item, Action extends string>(
  db: Database,
  clock: Clock,
  operatorId: number,
  queue: ReviewQueue<Row, Item, Action>,
  decision: Decision<Action>,
  check?: DecisionCheck<Item>,
): Promise<Item> {
  if (queue.needsReason(decision.action) && decision.reason === '') throw badField('reason', 'required');
  return db.transaction(async (tx) => {
    const before = await loadForDecision(tx, queue, decision.id, true);
    if (!before) throw notFound();
    if (queue.statusOf(before) !== queue.pending) throw new DomainError(CODE.ALREADY_DECIDED, messages.alreadyDecided);
    await refuseIfHeldByAnother(tx, queue.subject, decision.id, operatorId);
    await check?.(tx, before);
    const { action, reason } = decision;
    const subject = { operatorId, subject: queue.subject, subjectId: decision.id };
    if (
      queue.fourEyes?.action === action &&
      (await awaitsSecondApproval(tx, clock, {
        ...subject,
        action,
        amount: queue.fourEyes.amountOf(before),
        reference: decision.reference ?? '',
      }))
    ) {
      // The first of two approvals: nothing moves, the request still waits, and the log says who approved first.
      // Its claim ends, so the second operator is not refused as working on another's request.
      await endClaim(tx, queue.subject, decision.id);
      await recordDecision(tx, clock, { ...subject, action: FIRST_APPROVAL, reason, before, after: before });
      return before;
    }
    await queue.apply(tx, clock, before, decision);
    const after = await loadForDecision(tx, queue, decision.id);
    assert(after, `${queue.subject} ${decision.id} vanished`);
    await endClaim(tx, queue.subject, decision.id);
    await recordDecision(tx, clock, { ...subject, action, reason, before, after });
    // Told to the user in the decision's transaction: in the inbox exactly when the decision committed.
    const notice = queue.notice?.(after, decision);
    if (notice) await recordNotification(tx, clock, notice);
    return after;
  });
}

/** What a request queue of users' requests says of its kind; userRequestQueue makes the rest. */
export interface UserRequestKind<Row extends object, Item, Action extends string> {
  subject: DecisionSubject;
  /** The request's table, its alias in `from`, the SELECT list and the FROM part (the user is joined here). */
  table: string;
  alias: string;
  select: string;
  from: string;
  pending: number;
  statuses?: Readonly<Record<string, number>>;
  /** The status each action leaves the request in. */
  statusAfter: Readonly<Record<Action, number>>;
  /** The columns that keep the operator's reason and the decision's journal. */
  columns: { reason: string; journal: string };
  /** When the request was made, as SQL; its `created_at` unless given. */
  time?: string;
  /** Its amount in USD, as SQL and as read from the item; none unless given. */
  amount?: string;
  amountOf?(item: Item): string;
  toItem(row: Row): Item;
  needsReason(action: Action): boolean;
  /** The money the decision moves, as a journal (its id), or null when it moves none. */
  post(tx: Queryable, clock: Clock, before: Item, decision: Decision<Action>): Promise<string | null>;
  /** A payout needs two operators above the threshold (four-eyes.ts). */
  fourEyes?: FourEyes<Item, Action>;
  /** The inbox entry a decision becomes (./decision-notices.ts). */
  notice?(after: Item, decision: Decision<Action>): DecisionNotice | null;
}

/** What the routes and the command line call on a review queue. */
export interface UserRequestCalls<Item, Action extends string> {
  /** A plain page of one status (the command line's). */
  page: (db: Queryable, status: number | undefined, page: number, customer?: string) => Promise<Page<Item>>;
  /** The console's list: filtered, sorted, with each request's waiting time and holder. */
  list: (db: Queryable, clock: Clock, query: QueueQuery & { page: number }) => Promise<QueuePage<Item>>;
  item: (db: Queryable, id: number) => Promise<Item | null>;
  decide: (db: Database, clock: Clock, operatorId: number, decision: Decision<Action>, check?: DecisionCheck<Item>) => Promise<Item>;
  /** The queue itself, for what works on any queue (claims, exports, bulk approval). */
  queue: ReviewQueue<object, Item, Action>;
}

/**
 * A queue of requests a user made (deposits, withdrawals): addressed by their id, decided by their `status`, shown
 * with the user's uid and email, waiting ones oldest first and decided ones newest first. A decision posts its
 * journal, then writes the new status, the reason and the journal onto the request.
 */
export function userRequestQueue<Row extends object, Item extends { status: number }, Action extends string>(
  kind: UserRequestKind<Row, Item, Action>,
): UserRequestCalls<Item, Action> {
  const { table, columns } = kind;
  const queue: ReviewQueue<Row, Item, Action> = {
    ...kind,
    select: `${kind.select}, u.uid, u.email`,
    from: `${kind.from} JOIN users u ON u.id = ${kind.alias}.user_id`,
    key: 'id',
    statusColumn: 'status',
    orderBy: { pending: `${kind.alias}.id`, decided: `${kind.alias}.id DESC` },
    time: kind.time ?? `${kind.alias}.created_at`,
    statusOf: (item) => item.status,
    apply: async (tx, clock, before, decision) => {
      const journalId = await kind.post(tx, clock, before, decision);
      await tx.query(`UPDATE ${table} SET status = $2, ${columns.reason} = $3, ${columns.journal} = $4, decided_at = $5 WHERE id = $1`, [
        decision.id,
        kind.statusAfter[decision.action],
        decision.reason,
        journalId,
        new Date(clock.now()),
      ]);
    },
  };
  return reviewCalls(queue);
}

/** The calls on a queue, bound to it: its pages, one item, and the decision. */
export function reviewCalls<Row extends object, Item, Action extends string>(
  queue: ReviewQueue<Row, Item, Action>,
): UserRequestCalls<Item, Action> {
  return {
    page: async (db, status, page, customer) => {
      // The list without its filters, answering the items alone.
      const { data, total } = await queueList(db, null, queue, { status, customer, page });
      return { data: data.map((row) => row.item), total };
    },
    list: async (db, clock, query) => {
      const { data, total } = await queueList(db, clock, queue, query);
      return { data: data.map((row) => ({ ...row.item, since: row.since, claim: row.claim })), total, now: clock.now() };
    },
    item: (db, id) => reviewItem(db, queue, id),
    decide: (db, clock, operatorId, decision, check) => decide(db, clock, operatorId, queue, decision, check),
    queue,
  };
}

/** A check each user has at most one of (the wallet's identity check, the loan's): where it lives and its statuses. */
export interface UserCheckKind<Row extends object, Item extends Record<Status, number>, Status extends string> {
  subject: DecisionSubject;
  /** The check's table and its alias; `columns` is its SELECT list (the user's uid and email are joined here). */
  table: string;
  alias: string;
  columns: string;
  /** The status's column, named the same in the table and in the item the console reads. */
  statusColumn: Status;
  statuses: { pending: number; approved: number; rejected: number };
  /** How a page of decided checks is ordered; waiting ones come oldest first. */
  decidedOrder: 'oldest first' | 'newest first';
  toItem(row: Row): Item;
  /** The inbox entry a decision becomes (./decision-notices.ts). */
  notice?: (after: Item, decision: Decision<'approve' | 'reject'>) => DecisionNotice | null;
}

/**
 * A queue of checks a user has one of, addressed by the user's id: approved, or rejected with a reason the user
 * reads where they send it again. The decision writes the status, the reason and when it was reviewed.
 */
export function userCheckQueue<Row extends object, Item extends Record<Status, number>, Status extends string>(
  kind: UserCheckKind<Row, Item, Status>,
): UserRequestCalls<Item, 'approve' | 'reject'> {
  const { table, alias, statusColumn, statuses } = kind;
  const submitted = `${alias}.submitted_at, ${alias}.user_id`;
  return reviewCalls<Row, Item, 'approve' | 'reject'>({
    subject: kind.subject,
    select: `${kind.columns}, u.uid, u.email`,
    from: `${table} ${alias} JOIN users u ON u.id = ${alias}.user_id`,
    alias,
    key: 'user_id',
    statusColumn,
    pending: statuses.pending,
    statuses: { waiting: statuses.pending, approved: statuses.approved, rejected: statuses.rejected },
    orderBy: {
      pending: submitted,
      decided: kind.decidedOrder === 'oldest first' ? submitted : `${alias}.submitted_at DESC, ${alias}.user_id`,
    },
    time: `${alias}.submitted_at`,
    toItem: (row) => kind.toItem(row),
    notice: kind.notice,
    statusOf: (item) => item[statusColumn],
    needsReason: (action) => action === 'reject',
    apply: async (tx, clock, _before, decision) => {
      const approved = decision.action === 'approve';
      await tx.query(`UPDATE ${table} SET ${statusColumn} = $2, reason = $3, reviewed_at = $4 WHERE user_id = $1`, [
        decision.id,
        approved ? statuses.approved : statuses.rejected,
        approved ? '' : decision.reason,
        new Date(clock.now()),
      ]);
    },
  });
}
