import { ADMIN_PAGE_SIZE } from '../../common/api/admin-wallet';
import type { QueueClaim, QueueSort, SortOrder } from '../../common/api/queue-page';
import { CODE } from '../../common/envelope';
import type { MessageDescriptor } from '@lingui/core';
import { queueFilterProblem, type QueueFilterProblem } from '../../common/queue-filters';
import type { Clock } from '../clock';
import type { Queryable, SqlValue } from '../db/database';
import { paged } from '../db/paging';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import type { DecisionSubject } from '../../common/decisions';

/** What a list reads of a review queue (./review-queue.ts extends it): where its requests live and how a row reads. */
export interface ListedQueue<Row extends object, Item> {
  subject: DecisionSubject;
  /** The SELECT list and the FROM part (with its joins, the user always as `u`); `alias` names the request's table. */
  select: string;
  from: string;
  alias: string;
  /** The column a request is addressed by, and its status column. */
  key: string;
  statusColumn: string;
  /** The status of a request that waits for a decision. */
  pending: number;
  /** How a page of decided requests is ordered; waiting ones come oldest first. */
  orderBy: { pending: string; decided: string };
  /** When the request started waiting, as SQL: a timestamptz, or epoch ms when `timeIsEpochMs`. */
  time: string;
  timeIsEpochMs?: boolean;
  /** Its amount in USD as SQL, which the list filters and sorts by; absent where requests have none. */
  amount?: string;
  toItem(row: Row): Item;
}

/** Any queue, as far as its SQL goes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the queue's SQL is read here, whatever its items
type AnyReviewQueue = ListedQueue<any, unknown>;

// A queue's list as the console reads it, for every queue alike: its status and customer, a period of its own time,
// an amount range (USD, where the queue has amounts), an age (waiting longer than some hours by the server's clock),
// and a sort by time, amount or age. Each row comes with when it started waiting and who holds it (queue_claims).
// Filters that contradict each other are refused with a message that says how, never read as an empty list.

export interface QueueQuery {
  status?: number | undefined;
  customer?: string | undefined;
  /** Epoch ms: from inclusive, to exclusive. */
  from?: number | undefined;
  to?: number | undefined;
  /** USD. */
  min_amount?: string | undefined;
  max_amount?: string | undefined;
  /** Hours. */
  older_than?: number | undefined;
  sort?: QueueSort | undefined;
  order?: SortOrder | undefined;
}

/** A row of the list: the item, and what the machinery knows of any request (the CSV export writes these). */
export interface ListedRow<Item> {
  item: Item;
  key: number;
  status: number;
  uid: string;
  email: string | null;
  /** Epoch ms. */
  since: number;
  /** USD, 2 decimals; null where the queue has no amounts. */
  amount: string | null;
  claim: QueueClaim | null;
}

interface MetaColumns {
  q_key: string | number;
  q_status: number;
  q_uid: string;
  q_email: string | null;
  q_since: string | number;
  q_amount: string | null;
  q_holder_id: number | null;
  q_holder: string | null;
  q_claimed_at: Date | null;
  q_assigned_by: string | null;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The back office's filter on the customer a request is from: their id, uid or email as typed (every queue joins
 * the user as `u`). Null matches everyone.
 */
export const CUSTOMER_FILTER = (param: string) =>
  `(${param}::text IS NULL OR u.uid = ${param} OR lower(u.email) = lower(${param}) OR u.id::text = ${param})`;

/** The request's time as epoch ms, whatever its column keeps. */
function sinceSql(queue: AnyReviewQueue): string {
  return queue.timeIsEpochMs ? `(${queue.time})::bigint` : `floor(extract(epoch FROM ${queue.time}) * 1000)::bigint`;
}

const FILTER_REFUSALS: Readonly<Record<QueueFilterProblem, MessageDescriptor>> = {
  period_reversed: messages.queuePeriodReversed,
  amounts_reversed: messages.queueAmountsReversed,
  no_amount: messages.queueHasNoAmount,
};

/** Refuses filters that cannot hold together; each field alone was checked by the call's schema. */
function checkQuery(queue: AnyReviewQueue, query: QueueQuery): void {
  const found = queueFilterProblem(query, Boolean(queue.amount));
  if (found) throw new DomainError(CODE.BAD_INPUT, FILTER_REFUSALS[found.problem], { field: found.field });
}

/** The WHERE part, its parameters and the order of the list; `now` is the server's clock (absent: no age filter). */
function listSql(queue: AnyReviewQueue, query: QueueQuery, now: number | null) {
  checkQuery(queue, query);
  const { alias, key, time } = queue;
  const at = (ms: number) => (queue.timeIsEpochMs ? ms : new Date(ms));
  const params: SqlValue[] = [queue.subject, query.status ?? null, query.customer || null];
  const where = [`($2::smallint IS NULL OR ${alias}.${queue.statusColumn} = $2)`, CUSTOMER_FILTER('$3')];
  if (query.from !== undefined) where.push(`${time} >= $${params.push(at(query.from))}`);
  if (query.to !== undefined) where.push(`${time} < $${params.push(at(query.to))}`);
  if (query.older_than !== undefined && now !== null) where.push(`${time} < $${params.push(at(now - query.older_than * HOUR_MS))}`);
  if (query.min_amount !== undefined) where.push(`${queue.amount} >= $${params.push(query.min_amount)}::numeric`);
  if (query.max_amount !== undefined) where.push(`${queue.amount} <= $${params.push(query.max_amount)}::numeric`);
  const from = `${queue.from}
    LEFT JOIN queue_claims qc ON qc.subject = $1 AND qc.subject_id = ${alias}.${key}
    LEFT JOIN operators qo ON qo.id = qc.operator_id
    LEFT JOIN operators qa ON qa.id = qc.assigned_by
    WHERE ${where.join(' AND ')}`;
  return { from, params, orderBy: orderOf(queue, query) };
}

function orderOf(queue: AnyReviewQueue, query: QueueQuery): string {
  if (!query.sort) return query.status === queue.pending ? queue.orderBy.pending : queue.orderBy.decided;
  const order = query.order ?? 'asc';
  const flipped = order === 'asc' ? 'desc' : 'asc';
  const tie = `${queue.alias}.${queue.key}`;
  // The oldest request has waited longest: age ascending is time descending. The key keeps pages from overlapping.
  if (query.sort === 'age') return `${queue.time} ${flipped}, ${tie} ${flipped}`;
  if (query.sort === 'amount') return `${queue.amount} ${order}, ${tie} ${order}`;
  return `${queue.time} ${order}, ${tie} ${order}`;
}

function metaSelect(queue: AnyReviewQueue): string {
  return `${queue.alias}.${queue.key} AS q_key, ${queue.alias}.${queue.statusColumn} AS q_status, u.uid AS q_uid,
    u.email AS q_email, ${sinceSql(queue)} AS q_since, ${queue.amount ? `round(${queue.amount}, 2)` : 'NULL::numeric'} AS q_amount,
    qc.operator_id AS q_holder_id, qo.email AS q_holder, qc.claimed_at AS q_claimed_at, qa.email AS q_assigned_by`;
}

function toListed<Item>(queue: ListedQueue<object, Item>, row: MetaColumns & object): ListedRow<Item> {
  const { q_key, q_status, q_uid, q_email, q_since, q_amount, q_holder_id, q_holder, q_claimed_at, q_assigned_by, ...own } = row;
  return {
    item: queue.toItem(own),
    key: Number(q_key),
    status: q_status,
    uid: q_uid,
    email: q_email,
    since: Number(q_since),
    amount: q_amount,
    claim:
      q_holder_id === null || q_holder === null || q_claimed_at === null
        ? null
        : { operator_id: q_holder_id, operator_email: q_holder, claimed_at: q_claimed_at.getTime(), assigned_by: q_assigned_by },
  };
}

/** One page of the queue's list; `clock` null for a plain page, which takes no age filter. */
export async function queueList<Item>(
  db: Queryable,
  clock: Clock | null,
  queue: ListedQueue<object, Item>,
  query: QueueQuery & { page: number },
): Promise<{ data: ListedRow<Item>[]; total: number }> {
  const sql = listSql(queue, query, clock?.now() ?? null);
  return paged(
    db,
    { select: `${queue.select}, ${metaSelect(queue)}`, from: sql.from, orderBy: sql.orderBy, params: sql.params },
    { page: query.page, size: ADMIN_PAGE_SIZE },
    (row: MetaColumns & object) => toListed(queue, row),
  );
}

/** The whole filtered list, in its order, up to `limit` rows (the CSV export): one row more tells it was cut. */
export async function queueRows<Item>(
  db: Queryable,
  clock: Clock,
  queue: ListedQueue<object, Item>,
  query: QueueQuery,
  limit: number,
): Promise<ListedRow<Item>[]> {
  const sql = listSql(queue, query, clock.now());
  const rows = await db.query<MetaColumns & object>(
    `SELECT ${queue.select}, ${metaSelect(queue)} FROM ${sql.from} ORDER BY ${sql.orderBy} LIMIT ${limit + 1}`,
    sql.params,
  );
  return rows.map((row) => toListed(queue, row));
}
