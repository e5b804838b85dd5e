import { QUEUE_EXPORT_MAX } from '../../common/api/queue-page';
import type { Clock } from '../clock';
import { csvText } from '../csv';
import type { Queryable } from '../db/database';
import { queueRows, type ListedRow, type QueueQuery } from './queue-list';
import type { QueueEntry } from './registry';

// A queue's filtered list as a CSV file, in the list's order, the same for every queue: the request, its customer,
// its status (number and name), its time in ISO UTC, how long it has waited (waiting ones), its amount in USD as a
// plain decimal (queues with amounts), and who holds it.

const HEADER = [
  'id',
  'customer_uid',
  'customer_email',
  'status',
  'status_name',
  'time_utc',
  'waiting_minutes',
  'amount_usd',
  'held_by',
  'held_since_utc',
];

const iso = (ms: number) => new Date(ms).toISOString();

export interface QueueCsv {
  filename: string;
  csv: string;
  /** Whether the list had more rows than QUEUE_EXPORT_MAX (the file holds the first ones). */
  truncated: boolean;
}

export async function queueCsv(db: Queryable, clock: Clock, entry: QueueEntry, query: QueueQuery): Promise<QueueCsv> {
  const { queue } = entry;
  const rows = await queueRows(db, clock, queue, query, QUEUE_EXPORT_MAX);
  const now = clock.now();
  const names = new Map(Object.entries(queue.statuses ?? {}).map(([name, value]) => [value, name]));
  const line = (row: ListedRow<unknown>) => [
    String(row.key),
    row.uid,
    row.email ?? '',
    String(row.status),
    names.get(row.status) ?? '',
    iso(row.since),
    row.status === queue.pending ? String(Math.max(0, Math.floor((now - row.since) / 60_000))) : '',
    row.amount ?? '',
    row.claim?.operator_email ?? '',
    row.claim ? iso(row.claim.claimed_at) : '',
  ];
  const day = iso(now).slice(0, 10);
  return {
    filename: `meridian-${entry.key}-${day}.csv`,
    csv: csvText(HEADER, rows.slice(0, QUEUE_EXPORT_MAX).map(line)),
    truncated: rows.length > QUEUE_EXPORT_MAX,
  };
}
