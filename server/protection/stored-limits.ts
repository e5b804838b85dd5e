import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../../common/protection';
import { Decimal } from '../../common/money';

// A customer's limits as user_limits.limits holds them: per kind and period, the amount in force and a loosening that
// waits (`next`, null to remove, from `next_at`). A waiting change takes effect when its time comes, read lazily:
// nothing has to run at that moment.

export interface StoredLimit {
  amount: string | null;
  next?: string | null;
  next_at?: number | null;
}

export type StoredLimits = Partial<Record<LimitKind, Partial<Record<LimitPeriod, StoredLimit>>>>;

/** The limit in force at `now`, and what still waits (a change whose time has come is in force). */
export function limitAt(
  stored: StoredLimit | undefined,
  now: number,
): { amount: string | null; next: string | null; nextAt: number | null } {
  if (!stored) return { amount: null, next: null, nextAt: null };
  const waiting = stored.next_at !== undefined && stored.next_at !== null;
  if (waiting && (stored.next_at as number) <= now) return { amount: stored.next ?? null, next: null, nextAt: null };
  return { amount: stored.amount, next: waiting ? (stored.next ?? null) : null, nextAt: waiting ? (stored.next_at as number) : null };
}

/** The amount in force of one limit now, as a Decimal; null when none. */
export function amountInForce(limits: StoredLimits, kind: LimitKind, period: LimitPeriod, now: number): Decimal | null {
  const { amount } = limitAt(limits[kind]?.[period], now);
  return amount === null ? null : new Decimal(amount);
}

/** Each kind and period with its stored limit (absent ones included, as undefined). */
export function eachLimit(limits: StoredLimits): { kind: LimitKind; period: LimitPeriod; stored: StoredLimit | undefined }[] {
  return LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => ({ kind, period, stored: limits[kind]?.[period] })));
}
