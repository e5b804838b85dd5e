import { ADMIN_PAGE_SIZE } from '../../common/api/admin-wallet';
import type { CustomerBrief, CustomerDetail, CustomerRecord, CustomerSession } from '../../common/api/admin-console';
import { customerUser } from '../account/customer-predicate';
import type { Clock } from '../clock';
import type { Database, Queryable, SqlValue } from '../db/database';
import { badField, notFound } from '../errors';
import { SESSION_ID_LENGTH } from './operators';
import { recordDecision } from '../decisions/decisions';
import { uploadUrl } from '../uploads/store';
import type { CustomerRecordKind } from '../../common/customer-records';
import type { Page } from '../../common/api/page';
import { paged } from '../db/paging';
import { FLAGS_SELECT, inFlagOrder } from './risk-flags';
import type { Translate } from '../i18n/catalogs';
import { ledgerPage } from '../wallet/ledger-entries';
import { ACCOUNT_NAMES } from '../wallet/ledger-wording';
import { kindOfType } from '../wallet/transfers';
import { customerSafeguards } from '../security/safeguard-state';
import { securityLogAnswer } from '../security/security-log';
import type { SecurityLogEntry } from '../../common/api/security';

// Customers as the back office sees them: found by email, uid or id; their profile, accounts and every list of
// what they did; their sessions, which an operator may end; their security log (read-only); and suspension, recorded
// like every operator act.

interface BriefRow {
  id: number;
  uid: string;
  email: string | null;
  mobile: string | null;
  is_demo: boolean;
  simulated: boolean;
  suspended_at: Date | null;
  frozen: boolean;
  created_at: Date;
  identity_status: number | null;
  flags: string[];
}

const BRIEF_SELECT = `u.id, u.uid, u.email, u.mobile, u.is_demo, u.simulated, u.suspended_at, u.frozen_at IS NOT NULL AS frozen, u.created_at,
  ic.review_status AS identity_status,
  ${FLAGS_SELECT} AS flags`;
const BRIEF_FROM = 'users u LEFT JOIN identity_checks ic ON ic.user_id = u.id';

function toBrief(row: BriefRow): CustomerBrief {
  return {
    id: row.id,
    uid: row.uid,
    email: row.email,
    mobile: row.mobile,
    is_demo: row.is_demo,
    is_simulated: row.simulated,
    suspended: row.suspended_at !== null,
    frozen: row.frozen,
    created_at: row.created_at.getTime(),
    identity_status: row.identity_status ?? -1,
    flags: inFlagOrder(row.flags),
  };
}

/**
 * Search: an exact id or uid, or an email containing the text; empty lists customers only, newest first, so its
 * total is the customers' count. A demo account or a simulated trader is still found by what names it, marked so.
 */
export function searchCustomers(db: Queryable, q: string, page: number): Promise<Page<CustomerBrief>> {
  const size = { page, size: ADMIN_PAGE_SIZE };
  if (q === '')
    return paged(
      db,
      { select: BRIEF_SELECT, from: `${BRIEF_FROM} WHERE ${customerUser('u')}`, orderBy: 'u.id DESC', params: [] },
      size,
      toBrief,
    );
  const id = /^\d{1,9}$/.test(q) ? Number(q) : 0;
  // LIKE's own characters in what was typed are matched as themselves (backslash is PostgreSQL's default escape).
  const contains = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const params: SqlValue[] = [id, q, contains];
  return paged(
    db,
    { select: BRIEF_SELECT, from: `${BRIEF_FROM} WHERE u.id = $1 OR u.uid = $2 OR lower(u.email) LIKE $3`, orderBy: 'u.id DESC', params },
    size,
    toBrief,
  );
}

export async function customerDetail(db: Queryable, userId: number): Promise<CustomerDetail> {
  const [row] = await db.query<BriefRow & { invite_code: string; inviter_uid: string | null }>(
    `SELECT ${BRIEF_SELECT}, u.invite_code, inviter.uid AS inviter_uid FROM ${BRIEF_FROM}
     LEFT JOIN users inviter ON inviter.id = u.inviter_id WHERE u.id = $1`,
    [userId],
  );
  if (!row) throw notFound();
  const accounts = await db.query<{ kind: string; available: string; locked: string }>(
    'SELECT kind, available, locked FROM ledger_accounts WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  const [identity] = await db.query<{ name: string; card_id: string; front_upload: string; reverse_upload: string; reason: string }>(
    'SELECT name, card_id, front_upload, reverse_upload, reason FROM identity_checks WHERE user_id = $1',
    [userId],
  );
  return {
    ...toBrief(row),
    accounts,
    invite_code: row.invite_code,
    inviter_uid: row.inviter_uid,
    suspended_at: row.suspended_at?.getTime() ?? null,
    identity: identity
      ? {
          name: identity.name,
          card_id: identity.card_id,
          front_pic: uploadUrl(identity.front_upload),
          reverse_pic: uploadUrl(identity.reverse_upload),
          reason: identity.reason,
        }
      : null,
    safeguards: await customerSafeguards(db, userId),
  };
}

interface RecordQuery {
  select: string;
  from: string;
  orderBy: string;
}

/** Each of the customer's lists but the ledger: what it shows, always of the one customer ($1). */
const RECORDS: Readonly<Record<Exclude<CustomerRecordKind, 'ledger'>, RecordQuery>> = {
  orders: {
    // With the trading controls of issue 35: the trailing distance, the expiry, each receipt (the price seen or waited
    // for and the slippage's money, opening and closing), and the partial closes (how many, and each part's lots,
    // deciding tick and realised profit, oldest first, as JSON text the console lists).
    select: `o.id, o.created_at, i.code AS instrument, o.side, o.lots::text AS lots, o.multiple, o.status, o.open_price::text AS open_price,
             o.close_price::text AS close_price, o.margin::text AS margin, o.fee::text AS fee, o.realised_pnl::text AS pnl, o.close_reason,
             trim_scale(o.trailing_distance)::text AS trailing_distance, o.expire_at::float8 AS expire_at,
             trim_scale(o.seen_price)::text AS seen_price, o.open_slippage::text AS open_slippage,
             trim_scale(o.close_seen_price)::text AS close_seen_price, o.close_slippage::text AS close_slippage,
             parts.count AS partial_closes, parts.list AS partial_parts`,
    from: `contract_orders o JOIN instruments i ON i.id = o.instrument_id
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS count,
                    json_agg(json_build_object('lots', trim_scale(p.lots)::text, 'price', trim_scale(p.price)::text, 'seq', p.seq::text,
                      'time', p.time::float8, 'realised', p.realised_pnl::text) ORDER BY p.id)::text AS list
             FROM contract_partial_closes p WHERE p.order_id = o.id
           ) parts
           WHERE o.user_id = $1`,
    orderBy: 'o.id DESC',
  },
  options: {
    select: `m.id, m.open_time AS created_at, i.code AS instrument, m.direction, m.amount::text AS amount, m.seconds, m.status,
             m.open_price::text AS open_price, m.end_price::text AS end_price`,
    from: 'micro_orders m JOIN instruments i ON i.id = m.instrument_id WHERE m.user_id = $1',
    orderBy: 'm.id DESC',
  },
  // Orders opened as copies of a trader's, with the trader and whether the copy still follows them.
  copies: {
    select: `o.id, o.created_at, t.nickname AS trader, i.code AS instrument, o.side, o.lots::text AS lots, o.status,
             o.margin::text AS margin, o.realised_pnl::text AS pnl, fc.following`,
    from: `follow_copies fc JOIN contract_orders o ON o.id = fc.order_id JOIN follows f ON f.id = fc.follow_id
           JOIN traders t ON t.id = f.trader_id JOIN instruments i ON i.id = o.instrument_id WHERE o.user_id = $1`,
    orderBy: 'o.id DESC',
  },
  // Each follow with its controls and state (issue 36), its copies and skips, and the trader's risk score with what it
  // was computed from.
  follows: {
    select: `f.id, f.created_at, t.nickname AS trader, trim_scale(f.multiple)::text AS multiple, f.amount_per_order::text AS amount_per_order,
             f.max_amount::text AS allocation, f.max_per_order::text AS max_per_order, trim_scale(f.max_slippage_percent)::text AS slippage,
             coalesce(f.stop_loss_amount::text, trim_scale(f.stop_loss_percent)::text || ' %') AS stop_loss,
             CASE WHEN f.active AND f.paused_at IS NOT NULL THEN 'paused' WHEN f.active THEN 'active' ELSE coalesce(f.ended_reason, 'cancelled') END
               AS follow_state,
             f.ended_at::float8 AS ended_at, f.copy_open,
             (SELECT count(*)::int FROM follow_copies c WHERE c.follow_id = f.id) AS copies,
             (SELECT count(*)::int FROM copy_skips k WHERE k.follow_id = f.id) AS skips,
             (SELECT coalesce(sum(o.realised_pnl), 0)::text FROM follow_copies c JOIN contract_orders o ON o.id = c.order_id WHERE c.follow_id = f.id)
               AS pnl,
             s.risk_score, s.risk_inputs->>'daily_volatility' AS daily_volatility`,
    from: `follows f JOIN traders t ON t.id = f.trader_id LEFT JOIN trader_stats s ON s.trader_id = t.id WHERE f.follower_user_id = $1`,
    orderBy: 'f.id DESC',
  },
  loans: {
    select: `l.id, l.created_at, l.amount::text AS amount, l.loan_period, l.interest_amount::text AS interest, l.penalty_amount::text AS penalty,
             l.status, to_char(l.due_day, 'YYYY-MM-DD') AS due_day, l.reason`,
    from: 'loans l WHERE l.user_id = $1',
    orderBy: 'l.id DESC',
  },
  funds: {
    select: `s.id, s.sub_time AS created_at, f.title AS fund, s.share_amount::text AS amount, s.status, paid.paid_days, s.lock_days,
             paid.sum_profit::text AS income, s.penalty::text AS penalty`,
    from: `fund_subscriptions s JOIN funds f ON f.id = s.fund_id
           CROSS JOIN LATERAL (SELECT count(*)::int AS paid_days, coalesce(sum(i.amount), 0) AS sum_profit FROM fund_income i WHERE i.sub_id = s.id) paid
           WHERE s.user_id = $1`,
    orderBy: 's.id DESC',
  },
  deposits: {
    select: `c.id, c.created_at, c.type, c.number::text AS amount, cc.name AS currency, c.status, c.remark`,
    from: 'charges c JOIN collect_currencies cc ON cc.id = c.collect_currency_id WHERE c.user_id = $1',
    orderBy: 'c.id DESC',
  },
  withdrawals: {
    select: `w.id, w.created_at, w.type, w.number::text AS amount, w.fee::text AS fee, wc.code AS currency, w.status, w.notes`,
    from: 'withdrawals w JOIN withdraw_currencies wc ON wc.id = w.draw_currency_id WHERE w.user_id = $1',
    orderBy: 'w.id DESC',
  },
  uploads: {
    select: `up.name, up.created_at, up.mime, up.size`,
    from: 'uploads up WHERE up.user_id = $1',
    orderBy: 'up.created_at DESC',
  },
};

/**
 * The customer's ledger as they read it (server/wallet/ledger-entries.ts): one row per journal and account, what
 * happened in the operator's language, the change to the available and locked balances, and both balances after.
 */
async function customerLedger(db: Queryable, translate: Translate, userId: number, page: number): Promise<Page<CustomerRecord>> {
  const { list, total } = await ledgerPage(db, translate, { userId, page });
  const data = list.map((entry): CustomerRecord => ({
    id: entry.Id,
    created_at: entry.CreatedAt,
    account: translate(ACCOUNT_NAMES[kindOfType(entry.accountTypeId)]),
    description: entry.MemoTran,
    change: entry.Value,
    locked_change: entry.LockValue,
    balance: entry.Balance,
    locked_balance: entry.LockBalance,
  }));
  return { data, total };
}

/** One page of one of the customer's lists; times as epoch ms, uploads with the address to open them at. */
export async function customerRecords(
  db: Queryable,
  translate: Translate,
  userId: number,
  kind: CustomerRecordKind,
  page: number,
): Promise<Page<CustomerRecord>> {
  await customerExists(db, userId);
  if (kind === 'ledger') return customerLedger(db, translate, userId, page);
  const query = RECORDS[kind];
  return paged(db, { ...query, params: [userId] }, { page, size: ADMIN_PAGE_SIZE }, (row: Record<string, unknown>): CustomerRecord => {
    const record: CustomerRecord = {};
    for (const [key, value] of Object.entries(row)) {
      record[key] = value instanceof Date ? value.getTime() : typeof value === 'bigint' ? Number(value) : (value as CustomerRecord[string]);
      if (key === 'id' || key === 'created_at') record[key] = Number(record[key]);
    }
    if (kind === 'uploads') record.url = uploadUrl(String(row.name));
    return record;
  });
}

async function customerExists(db: Queryable, userId: number): Promise<void> {
  if ((await db.query('SELECT 1 FROM users WHERE id = $1', [userId])).length === 0) throw notFound();
}

export async function customerSessions(db: Queryable, clock: Clock, userId: number, idleMs: number): Promise<CustomerSession[]> {
  await customerExists(db, userId);
  const rows = await db.query<{ token_hash: string; created_at: Date; last_seen_at: Date }>(
    `SELECT token_hash, created_at, last_seen_at FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND last_seen_at > $2
     ORDER BY last_seen_at DESC`,
    [userId, new Date(clock.now() - idleMs)],
  );
  return rows.map((row) => ({
    id: row.token_hash.slice(0, SESSION_ID_LENGTH),
    created_at: row.created_at.getTime(),
    last_seen_at: row.last_seen_at.getTime(),
  }));
}

/** Page `page` of the customer's security log, as they read it themselves; an unknown customer is not found (4004). */
export async function customerSecurityLog(db: Queryable, userId: number, page: number): Promise<Page<SecurityLogEntry>> {
  await customerExists(db, userId);
  return securityLogAnswer(db, userId, page);
}

export async function revokeCustomerSession(
  db: Database,
  clock: Clock,
  operatorId: number,
  userId: number,
  session: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query(
      `UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND left(token_hash, ${SESSION_ID_LENGTH}) = $2 AND revoked_at IS NULL RETURNING 1`,
      [userId, session, new Date(clock.now())],
    );
    if (rows.length === 0) throw notFound();
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'customer_session',
      subjectId: userId,
      action: 'revoke',
      reason: '',
      before: { session, revoked: false },
      after: { session, revoked: true },
    });
  });
}

/** Suspends or restores; the reason is required to suspend. Recorded with the account before and after. */
export async function suspendCustomer(
  db: Database,
  clock: Clock,
  operatorId: number,
  request: { id: number; action: 'suspend' | 'restore'; reason: string },
): Promise<CustomerDetail> {
  if (request.action === 'suspend' && request.reason === '') throw badField('reason', 'required');
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ suspended_at: Date | null }>('SELECT suspended_at FROM users WHERE id = $1 FOR UPDATE', [request.id]);
    if (!locked) throw notFound();
    const before = await customerDetail(tx, request.id);
    await tx.query('UPDATE users SET suspended_at = $2 WHERE id = $1', [
      request.id,
      request.action === 'suspend' ? new Date(clock.now()) : null,
    ]);
    const after = await customerDetail(tx, request.id);
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'customer',
      subjectId: request.id,
      action: request.action,
      reason: request.reason,
      before: { suspended: before.suspended },
      after: { suspended: after.suspended },
    });
    return after;
  });
}
