import type { Clock } from '../clock';
import { FencedError } from '../fence';
import type { Log } from '../log';

// The engines' settlements (fills, stops, stop-outs, option expiries) run one at a time, in the order the ticks
// came. One that fails (a transaction that errors, a lost connection) is retried in place with a backoff bounded
// at a few seconds, so what queued behind it still settles in order once the database answers again; should it
// keep failing, the engine is told to take the order back (`giveUp`), so the next tick or the reconcile settles it
// and nothing stays locked until a restart. A settlement refused by the epoch fence is not retried: another node
// leads now and settles it. Every failure goes to the server's log with the order it was about.

/** Waits before each retry; the last one repeats. Ten attempts span about twenty seconds. */
const BACKOFF_MS = [50, 100, 200, 400, 800, 1_600, 3_200, 5_000, 5_000] as const;
const ATTEMPTS = BACKOFF_MS.length + 1;

export interface SettleJob {
  /** What the log says the job was about: at least the order id. */
  about: Record<string, unknown>;
  run(): Promise<void>;
  /** After the last attempt failed: put the order back where the next tick or the reconcile finds it. */
  giveUp?(): Promise<void> | void;
}

export class SettleQueue {
  private tail: Promise<void> = Promise.resolve();
  /** Raised when this node stops leading: queued and retrying jobs of the old term end without running. */
  private term = 0;
  /** Ends the backoff wait of a retrying job at once (the term ended). */
  private wake: (() => void) | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly log: Log,
    private readonly engine: string,
  ) {}

  enqueue(job: SettleJob): void {
    const term = this.term;
    this.tail = this.tail.then(() => this.attempt(job, term, 1));
  }

  /** Resolves once the work queued so far is done (tests and shutdown wait on it). */
  settled(): Promise<void> {
    return this.tail;
  }

  /** Drops what is queued (this node no longer leads); settled() still resolves once the running job ends. */
  endTerm(): void {
    this.term += 1;
    this.wake?.();
  }

  private async attempt(job: SettleJob, term: number, attempt: number): Promise<void> {
    if (term !== this.term) return;
    try {
      await job.run();
      if (attempt > 1) this.log.info({ engine: this.engine, ...job.about, attempt }, 'settlement held after retrying');
    } catch (error) {
      if (error instanceof FencedError || term !== this.term) {
        this.log.warn(
          { engine: this.engine, ...job.about, reason: error instanceof Error ? error.message : error },
          'settlement dropped: not the leader',
        );
        return;
      }
      const last = attempt >= ATTEMPTS;
      this.log.error(
        { engine: this.engine, ...job.about, attempt, err: error },
        last ? 'settlement failed; order handed back' : 'settlement failed; retrying',
      );
      if (last) {
        await Promise.resolve(job.giveUp?.()).catch((giveUpError: unknown) =>
          this.log.error({ engine: this.engine, ...job.about, err: giveUpError }, 'handing an order back failed; the reconcile will'),
        );
        return;
      }
      await new Promise<void>((resolve) => {
        const cancel = this.clock.setTimer(resolve, BACKOFF_MS[attempt - 1] ?? 5_000);
        this.wake = () => {
          cancel();
          resolve();
        };
      });
      this.wake = undefined;
      return this.attempt(job, term, attempt + 1);
    }
  }
}
