import { MAX_QUOTE_AGE_MS } from '../../../common/contract';
import { HEARTBEAT_MS, MAX_MISSED_PONGS } from '../../../common/socket';
import { createValue, type Readable } from './value';

// Whether this tab can trust that it hears the socket (issue 35, stale prices). Two things make it doubt: the tab
// slept (hidden for a while, frozen by the browser, or the device suspended, which shows as the tab's own timers
// firing late), and the socket fell silent for longer than its heartbeat allows (the connection would be declared
// dead then, but the prices it last gave are already old). Either way the app resubscribes and refetches at once
// (`wake`), and the doubt lasts until the next push is heard. The rule is here, apart from the page's events and
// timers (index.ts wires them), so it is tested with a hand-moved clock.

/** Why this tab's prices are in doubt, or null when it hears the socket. */
export type PriceDoubt = 'asleep' | 'silent' | null;

/** No push for this long while listening: the socket is silent past what its heartbeat allows (a ping per period,
 * reconnect after MAX_MISSED_PONGS unanswered). */
export const SILENCE_MS = HEARTBEAT_MS * (MAX_MISSED_PONGS + 1);
/** Hidden (or held) for longer than a quote stays tradable: every price shown is older than the server accepts. */
export const ASLEEP_AFTER_MS = MAX_QUOTE_AGE_MS;
/** How often the tab checks for silence and for timers that fired late. */
export const CHECK_MS = 1_000;

export interface LivenessHooks {
  now(): number;
  /** Resubscribe and refetch: what the tab may have missed is asked for again. */
  wake(): void;
  /** Whether any topic is followed: a tab that follows nothing expects no push. */
  listening(): boolean;
}

export class Liveness {
  private readonly doubtValue = createValue<PriceDoubt>(null);
  readonly doubt: Readable<PriceDoubt> = this.doubtValue;
  private lastHeard: number;
  private lastCheck: number;
  private hiddenAt: number | null = null;

  constructor(private readonly hooks: LivenessHooks) {
    this.lastHeard = this.lastCheck = hooks.now();
  }

  /** A push arrived (on every push: kept to a compare and a store). */
  heard(): void {
    this.lastHeard = this.hooks.now();
    if (this.doubtValue.get() !== null) this.doubtValue.set(null);
  }

  /** The page was hidden. */
  hidden(): void {
    this.hiddenAt ??= this.hooks.now();
  }

  /** The page shows again: after a while hidden it counts as having slept. */
  shown(): void {
    const since = this.hiddenAt;
    this.hiddenAt = null;
    if (since !== null && this.hooks.now() - since > ASLEEP_AFTER_MS) this.woke();
  }

  /** The browser resumed a frozen page, or brought it back from the back-forward cache. */
  woke(): void {
    const now = this.hooks.now();
    this.doubtValue.set('asleep');
    this.lastHeard = this.lastCheck = now;
    // Still hidden (a background tab resumed): its hidden time counts from here, so showing it wakes it only if it
    // sleeps again.
    if (this.hiddenAt !== null) this.hiddenAt = now;
    this.hooks.wake();
  }

  /** Every CHECK_MS: timers held back mean the device slept; a visible tab that hears nothing is silent. */
  check(): void {
    const now = this.hooks.now();
    const late = now - this.lastCheck > CHECK_MS + ASLEEP_AFTER_MS;
    this.lastCheck = now;
    if (late) return this.woke();
    if (this.hiddenAt !== null || this.doubtValue.get() !== null || !this.hooks.listening()) return;
    if (now - this.lastHeard > SILENCE_MS) {
      // Once per silence: the doubt stays until a push is heard, so this does not refetch every second.
      this.doubtValue.set('silent');
      this.hooks.wake();
    }
  }
}
