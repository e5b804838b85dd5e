import type { LimitsOverview } from '../../common/api/protection';
import { CODE } from '../../common/envelope';
import { formatAmount } from '../../common/money';
import { LOOSENING_DELAY_MS, tightens, type LimitKind, type LimitPeriod } from '../../common/protection';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { depositedIn } from './deposit-limits';
import { periodEnd, periodStart } from './periods';
import { backfillResults } from './realised-results';
import { isCoolingOff, isExcluded, isOnBreak, lostIn, readStanding, type Standing } from './standing';
import { eachLimit, limitAt, type StoredLimits } from './stored-limits';

// The limits a customer sets on themselves (issue 38): deposit and loss limits per day, week and month, a session
// reminder, a cool-off and self-exclusion. Tightening takes effect at once; loosening or removing waits 24 hours (the
// change is stored with its time and read as in force from then: stored-limits.ts). A cool-off and a self-exclusion
// cannot be ended early, and no limit loosens while one lasts. Demo accounts have none (the routes refuse them).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The customer's limits row, made on their first change with the running periods' results so far. */
async function lockedRow(tx: Queryable, userId: number, now: number): Promise<void> {
  const inserted = await tx.query(
    'INSERT INTO user_limits (user_id, updated_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING RETURNING user_id',
    [userId, now],
  );
  if (inserted.length > 0) await backfillResults(tx, userId, now);
  await tx.query('SELECT 1 FROM user_limits WHERE user_id = $1 FOR UPDATE', [userId]);
}

/** Whether setting `next` for one limit tightens it, as it stands now. */
export function limitTightens(standing: Standing, kind: LimitKind, period: LimitPeriod, next: string | null, now: number): boolean {
  return tightens(limitAt(standing.limits?.[kind]?.[period], now).amount, next);
}

export interface LimitChange {
  kind: LimitKind;
  period: LimitPeriod;
  /** The new amount; null removes the limit. */
  amount: string | null;
}

/** Sets one limit; answers when it takes effect (now, or 24 hours from now). */
export async function setLimit(tx: Queryable, clock: Clock, userId: number, change: LimitChange): Promise<number> {
  const now = clock.now();
  await lockedRow(tx, userId, now);
  const standing = await readStanding(tx, userId);
  const limits: StoredLimits = standing.limits ?? {};
  const current = limitAt(limits[change.kind]?.[change.period], now);
  const amount = change.amount === null ? null : formatAmount(change.amount);
  const tight = tightens(current.amount, amount);
  if (!tight && isOnBreak(standing, now)) throw new DomainError(CODE.LIMIT_CHANGE, messages.noLooseningDuringBreak);
  const at = tight ? now : now + LOOSENING_DELAY_MS;
  const stored = tight ? { amount } : { amount: current.amount, next: amount, next_at: at };
  const kind = { ...limits[change.kind], [change.period]: stored };
  await tx.query('UPDATE user_limits SET limits = $2, updated_at = $3 WHERE user_id = $1', [
    userId,
    JSON.stringify({ ...limits, [change.kind]: kind }),
    now,
  ]);
  return at;
}

/** Sets the session reminder (fewer minutes tightens it); answers when it takes effect. */
export async function setSessionReminder(tx: Queryable, clock: Clock, userId: number, minutes: number | null): Promise<number> {
  const now = clock.now();
  await lockedRow(tx, userId, now);
  const standing = await readStanding(tx, userId);
  const current = sessionMinutesAt(await sessionRow(tx, userId), now).minutes;
  const tight = minutes !== null && (current === null || minutes <= current);
  if (!tight && isOnBreak(standing, now)) throw new DomainError(CODE.LIMIT_CHANGE, messages.noLooseningDuringBreak);
  const at = tight ? now : now + LOOSENING_DELAY_MS;
  await tx.query(
    `UPDATE user_limits SET session_minutes = $2, session_minutes_next = $3, session_minutes_next_at = $4, updated_at = $5
     WHERE user_id = $1`,
    tight ? [userId, minutes, null, null, now] : [userId, current, minutes, at, now],
  );
  return at;
}

interface SessionRow {
  session_minutes: number | null;
  session_minutes_next: number | null;
  session_minutes_next_at: string | null;
}

/** The session reminder's columns; null without a limits row. */
async function sessionRow(db: Queryable, userId: number): Promise<SessionRow | null> {
  const [row] = await db.query<SessionRow>(
    'SELECT session_minutes, session_minutes_next, session_minutes_next_at::text FROM user_limits WHERE user_id = $1',
    [userId],
  );
  return row ?? null;
}

/** The reminder in force at `now`, and what waits. */
function sessionMinutesAt(row: SessionRow | null, now: number): { minutes: number | null; next: number | null; nextAt: number | null } {
  if (!row) return { minutes: null, next: null, nextAt: null };
  const nextAt = row.session_minutes_next_at === null ? null : Number(row.session_minutes_next_at);
  if (nextAt !== null && nextAt <= now) return { minutes: row.session_minutes_next, next: null, nextAt: null };
  return { minutes: row.session_minutes, next: nextAt === null ? null : row.session_minutes_next, nextAt };
}

/** The session reminder in force at `now`; null: none. */
export async function sessionMinutesNow(db: Queryable, userId: number, now: number): Promise<number | null> {
  return sessionMinutesAt(await sessionRow(db, userId), now).minutes;
}

/** A cool-off of `days`; refused while one runs or the account is self-excluded. Answers its end. */
export async function startCoolOff(tx: Queryable, clock: Clock, userId: number, days: number): Promise<number> {
  const now = clock.now();
  await lockedRow(tx, userId, now);
  const standing = await readStanding(tx, userId);
  if (isExcluded(standing, now)) throw new DomainError(CODE.LIMIT_CHANGE, messages.selfExclusionRunning);
  if (isCoolingOff(standing, now))
    throw new DomainError(CODE.LIMIT_CHANGE, messages.coolOffRunning, { until: new Date(standing.coolOffUntil as number) });
  const until = now + days * DAY_MS;
  await tx.query('UPDATE user_limits SET cool_off_until = $2, updated_at = $3 WHERE user_id = $1', [userId, until, now]);
  return until;
}

/** `months` from `now` on the calendar (the same day of the month, or the month's last when it has fewer days). */
export function monthsLater(now: number, months: number): number {
  const date = new Date(now);
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

/** Self-exclusion for `months`, or indefinitely (null); refused while one holds. Answers its end (null: none). */
export async function selfExclude(tx: Queryable, clock: Clock, userId: number, months: number | null): Promise<number | null> {
  const now = clock.now();
  await lockedRow(tx, userId, now);
  const standing = await readStanding(tx, userId);
  if (isExcluded(standing, now)) throw new DomainError(CODE.LIMIT_CHANGE, messages.selfExclusionRunning);
  const until = months === null ? null : monthsLater(now, months);
  await tx.query('UPDATE user_limits SET excluded_until = $2, excluded_indefinitely = $3, updated_at = $4 WHERE user_id = $1', [
    userId,
    until,
    months === null,
    now,
  ]);
  return until;
}

/** The customer's limits as GET /api/limits answers them (and the console's customer view). */
export async function limitsOverview(db: Queryable, userId: number, now: number): Promise<LimitsOverview> {
  const standing = await readStanding(db, userId);
  const session = sessionMinutesAt(await sessionRow(db, userId), now);
  const limits = await Promise.all(
    eachLimit(standing.limits ?? {}).map(async ({ kind, period, stored }) => {
      const state = limitAt(stored, now);
      const used = kind === 'loss' ? lostIn(standing, period, now) : await depositedIn(db, userId, periodStart(period, now));
      return {
        kind,
        period,
        amount: state.amount,
        next_amount: state.next,
        next_at: state.nextAt,
        used: formatAmount(used),
        period_ends_at: periodEnd(period, now),
      };
    }),
  );
  return {
    limits,
    session_minutes: session.minutes,
    session_minutes_next: session.next,
    session_minutes_next_at: session.nextAt,
    cool_off_until: isCoolingOff(standing, now) ? standing.coolOffUntil : null,
    excluded_until: isExcluded(standing, now) && !standing.excludedIndefinitely ? standing.excludedUntil : null,
    excluded_indefinitely: standing.excludedIndefinitely,
  };
}
