import type { MicroOptions, MicroOrder, MicroOrderPage } from '../../common/api/micro';
import { MICRO_STATUS, type MicroStatus } from '../../common/micro';
import type { Clock } from '../clock';
import type { EngineEvent } from '../cluster/engine-events';
import { FencedError } from '../fence';
import type { Database, Queryable } from '../db/database';
import { notFound } from '../errors';
import { houseAccountId } from '../ledger/accounts';
import type { Tick } from '../market/candles';
import type { InstrumentSeed } from '../market/instrument-data';
import { firstTickFrom } from '../market/tick-store';
import { CachedSetting } from '../engines/cached-setting';
import type { EngineLinks } from '../engines/engine-links';
import { MICRO_COLUMNS, toMicroOrder, type MicroRow } from './orders';
import { listOptions, readOptions } from './reads';
import { RunningOptions } from './running';
import { MicroSettlement } from './settlement';
import { placeOption, type MicroMarket, type MicroRequest } from './submit';
import { SettleQueue } from '../engines/settle-queue';
import type { TopicPayloads } from '../../common/socket';

/** How a settled option reaches its owner's devices (the socket hub, on whichever node they are connected). */
export interface MicroPushes {
  pushToUser(userId: number, topic: 'MICRO_SETTLED', data: TopicPayloads['MICRO_SETTLED']): void;
}

export type { MicroRequest } from './submit';

// Micro (option) orders: an amount on up or down for a number of seconds, held in the option account's locked
// bucket, settled by the first tick at or after expiry. Each instrument's running orders wait in expiry order
// (running.ts), so a tick settles only what fell due; settlement is guarded (settlement.ts). This class
// wires the parts and is what routes, jobs and the cluster call: placing (submit.ts), reads (reads.ts).

export class MicroEngine {
  private readonly running = new RunningOptions();
  private readonly queue: SettleQueue;
  private readonly lossLevel: CachedSetting;
  private readonly settlement: MicroSettlement;
  /** Whether this node's ticks settle options: it leads (always, on one process). */
  private acting = true;

  private constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly market: MicroMarket,
    housePnl: number,
    private readonly links: EngineLinks,
    private readonly pushes: MicroPushes,
  ) {
    this.queue = new SettleQueue(clock, links.log, 'micro');
    this.lossLevel = new CachedSetting(db, clock, 'micro_loss_level', '0');
    this.settlement = new MicroSettlement(db, clock, links, housePnl, this.lossLevel, (id) => this.instrumentOf(id));
  }

  static async open(
    db: Database,
    clock: Clock,
    market: MicroEngine['market'],
    links: EngineLinks,
    pushes: MicroPushes,
  ): Promise<MicroEngine> {
    const engine = new MicroEngine(db, clock, market, await houseAccountId(db, 'house_pnl'), links, pushes);
    await engine.rebuild(true);
    return engine;
  }

  /**
   * Memory from the database: the running orders, by expiry. When settling (start, takeover), those that fell due
   * while no node led settle on the first tick recorded at or after their expiry, once (the guarded update); those
   * with no such tick yet wait for the next live one.
   */
  private async rebuild(settleDue: boolean): Promise<void> {
    const rows = await this.db.query<MicroRow>(`SELECT ${MICRO_COLUMNS} FROM micro_orders WHERE status = $1 ORDER BY expires_at`, [
      MICRO_STATUS.running,
    ]);
    this.running.clear();
    for (const row of rows) this.running.track({ id: Number(row.id), instrumentId: row.instrument_id, expiresAt: Number(row.expires_at) });
    if (!settleDue) return;
    for (const row of rows) {
      if (Number(row.expires_at) > this.clock.now()) break;
      const tick = await firstTickFrom(this.db, row.instrument_id, Number(row.expires_at));
      try {
        if (tick) await this.settle(Number(row.id), tick);
      } catch (error) {
        // Another node leads (the fence): it settles these. Any other failure is the reconcile's to retry.
        if (error instanceof FencedError) return;
        this.links.log.error({ engine: 'micro', orderId: Number(row.id), err: error }, 'overdue option not settled; the reconcile retries');
      }
    }
  }

  /** This node leads now: memory rebuilt, what fell due meanwhile settled on the stored ticks, then its ticks settle. */
  async lead(): Promise<void> {
    await this.queue.settled();
    this.acting = true;
    await this.rebuild(true);
  }

  /** Another node leads: this one settles nothing, and drops what it had queued. */
  follow(): void {
    this.acting = false;
    this.queue.endTerm();
  }

  /** An option placed or settled on another node: tracked while it runs, forgotten once it ended. */
  async applyEvent(event: EngineEvent): Promise<void> {
    if (event.kind !== 'micro_order') return;
    const [row] = await this.db.query<MicroRow>(`SELECT ${MICRO_COLUMNS} FROM micro_orders WHERE id = $1`, [event.orderId]);
    this.running.untrack(event.orderId);
    if (row?.status === MICRO_STATUS.running)
      this.running.track({ id: Number(row.id), instrumentId: row.instrument_id, expiresAt: Number(row.expires_at) });
  }

  /** The safety net under the events, behind the queued settlements; a leader also settles what is overdue. */
  reconcile(): Promise<void> {
    this.queue.enqueue({ about: { job: 'reconcile' }, run: () => this.rebuild(this.acting) });
    return this.queue.settled();
  }

  options(): Promise<MicroOptions> {
    return readOptions(this.db, () => this.lossLevel.value());
  }

  async submit(userId: number, request: MicroRequest): Promise<MicroOrder> {
    const { row, instrument, expiresAt } = await placeOption(this.db, this.clock, this.market, userId, request);
    // Tracked once committed (with the request's answer, when it joined that transaction): never an option the
    // database may still roll back.
    this.db.afterCommit(() => this.running.track({ id: Number(row.id), instrumentId: instrument.id, expiresAt }));
    this.links.announce({ kind: 'micro_order', orderId: Number(row.id) });
    return toMicroOrder(row, instrument, this.clock.now());
  }

  list(userId: number, status: MicroStatus, page: number): Promise<MicroOrderPage> {
    return listOptions(this.db, this.clock, (id) => this.instrumentOf(id), userId, status, page);
  }

  /** Every batch of ticks: the orders of each ticking instrument that fell due settle on the first tick at or after. */
  onTicks(ticks: readonly Tick[]): void {
    if (!this.acting) return;
    for (const tick of ticks) {
      for (const due of this.running.takeDue(tick.instrumentId, tick.time)) {
        this.queue.enqueue({
          about: { orderId: due.id, tick: tick.seq },
          run: async () => {
            await this.settle(due.id, tick);
          },
          // Tracked again: the next tick (or the reconcile, on the stored ticks) settles it.
          giveUp: () => this.running.track(due),
        });
      }
    }
  }

  /**
   * Before a demo account's balances are reset: its running orders end at their open price with no result (the
   * reset sets the money). Returns their ids, for `afterDemoReset`.
   */
  async voidForDemoReset(tx: Queryable, userId: number): Promise<number[]> {
    const rows = await tx.query<{ id: string }>(
      `UPDATE micro_orders SET status = $3, end_price = open_price, fact_profits = 0, completed_at = $2
       WHERE user_id = $1 AND status = $4 RETURNING id`,
      [userId, this.clock.now(), MICRO_STATUS.closed, MICRO_STATUS.running],
    );
    return rows.map((row) => Number(row.id));
  }

  afterDemoReset(ids: readonly number[]): void {
    for (const id of ids) {
      this.db.afterCommit(() => this.running.untrack(id));
      this.links.announce({ kind: 'micro_order', orderId: id });
    }
  }

  settled(): Promise<void> {
    return this.queue.settled();
  }

  async stop(): Promise<void> {
    await this.queue.settled();
  }

  /** Settles one order on `tick`, once: a second settler finds it closed and does nothing. */
  async settle(orderId: number, tick: Tick): Promise<boolean> {
    const closed = await this.settlement.settle(orderId, tick);
    this.db.afterCommit(() => this.running.untrack(orderId));
    if (!closed) return false;
    this.links.announce({ kind: 'micro_order', orderId });
    // The owner's devices show the result at once (won or lost, the deciding price), once it is committed.
    const order = toMicroOrder(closed, this.instrumentOf(closed.instrument_id), this.clock.now());
    this.db.afterCommit(() => this.pushes.pushToUser(closed.user_id, 'MICRO_SETTLED', order));
    return true;
  }

  private instrumentOf(id: number): InstrumentSeed {
    const instrument = this.market.instrument(id);
    if (!instrument) throw notFound();
    return instrument;
  }
}
