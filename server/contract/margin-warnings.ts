import type { Decimal } from '../../common/money';
import { MARGIN_WARNING_STEPS, NOTIFICATION_KIND, type MarginWarningStep } from '../../common/notify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { EngineLinks } from '../engines/engine-links';
import type { SettleQueue } from '../engines/settle-queue';
import type { Tick } from '../market/candles';
import { recordNotification } from '../notify/inbox';
import { HOLDING_CONTRACTS_LINK } from './close-notices';
import { marginLevel } from '../../common/margin-level';
import { percentText, stepChange, type StepChange } from './margin-steps';
import type { BookValue } from './valuation';

// Margin warnings (issue 34): as the leader values each account at every tick (ticks.ts, beside the stop-out check),
// an account whose margin level falls to a step of MARGIN_WARNING_STEPS is told once, in the inbox; the step warns
// again only after the level rose clear of it (margin-steps.ts). Which steps are spent lives here in memory, read
// from margin_warnings when the engine opens or starts leading, so the check costs no database round trip per tick:
// the table is written only when a step fires or re-arms, on the settle queue, fenced like every settlement, and a
// step already recorded (another leader's write) is not told twice.

const NONE: ReadonlySet<MarginWarningStep> = new Set();

export interface MarginWarningLinks {
  db: Database;
  clock: Clock;
  queue: SettleQueue;
  links: EngineLinks;
}

export class MarginWarnings {
  /** Users with a spent step, and which; a user with none is absent. */
  private spent = new Map<number, ReadonlySet<MarginWarningStep>>();

  constructor(private readonly on: MarginWarningLinks) {}

  /** Reads every spent step again (the engine opens, or this node starts leading). */
  async reload(): Promise<void> {
    const rows = await this.on.db.query<{ user_id: number; step: number }>('SELECT user_id, step FROM margin_warnings');
    const spent = new Map<number, Set<MarginWarningStep>>();
    for (const row of rows) {
      const step = MARGIN_WARNING_STEPS.find((known) => known === row.step);
      if (step === undefined) continue;
      const steps = spent.get(row.user_id) ?? new Set<MarginWarningStep>();
      steps.add(step);
      spent.set(row.user_id, steps);
    }
    this.spent = spent;
  }

  private async reloadUser(userId: number): Promise<void> {
    const rows = await this.on.db.query<{ step: number }>('SELECT step FROM margin_warnings WHERE user_id = $1', [userId]);
    const steps = new Set(MARGIN_WARNING_STEPS.filter((step) => rows.some((row) => row.step === step)));
    this.set(userId, steps);
  }

  private set(userId: number, steps: ReadonlySet<MarginWarningStep>): void {
    if (steps.size === 0) this.spent.delete(userId);
    else this.spent.set(userId, steps);
  }

  /**
   * The user's book as this tick values it, above the stop-out level (the caller checked): decides from memory at
   * once, so the next tick sees the change, and queues its write only when a step fires or re-arms.
   */
  check(userId: number, value: Pick<BookValue, 'equity' | 'usedMargin'>, stopOut: Decimal, tick: Tick): void {
    const spent = this.spent.get(userId) ?? NONE;
    // Most accounts on most ticks: nothing spent and equity above the margin in use (the shallowest step is a margin
    // level of 100% whatever the stop-out level): two comparisons, nothing more per tick.
    if (spent.size === 0 && (value.usedMargin.lessThanOrEqualTo(0) || value.equity.greaterThan(value.usedMargin))) return;
    const level = marginLevel(value.equity, value.usedMargin);
    const change = stepChange(spent, level, stopOut);
    if (change.spent.length === 0 && change.rearmed.length === 0) return;
    const next = new Set(spent);
    for (const step of change.spent) next.add(step);
    for (const step of change.rearmed) next.delete(step);
    this.set(userId, next);
    const detail = level === null ? null : { margin_level: percentText(level), stop_out_level: percentText(stopOut) };
    this.on.queue.enqueue({
      about: { userId, job: 'margin_warning', tick: tick.seq },
      run: () => this.write(userId, change, detail),
      // The write never held: memory takes what the table has, and the next tick decides again.
      giveUp: () => this.reloadUser(userId),
    });
  }

  private async write(userId: number, change: StepChange, detail: { margin_level: string; stop_out_level: string } | null): Promise<void> {
    const { db, clock, links } = this.on;
    await db.transaction(async (tx) => {
      await links.fence(tx);
      if (change.rearmed.length > 0) {
        await tx.query('DELETE FROM margin_warnings WHERE user_id = $1 AND step = ANY($2::smallint[])', [userId, change.rearmed]);
      }
      if (change.spent.length === 0) return;
      const inserted = await tx.query<{ step: number }>(
        `INSERT INTO margin_warnings (user_id, step, fired_at) SELECT $1, unnest($2::smallint[]), $3
         ON CONFLICT (user_id, step) DO NOTHING RETURNING step`,
        [userId, change.spent, new Date(clock.now())],
      );
      // Spent already (recorded by a leader before this one): told then, not again.
      const fire = change.fire;
      if (fire === null || detail === null || !inserted.some((row) => row.step === fire)) return;
      await recordNotification(tx, clock, {
        userId,
        kind: NOTIFICATION_KIND.MARGIN_WARNING,
        detail: { step: fire, ...detail },
        link: HOLDING_CONTRACTS_LINK,
      });
    });
  }
}
