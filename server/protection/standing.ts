import { CODE } from '../../common/envelope';
import { Decimal, formatAmount } from '../../common/money';
import { CLIENT_CATEGORY, LIMIT_PERIODS, type ClientCategory, type LimitPeriod } from '../../common/protection';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { accountFrozen } from '../security/freeze';
import { periodEnd, periodKey } from './periods';
import { amountInForce, type StoredLimits } from './stored-limits';

// Where a customer stands before they act: frozen or not, their residence and category, and their own limits and
// breaks, with the realised results of the running periods. One row (users joined with user_limits) per call: it
// replaced the freeze check's own read of the user, so the rules cost a submit no extra read.

export interface Standing {
  userId: number;
  isDemo: boolean;
  frozen: boolean;
  residence: string | null;
  category: ClientCategory;
  /** The customer's own limits; null when they never set any (no row). */
  limits: StoredLimits | null;
  coolOffUntil: number | null;
  excludedUntil: number | null;
  excludedIndefinitely: boolean;
  /** The realised result (net, costs included) of each running period, by the period's key. */
  results: Record<LimitPeriod, { key: string | null; result: Decimal }>;
}

/** What the standing columns hold (standingColumns). */
export interface StandingRow {
  is_demo: boolean;
  frozen: boolean;
  residence: string | null;
  client_category: ClientCategory;
  has_limits: boolean;
  limits: StoredLimits | null;
  cool_off_until: string | null;
  excluded_until: string | null;
  excluded_indefinitely: boolean | null;
  day_key: string | null;
  day_result: string | null;
  week_key: string | null;
  week_result: string | null;
  month_key: string | null;
  month_result: string | null;
}

/** The columns of a standing, from `users` aliased `u` joined (LEFT) with `user_limits` aliased `l`. */
export const STANDING_COLUMNS = `u.is_demo, u.frozen_at IS NOT NULL AS frozen, u.residence, u.client_category,
  l.user_id IS NOT NULL AS has_limits, l.limits, l.cool_off_until::text, l.excluded_until::text, l.excluded_indefinitely,
  l.day_key::text, l.day_result::text, l.week_key::text, l.week_result::text, l.month_key::text, l.month_result::text`;

export function standingOf(userId: number, row: StandingRow): Standing {
  const result = (key: string | null, value: string | null) => ({ key, result: new Decimal(value ?? 0) });
  return {
    userId,
    isDemo: row.is_demo,
    frozen: row.frozen,
    residence: row.residence,
    category: row.client_category,
    limits: row.has_limits ? (row.limits ?? {}) : null,
    coolOffUntil: row.cool_off_until === null ? null : Number(row.cool_off_until),
    excludedUntil: row.excluded_until === null ? null : Number(row.excluded_until),
    excludedIndefinitely: row.excluded_indefinitely === true,
    results: {
      day: result(row.day_key, row.day_result),
      week: result(row.week_key, row.week_result),
      month: result(row.month_key, row.month_result),
    },
  };
}

/**
 * Reads where `userId` stands. With `lock`, in the caller's transaction, the user's row is held FOR SHARE (as the
 * freeze check did): a freeze, a cool-off or an exclusion committed first is seen, one asked meanwhile waits.
 */
export async function readStanding(db: Queryable, userId: number, options: { lock?: boolean } = {}): Promise<Standing> {
  const [row] = await db.query<StandingRow>(
    `SELECT ${STANDING_COLUMNS} FROM users u LEFT JOIN user_limits l ON l.user_id = u.id WHERE u.id = $1${options.lock ? ' FOR SHARE OF u' : ''}`,
    [userId],
  );
  if (!row) throw new DomainError(CODE.NOT_LOGGED_IN, messages.notLoggedIn);
  return standingOf(userId, row);
}

/** Whether a cool-off or self-exclusion holds at `now`. */
export function isOnBreak(standing: Standing, now: number): boolean {
  return isCoolingOff(standing, now) || isExcluded(standing, now);
}

export function isRetail(standing: Pick<Standing, 'category'>): boolean {
  return standing.category === CLIENT_CATEGORY.retail;
}

/** Whether a self-exclusion holds at `now`. */
export function isExcluded(standing: Standing, now: number): boolean {
  return standing.excludedIndefinitely || (standing.excludedUntil !== null && standing.excludedUntil > now);
}

/** Whether a cool-off holds at `now`. */
export function isCoolingOff(standing: Standing, now: number): boolean {
  return standing.coolOffUntil !== null && standing.coolOffUntil > now;
}

/**
 * Refuses what a frozen, self-excluded or cooling-off account may not start: trading, depositing, following. (A
 * self-excluded account may still withdraw and close positions; those calls do not come here.)
 */
export function refuseStarting(standing: Standing, now: number): void {
  if (standing.frozen) throw accountFrozen();
  if (standing.excludedIndefinitely) throw new DomainError(CODE.SELF_EXCLUDED, messages.selfExcludedIndefinitely);
  if (isExcluded(standing, now))
    throw new DomainError(CODE.SELF_EXCLUDED, messages.selfExcluded, { until: new Date(standing.excludedUntil as number) });
  if (isCoolingOff(standing, now))
    throw new DomainError(CODE.COOLING_OFF, messages.coolingOff, { until: new Date(standing.coolOffUntil as number) });
}

/** What a period has lost so far: its realised result's loss (0 when it made money, or when no result is for now). */
export function lostIn(standing: Standing, period: LimitPeriod, now: number): Decimal {
  const running = standing.results[period];
  if (running.key !== periodKey(period, now) || running.result.isPositive()) return new Decimal(0);
  return running.result.negated();
}

/** The tightest loss limit left: how much more may be put at risk, and the period that sets it. */
export interface LossBudget {
  period: LimitPeriod;
  limit: Decimal;
  lost: Decimal;
  /** The limit less what the period lost (may be 0 or below). */
  left: Decimal;
  endsAt: number;
}

/** The tightest of the customer's loss limits at `now`; null when they set none. */
export function lossBudget(standing: Standing, now: number): LossBudget | null {
  if (standing.limits === null) return null;
  let tightest: LossBudget | null = null;
  for (const period of LIMIT_PERIODS) {
    const limit = amountInForce(standing.limits, 'loss', period, now);
    if (limit === null) continue;
    const lost = lostIn(standing, period, now);
    const left = limit.minus(lost);
    if (tightest === null || left.lessThan(tightest.left)) tightest = { period, limit, lost, left, endsAt: periodEnd(period, now) };
  }
  return tightest;
}

const LOSS_LIMIT_MESSAGES = {
  day: messages.lossLimitDay,
  week: messages.lossLimitWeek,
  month: messages.lossLimitMonth,
} as const;

/** The refusal of an order whose margin, with what is at risk already, would go past `budget`. */
export function lossLimitReached(budget: LossBudget, atRisk: Decimal): DomainError {
  return new DomainError(CODE.LOSS_LIMIT, LOSS_LIMIT_MESSAGES[budget.period], {
    limit: formatAmount(budget.limit),
    used: formatAmount(budget.lost),
    open: formatAmount(atRisk),
    until: new Date(budget.endsAt),
  });
}
