import { MAX_QUOTE_AGE_MS } from '@common/contract';
import type { PriceDoubt } from '../../lib/socket';

// How old an instrument's price is (issue 35, stale prices). The server refuses an order on a price older than
// MAX_QUOTE_AGE_MS, so that is where the PWA calls a price stale too: its age shows, and buy and sell wait for a
// fresh one. A price is also stale, whatever its age, while the tab doubts it hears the socket (it slept, or the
// socket fell silent: lib/socket/liveness.ts) or the socket is down. Until the first live quote of an instrument, the
// price is the list's, loaded on entering the screen: fresh unless in doubt.

/** When this tab received each instrument's last quote (Date.now()), by code. */
const receivedAt = new Map<string, number>();

export function markReceived(code: string, at: number): void {
  receivedAt.set(code, at);
}

export function receivedAtOf(code: string): number | undefined {
  return receivedAt.get(code);
}

/** Why a price is stale: the tab slept, the socket is silent or down, or the last quote is simply old. */
export type StaleReason = 'asleep' | 'silent' | 'old';

export interface Freshness {
  /** Null: fresh. */
  reason: StaleReason | null;
  /** Whole seconds since the last quote, when stale and one was received; null otherwise. */
  ageSeconds: number | null;
}

export const FRESH: Freshness = { reason: null, ageSeconds: null };

export function freshnessOf(received: number | undefined, now: number, doubt: PriceDoubt, socketDown: boolean): Freshness {
  const age = received === undefined ? null : Math.max(0, now - received);
  const seconds = age === null ? null : Math.floor(age / 1000);
  if (doubt === 'asleep') return { reason: 'asleep', ageSeconds: seconds };
  if (doubt === 'silent' || socketDown) return { reason: 'silent', ageSeconds: seconds };
  if (age !== null && age > MAX_QUOTE_AGE_MS) return { reason: 'old', ageSeconds: seconds };
  return FRESH;
}

export function sameFreshness(a: Freshness, b: Freshness): boolean {
  return a.reason === b.reason && a.ageSeconds === b.ageSeconds;
}
