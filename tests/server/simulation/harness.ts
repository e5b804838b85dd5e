import { ManualClock } from '../../../server/clock';
import type { App } from '../../../server/app';
import { appOn, testApp, type TestApp } from '../helpers/test-app';

// The app the simulation drives, and its crashes: a crash abandons the running app as it stands (no close, no
// shutdown hook: its clock is never moved again and its market never fed, so it does nothing more) and builds a new
// one on the same database, at the same time on a new clock, as a restarted process would.

/**
 * Abandoned apps kept as they were (a crash runs no shutdown); past this many the oldest is closed, so a run of a
 * million steps does not hold thousands of dead apps. Closing one long after its crash touches only the market's
 * tables (its last prices), which the simulation feeds afresh after every restart anyway.
 */
const ABANDONED_KEPT = 8;

/**
 * Wall time a tick's settlements get before the run fails. A settlement that failed waits to retry on the app's
 * clock (server/engines/settle-queue.ts), which only the simulation moves: it would wait for ever, so the run says
 * so instead of hanging until the test's time is up.
 */
const SETTLE_LIMIT_MS = 20_000;

async function settledWithin(settled: Promise<void>, engine: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${engine} did not settle a tick within ${SETTLE_LIMIT_MS / 1000} s: a settlement failed and waits to retry`)),
      SETTLE_LIMIT_MS,
    );
  });
  try {
    await Promise.race([settled, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

export class Harness {
  private abandoned: App[] = [];
  private seq = 10_000;
  crashes = 0;

  private constructor(public app: TestApp) {}

  static async start(): Promise<Harness> {
    // On PostgreSQL a commit need not wait for its WAL to reach the disk: the simulation crashes the app, never the
    // database server, and synchronous_commit changes nothing any transaction sees, so nothing the run checks. On a
    // disk shared with other work that wait was half of every step. Set before the first connection (node-postgres
    // reads PGOPTIONS for each new one); PGlite ignores it.
    process.env.PGOPTIONS = [process.env.PGOPTIONS, '-c synchronous_commit=off'].filter(Boolean).join(' ');
    return new Harness(await testApp({ rateLimitPerMinute: 1_000_000 }));
  }

  async crash(): Promise<void> {
    const { database, outbox } = this.app;
    const clock = new ManualClock(this.app.clock.now());
    const next = await appOn(database, clock, outbox, { rateLimitPerMinute: 1_000_000 });
    this.abandoned.push(this.app);
    if (this.abandoned.length > ABANDONED_KEPT) await this.abandoned.shift()!.http.close();
    this.crashes += 1;
    this.app = {
      ...next,
      clock,
      database,
      outbox,
      close: async () => {
        await next.http.close();
        await database.drop();
      },
    };
  }

  /** The price is now `price`: a tick at the clock's time, and the engines' work on it done. */
  async tick(instrumentId: number, price: string): Promise<void> {
    this.seq += 1;
    this.app.market.receive([{ instrumentId, seq: this.seq, time: this.app.clock.now(), price, volume: 1 }]);
    await settledWithin(this.app.contracts.settled(), 'the contract engine');
    await settledWithin(this.app.micro.settled(), 'the option engine');
    await this.settleCopies();
  }

  /**
   * The copy work queued so far done (copies opened or closed with the trader, a copy's own change looked at, the copy
   * stop-loss fired), with the engine's work it queued in turn: copy trading works off the request and the tick loop.
   */
  async settleCopies(): Promise<void> {
    for (let round = 0; round < 2; round += 1) {
      await settledWithin(this.app.contracts.settled(), 'the contract engine');
      await settledWithin(this.app.copying.idle(), 'the copier');
    }
  }

  async stop(): Promise<void> {
    for (const app of this.abandoned) await app.http.close();
    await this.app.close();
  }
}
