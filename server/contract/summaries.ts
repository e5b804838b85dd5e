import type { Clock } from '../clock';
import type { Log } from '../log';
import type { ContractBook } from './book';
import type { ContractMemory } from './memory';
import type { UserPushes } from './notices';
import { summaryOf } from './valuation';

// The FOREX_TRADE push: every second, each user with orders open is sent their account's figures, when they changed
// since the last push, and a user whose last order just left is sent them once more, with nothing open (a leader's
// work: followers stop it).

const PUSH_INTERVAL_MS = 1_000;

export class ContractSummaries {
  private readonly lastPushed = new Map<number, string>();
  private cancel: (() => void) | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly log: Log,
    private readonly memory: ContractMemory,
    private readonly book: ContractBook,
    private readonly pushes: UserPushes,
  ) {}

  start(): void {
    if (this.cancel) return;
    const run = () => {
      try {
        this.push();
      } catch (error) {
        this.log.error({ err: error }, 'contract summaries not pushed');
      }
      this.cancel = this.clock.setTimer(run, PUSH_INTERVAL_MS);
    };
    this.cancel = this.clock.setTimer(run, PUSH_INTERVAL_MS);
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
  }

  /**
   * FOREX_TRADE to each user with orders open, when their figures changed since the last push; and once more to each
   * user whose last order left the book since then (closed anywhere, by anyone), with nothing open: no position and
   * no floating profit, so their devices' headers and lists agree that it is gone (issue 41, item 1).
   */
  private push(): void {
    // Forgotten once told: their next order's figures are pushed anyway, and every user who ever traded would
    // otherwise stay here for as long as the server runs.
    for (const userId of this.lastPushed.keys()) {
      if (this.memory.open.hasAny(userId)) continue;
      const summary = summaryOf(this.book.bookOf(userId));
      if (this.lastPushed.get(userId) !== JSON.stringify(summary)) this.pushes.pushToUser(userId, 'FOREX_TRADE', summary);
      this.lastPushed.delete(userId);
    }
    for (const userId of this.memory.open.users()) {
      const summary = summaryOf(this.book.bookOf(userId));
      const text = JSON.stringify(summary);
      if (this.lastPushed.get(userId) === text) continue;
      this.lastPushed.set(userId, text);
      this.pushes.pushToUser(userId, 'FOREX_TRADE', summary);
    }
  }
}
