import type { Page } from '../../common/api/page';
import type { SecurityLogEntry as SecurityLogItem } from '../../common/api/security';
import type { SecurityEvent } from '../../common/security';
import { assert } from '../assert';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { paged } from '../db/paging';
import { notifySecurityEvent } from './security-inbox';

// A user's security log (table security_log): sign-ins, second-factor changes and failures, confirmations, with the
// device, browser and address they came from. Entries are written in the transaction of what they record, so the log
// never shows a change that did not happen; a refusal is written after its transaction rolled back. The events the
// user should hear of become inbox entries in the same transaction (./security-inbox.ts).
//
// Never a secret in an entry: no code, no recovery code, no token, no TOTP secret. The detail holds short facts (which
// factor, which kind of action, why refused), and its values are plain scalars so nothing larger can slip in.

/** Where a request came from, as the HTTP layer saw it; each part may be unknown. */
export interface SecurityContext {
  /** The PWA's long-lived device id. */
  deviceId: string | null;
  userAgent: string | null;
  address: string | null;
}

/** For what no request caused (a job, an operator's decision made elsewhere). */
export const NO_CONTEXT: SecurityContext = { deviceId: null, userAgent: null, address: null };

export type SecurityDetail = Readonly<Record<string, string | number | boolean | null>>;

export interface SecurityLogEntry {
  id: number;
  event: SecurityEvent;
  deviceId: string | null;
  userAgent: string | null;
  address: string | null;
  at: Date;
  detail: SecurityDetail;
}

// What a client sends is kept at a bounded length: a user agent of megabytes would otherwise be stored as it came.
const MAX_DEVICE_ID = 128;
const MAX_USER_AGENT = 512;
const MAX_ADDRESS = 64;
const MAX_DETAIL_JSON = 1_000;
/** Entries on a page of the log, as the other paged lists answer a fixed number. */
export const SECURITY_LOG_PAGE_SIZE = 20;

const bounded = (value: string | null, length: number) => (value === null ? null : value.slice(0, length));

export async function writeSecurityEvent(
  db: Queryable,
  clock: Clock,
  entry: { userId: number; event: SecurityEvent; context: SecurityContext; detail?: SecurityDetail },
): Promise<void> {
  const detail = JSON.stringify(entry.detail ?? {});
  // The detail is written by this server's code, never copied from a request, so a long one is a defect.
  assert(detail.length <= MAX_DETAIL_JSON, () => `a security log detail of ${detail.length} characters`);
  // What the user should hear of goes to their inbox too, in this transaction (./security-inbox.ts decides which).
  await notifySecurityEvent(db, clock, { ...entry, detail: entry.detail ?? {} });
  await db.query(
    `INSERT INTO security_log (user_id, event, device_id, user_agent, address, created_at, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.userId,
      entry.event,
      bounded(entry.context.deviceId, MAX_DEVICE_ID),
      bounded(entry.context.userAgent, MAX_USER_AGENT),
      bounded(entry.context.address, MAX_ADDRESS),
      new Date(clock.now()),
      detail,
    ],
  );
}

interface LogRow {
  id: string | number;
  event: string;
  device_id: string | null;
  user_agent: string | null;
  address: string | null;
  created_at: Date;
  detail: SecurityDetail;
}

/** Page `page` (from 1) of the user's log, newest first (ties in time: the later entry first), and the entries' count. */
export async function securityLogPage(db: Queryable, userId: number, page: number): Promise<{ data: SecurityLogEntry[]; total: number }> {
  // The input schema gives a whole page number from 1; anything else reaching here is a defect.
  assert(Number.isSafeInteger(page) && page >= 1, () => `security log page ${page}`);
  return paged<LogRow, SecurityLogEntry>(
    db,
    {
      select: 'id, event, device_id, user_agent, address, created_at, detail',
      from: 'security_log WHERE user_id = $1',
      orderBy: 'created_at DESC, id DESC',
      params: [userId],
    },
    { page, size: SECURITY_LOG_PAGE_SIZE },
    (row) => ({
      id: Number(row.id),
      event: row.event as SecurityEvent,
      deviceId: row.device_id,
      userAgent: row.user_agent,
      address: row.address,
      at: row.created_at,
      detail: row.detail,
    }),
  );
}

/**
 * Page `page` of the user's log as the API answers it (common/api/security.ts): one shape for the user reading their
 * own log and for an operator reading a customer's in the console, so the two never drift apart.
 */
export async function securityLogAnswer(db: Queryable, userId: number, page: number): Promise<Page<SecurityLogItem>> {
  const { data, total } = await securityLogPage(db, userId, page);
  return {
    total,
    data: data.map((entry) => ({
      id: entry.id,
      event: entry.event,
      device_id: entry.deviceId,
      user_agent: entry.userAgent,
      address: entry.address,
      created_at: entry.at.getTime(),
      detail: entry.detail,
    })),
  };
}
