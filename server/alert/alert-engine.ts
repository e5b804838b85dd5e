import type { PriceAlert } from '../../common/api/alert';
import { formatPrice } from '../../common/money';
import { NOTIFICATION_KIND, type PriceAlertDetail } from '../../common/notify';
import type { Clock } from '../clock';
import type { EngineEvent } from '../cluster/engine-events';
import type { Database } from '../db/database';
import type { EngineLinks } from '../engines/engine-links';
import { SettleQueue } from '../engines/settle-queue';
import type { Tick } from '../market/candles';
import { recordNotification } from '../notify/inbox';
import { AlertIndex, type AlertDecision } from './alert-index';
import { ALERT_COLUMNS, alertOf, indexedOf, type AlertRow } from './alert-rows';
import type { AlertInstrument } from './alert-rules';
import { createAlert, deleteAlert, listAlerts, updateAlert, type AlertChange, type NewAlert } from './alert-store';

// Price alerts (issue 34): the user's calls, and their evaluation on the leader from the feed. Like the contract
// engine (server/contract/engine.ts): decisions are made at once and in tick order from memory (./alert-index.ts),
// the database work that follows runs one at a time (the settle queue), fenced by the leader's epoch and conditional
// on the alert's version, so a decision made on terms since changed, or made again by a new leader after the old one
// wrote it, writes nothing. A firing stamps the alert and records the inbox entry in one transaction. Every node
// keeps the index current from the events of the others; only the leader's ticks decide, and a new leader rebuilds
// its index from the database.

/** What alerts need of the market: its instruments. */
export interface AlertMarket {
  instrument(id: number): AlertInstrument | undefined;
}

/** The trade screen of an instrument, which the inbox entry opens. */
export const tradeLink = (instrumentId: number) => `/trade?id=${instrumentId}`;

export class PriceAlerts {
  readonly index = new AlertIndex();
  private readonly queue: SettleQueue;
  /** Whether this node's ticks decide: it leads (always, on one process). */
  private acting = true;
  /** Ticks of the feed steps not evaluated yet, in order (onTicks says when they are). */
  private pending: Tick[] = [];
  /** The evaluation scheduled for them, or null. */
  private evaluation: Promise<void> | null = null;
  /** Time the evaluations took, ms, for the benchmark's account of the alerts' own cost. */
  evaluationMs = 0;

  private constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly market: AlertMarket,
    private readonly links: EngineLinks,
  ) {
    this.queue = new SettleQueue(clock, links.log, 'alert');
  }

  static async open(db: Database, clock: Clock, market: AlertMarket, links: EngineLinks): Promise<PriceAlerts> {
    const alerts = new PriceAlerts(db, clock, market, links);
    await alerts.rebuild();
    return alerts;
  }

  // ── Calls ────────────────────────────────────────────────────────────────────────────────────────────────────

  async list(userId: number): Promise<PriceAlert[]> {
    return (await listAlerts(this.db, userId)).map((row) => this.present(row));
  }

  async create(userId: number, alert: NewAlert): Promise<PriceAlert> {
    return this.changed(await createAlert(this.db, this.clock, userId, alert, this.instrumentOf));
  }

  async update(userId: number, change: AlertChange): Promise<PriceAlert> {
    return this.changed(await updateAlert(this.db, userId, change, this.instrumentOf));
  }

  async remove(userId: number, id: number): Promise<number> {
    await deleteAlert(this.db, userId, id);
    this.db.afterCommit(() => this.index.remove(id));
    this.links.announce({ kind: 'price_alert', alertId: id });
    return id;
  }

  /** After a call's write: this node's index takes the row once it committed, the others are told. */
  private changed(row: AlertRow): PriceAlert {
    this.db.afterCommit(() => this.take(row));
    this.links.announce({ kind: 'price_alert', alertId: Number(row.id) });
    return this.present(row);
  }

  private readonly instrumentOf = (id: number) => this.market.instrument(id);

  private present(row: AlertRow): PriceAlert {
    return alertOf(row, this.market.instrument(row.instrument_id)?.showCode ?? '');
  }

  // ── Memory ───────────────────────────────────────────────────────────────────────────────────────────────────

  private take(row: AlertRow): void {
    if (row.active) this.index.put(indexedOf(row));
    else this.index.remove(Number(row.id));
  }

  /** Reads one alert again, as the database has it now (gone: forgotten). */
  private async reload(id: number): Promise<void> {
    const [row] = await this.db.query<AlertRow>(`SELECT ${ALERT_COLUMNS} FROM price_alerts WHERE id = $1`, [id]);
    if (row) this.take(row);
    else this.index.remove(id);
  }

  /** The index from the database: every active alert. Move windows start afresh (./alert-index.ts says why). */
  private async rebuild(): Promise<void> {
    const rows = await this.db.query<AlertRow>(`SELECT ${ALERT_COLUMNS} FROM price_alerts WHERE active`);
    this.index.clear();
    for (const row of rows) this.take(row);
  }

  // ── Ticks ────────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Every batch of ticks, evaluated right after the feed step that brought them (a macrotask later), each tick in
   * order: what it fires or re-arms is decided then and written in order. Alerts tell, they do not trade: the feed
   * step (candles, the engines' stops and fills, the pushes to open screens) never waits on them, and they still see
   * every tick, with the tick that crossed, a moment later.
   */
  onTicks(ticks: readonly Tick[]): void {
    if (!this.acting) return;
    for (const tick of ticks) this.pending.push(tick);
    this.evaluation ??= new Promise((resolve) => {
      setImmediate(() => {
        this.evaluation = null;
        this.evaluatePending();
        resolve();
      });
    });
  }

  private evaluatePending(): void {
    const ticks = this.pending;
    this.pending = [];
    if (!this.acting) return;
    const started = performance.now();
    for (const tick of ticks) {
      for (const decision of this.index.onTick(tick.instrumentId, tick.time, tick.price)) {
        this.queue.enqueue({
          about: { alertId: decision.alert.id, job: decision.what, tick: tick.seq },
          run: () => (decision.what === 'fire' ? this.fire(decision, tick) : this.rearm(decision)),
          giveUp: () => this.reload(decision.alert.id),
        });
      }
    }
    this.evaluationMs += performance.now() - started;
  }

  /** Stamps the alert fired (a one-shot turns inactive) and records the inbox entry, in one transaction. */
  private async fire(decision: AlertDecision, tick: Tick): Promise<void> {
    const { alert, fromVersion, direction } = decision;
    const instrument = this.market.instrument(alert.instrumentId);
    const written = await this.db.transaction(async (tx) => {
      await this.links.fence(tx);
      const [row] = await tx.query<{ id: string }>(
        `UPDATE price_alerts SET fired_at = $3, fired_price = $4, fired_seq = $5, armed = false, active = repeat,
           version = version + 1
         WHERE id = $1 AND version = $2 AND active AND armed RETURNING id`,
        [alert.id, fromVersion, new Date(tick.time), tick.price, tick.seq],
      );
      if (!row) return false;
      const detail: PriceAlertDetail = {
        alert_id: alert.id,
        instrument: instrument?.showCode ?? '',
        condition: alert.condition,
        level: alert.level === null ? null : formatPrice(alert.level, instrument?.precision ?? 0),
        percent: alert.percent === null ? null : `${direction < 0 ? '-' : ''}${alert.percent}`,
        window_minutes: alert.windowMinutes,
        price: tick.price,
      };
      await recordNotification(tx, this.clock, {
        userId: alert.userId,
        kind: NOTIFICATION_KIND.PRICE_ALERT,
        detail,
        link: tradeLink(alert.instrumentId),
      });
      return true;
    });
    // Changed meanwhile (by its owner, or written already by a leader before this one): memory takes the database's.
    if (!written) await this.reload(alert.id);
  }

  /** Arms a repeating alert again once the price went back across its level (or its move cleared). */
  private async rearm(decision: AlertDecision): Promise<void> {
    const written = await this.db.transaction(async (tx) => {
      await this.links.fence(tx);
      const rows = await tx.query(
        'UPDATE price_alerts SET armed = true, version = version + 1 WHERE id = $1 AND version = $2 AND active AND NOT armed RETURNING id',
        [decision.alert.id, decision.fromVersion],
      );
      return rows.length > 0;
    });
    if (!written) await this.reload(decision.alert.id);
  }

  // ── Other nodes and the leadership ──────────────────────────────────────────────────────────────────────────

  /** A change another node accepted: the alert is read again, as the database has it now. */
  async applyEvent(event: EngineEvent): Promise<void> {
    if (event.kind === 'price_alert') await this.reload(event.alertId);
  }

  /** The safety net under the events: the index is read again from the database, behind the writes queued. */
  reconcile(): Promise<void> {
    // A leader's index keeps its move windows: only alerts the database no longer has as memory does are re-read.
    this.queue.enqueue({ about: { job: 'reconcile' }, run: () => this.refresh() });
    return this.queue.settled();
  }

  /** Puts right what differs between memory and the database (alerts added, changed or removed unheard). */
  private async refresh(): Promise<void> {
    const rows = await this.db.query<AlertRow>(`SELECT ${ALERT_COLUMNS} FROM price_alerts WHERE active`);
    const seen = new Set<number>();
    for (const row of rows) {
      const id = Number(row.id);
      seen.add(id);
      const held = this.index.get(id);
      if (!held || held.version !== row.version) this.take(row);
    }
    for (const id of this.index.ids()) if (!seen.has(id)) this.index.remove(id);
  }

  /** This node leads now: the index is rebuilt from the database, then its ticks decide. */
  async lead(): Promise<void> {
    await this.queue.settled();
    await this.rebuild();
    this.acting = true;
  }

  /** Another node leads: this one's ticks decide nothing, and what was queued is dropped (the leader writes it). */
  follow(): void {
    this.acting = false;
    this.pending = [];
    this.queue.endTerm();
  }

  /** Resolves once the work queued so far is done (tests and shutdown wait on it). */
  async settled(): Promise<void> {
    await this.evaluation;
    return this.queue.settled();
  }

  stop(): Promise<void> {
    return this.settled();
  }
}
