import type { Clock } from '../clock';
import type { Log } from '../log';

// How the inbox's dispatcher and the delivery sender run their work (./inbox-dispatcher.ts, ./delivery-sender.ts):
// at once when woken, never two runs at a time, again right after a run when woken during it (what woke it may have
// committed after that run's claim), and on a sweep every `sweepMs` on the server's clock for what a missed wake-up
// left. A failed run is logged; the next wake-up or sweep runs again.

export interface WokenRunnerOptions {
  clock: Clock;
  log: Log;
  sweepMs: number;
  /** What a run does; `stopping()` says when to end early (after its current batch). */
  run: (stopping: () => boolean) => Promise<unknown>;
  /** Logged with a failed run. */
  failure: string;
}

export class WokenRunner {
  /** Not started, or stopped: no wake-up or sweep runs. */
  private stopped = true;
  private running: Promise<void> | null = null;
  /** A wake-up came while a run was going. */
  private again = false;
  private cancelSweep: () => void = () => undefined;

  constructor(private readonly options: WokenRunnerOptions) {}

  /** Runs now (for what is waiting from before) and starts the sweep. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
    this.scheduleSweep();
  }

  /** No new run starts; resolves once the running one ended (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelSweep();
    await this.running;
  }

  /** Runs now, or right after the run going on. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runWhileWoken().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once no run is going (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Whether stop() was called: a run going on ends after its current batch. */
  readonly stopping = (): boolean => this.stopped;

  private async runWhileWoken(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.options.run(this.stopping);
      } catch (error) {
        this.options.log.error({ err: error }, this.options.failure);
      }
    } while (this.wokenMeanwhile());
  }

  /** Whether a wake-up came during the run just ended (and no stop). */
  private wokenMeanwhile(): boolean {
    return this.again && !this.stopped;
  }

  /** The next sweep, counted from the end of this one, so sweeps never pile up on a slow database. */
  private scheduleSweep(): void {
    if (this.stopped) return;
    this.cancelSweep = this.options.clock.setTimer(() => {
      this.wake();
      void this.idle().then(() => this.scheduleSweep());
    }, this.options.sweepMs);
  }
}
