import { Decimal } from '../../common/money';
import type { MicroOptions, MicroOrder, MicroOrderPage } from '../../common/api/micro';
import { MICRO_PAGE_SIZE } from '../../common/api/micro';
import { CODE } from '../../common/envelope';
import { MICRO_STATUS, microResult, microWins, type MicroDirection, type MicroStatus } from '../../common/micro';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournal } from '../ledger/ledger';
import type { Tick } from '../market/candles';
import { isOpen } from '../market/hours';
import type { InstrumentSeed } from '../market/instrument-data';
import { firstTickFrom } from '../market/recent-ticks';
import { readSetting } from '../settings';
import type { EngineEvent } from '../cluster/engine-events';
import { FencedError } from '../cluster/leadership';
import type { EngineLinks } from './engine-links';
import { tradableTick, type MarketView } from './contract-plan';
import { SettleQueue } from './settle-queue';

// Micro (option) orders: an amount on up or down for a number of seconds, held in the option account's locked
// bucket, settled by the first tick at or after expiry. Each instrument's running orders wait in expiry order, so a
// tick settles only what fell due. Settlement is a guarded update (running -> closed) in the same transaction as its
// journal: a restart, a second node or a retried job can never pay an order twice.

interface MicroRow {
  id: string;
  user_id: number;
  instrument_id: number;
  direction: MicroDirection;
  amount: string;
  seconds: number;
  profit_ratio: string;
  status: MicroStatus;
  open_price: string;
  open_seq: string;
  open_time: string;
  expires_at: string;
  end_price: string | null;
  end_seq: string | null;
  end_time: string | null;
  fact_profits: string;
  completed_at: string | null;
  created_at: string;
}

const COLUMNS = `id, user_id, instrument_id, direction, amount, seconds, profit_ratio, status, open_price, open_seq, open_time,
  expires_at, end_price, end_seq, end_time, fact_profits, completed_at, created_at`;

interface Running {
  id: number;
  instrumentId: number;
  expiresAt: number;
}

export interface MicroRequest {
  instrumentId: number;
  direction: MicroDirection;
  amount: string;
  seconds: number;
}

const SETTINGS_TTL_MS = 10_000;

export class MicroEngine {
  /** Running orders per instrument, soonest expiry first. */
  private readonly running = new Map<number, Running[]>();
  private readonly queue: SettleQueue;
  /** Whether this node's ticks settle options: it leads (always, on one process). */
  private acting = true;
  private lossLevel = { value: 0, readAt: -Infinity };

  private constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly market: Pick<MarketView, 'instrument' | 'isOpen' | 'lastTick'>,
    private readonly housePnl: number,
    private readonly links: EngineLinks,
  ) {
    this.queue = new SettleQueue(clock, links.log, 'micro');
  }

  static async open(db: Database, clock: Clock, market: MicroEngine['market'], links: EngineLinks): Promise<MicroEngine> {
    const engine = new MicroEngine(db, clock, market, await houseAccountId(db, 'house_pnl'), links);
    await engine.rebuild(true);
    return engine;
  }

  /**
   * Memory from the database: the running orders, by expiry. When settling (start, takeover), those that fell due
   * while no node led settle on the first tick recorded at or after their expiry, once (the guarded update); those
   * with no such tick yet wait for the next live one.
   */
  private async rebuild(settleDue: boolean): Promise<void> {
    const rows = await this.db.query<MicroRow>(`SELECT ${COLUMNS} FROM micro_orders WHERE status = $1 ORDER BY expires_at`, [MICRO_STATUS.running]);
    this.running.clear();
    for (const row of rows) this.track({ id: Number(row.id), instrumentId: row.instrument_id, expiresAt: Number(row.expires_at) });
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
    const [row] = await this.db.query<MicroRow>(`SELECT ${COLUMNS} FROM micro_orders WHERE id = $1`, [event.orderId]);
    this.untrack(event.orderId);
    if (row?.status === MICRO_STATUS.running) this.track({ id: Number(row.id), instrumentId: row.instrument_id, expiresAt: Number(row.expires_at) });
  }

  /** The safety net under the events, behind the queued settlements; a leader also settles what is overdue. */
  reconcile(): Promise<void> {
    this.queue.enqueue({ about: { job: 'reconcile' }, run: () => this.rebuild(this.acting) });
    return this.queue.settled();
  }

  async options(): Promise<MicroOptions> {
    const rows = await this.db.query<{ id: number; seconds: number; profit_ratio: string; limit_amount: string }>(
      'SELECT id, seconds, profit_ratio, limit_amount FROM micro_options ORDER BY sort, seconds',
    );
    const presets = await readSetting(this.db, 'micro_amounts', '');
    return {
      sec: rows.map((row) => ({
        Id: row.id,
        Seconds: row.seconds,
        ProfitRatio: new Decimal(row.profit_ratio).toString(),
        LimitAmount: new Decimal(row.limit_amount).toFixed(2),
      })),
      number: presets.split(',').map((value) => value.trim()).filter((value) => /^\d+(\.\d{1,2})?$/.test(value)),
      loss_level: await this.microLossLevel(),
    };
  }

  async submit(userId: number, request: MicroRequest): Promise<MicroOrder> {
    const instrument = this.market.instrument(request.instrumentId);
    if (!instrument) throw new DomainError(CODE.NOT_FOUND, messages.instrumentNotFound);
    const [option] = await this.db.query<{ seconds: number; profit_ratio: string; limit_amount: string }>(
      'SELECT seconds, profit_ratio, limit_amount FROM micro_options WHERE seconds = $1',
      [request.seconds],
    );
    if (!option) throw new DomainError(CODE.MICRO_OPTION_UNKNOWN, messages.microOptionUnknown, { seconds: request.seconds });
    const amount = new Decimal(request.amount);
    if (amount.lessThan(option.limit_amount)) {
      throw new DomainError(CODE.MICRO_AMOUNT_TOO_SMALL, messages.microAmountTooSmall, { min: new Decimal(option.limit_amount).toFixed(2) });
    }
    const now = this.clock.now();
    const tick = tradableTick(
      {
        instrument: (id) => this.market.instrument(id),
        isOpen: (item) => this.market.isOpen(item),
        lastTick: (id) => this.market.lastTick(id),
        priceOfCode: () => undefined,
      },
      instrument,
      now,
    );
    const expiresAt = now + option.seconds * 1000;
    // An order must be able to settle at its expiry, not days later when the market reopens.
    if (!isOpen(instrument.session, expiresAt)) throw new DomainError(CODE.MICRO_EXPIRES_AFTER_CLOSE, messages.microExpiresAfterClose, { instrument: instrument.showCode });
    const row = await this.db.transaction(async (tx) => {
      const account = await lockUserAccount(tx, userId, 'micro');
      if (new Decimal(account.available).lessThan(amount)) {
        throw new DomainError(CODE.INSUFFICIENT_FUNDS, messages.microInsufficient, {
          needed: amount.toFixed(2),
          available: new Decimal(account.available).toFixed(2),
        });
      }
      const [inserted] = await tx.query<MicroRow>(
        `INSERT INTO micro_orders (user_id, instrument_id, direction, amount, seconds, profit_ratio, status, open_price, open_seq,
           open_time, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $12, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
        [userId, instrument.id, request.direction, amount.toFixed(2), option.seconds, option.profit_ratio, tick.price, tick.seq, tick.time, expiresAt, now, MICRO_STATUS.running],
      );
      if (!inserted) throw new Error('micro order insert returned nothing');
      await postJournal(tx, this.clock, {
        cause: 'option_stake',
        userId,
        memo: `option ${inserted.id}`,
        postings: [
          { accountId: account.id, bucket: 'available', amount: amount.negated() },
          { accountId: account.id, bucket: 'locked', amount },
        ],
      });
      return inserted;
    });
    this.track({ id: Number(row.id), instrumentId: instrument.id, expiresAt });
    this.links.announce({ kind: 'micro_order', orderId: Number(row.id) });
    return this.present(row, instrument);
  }

  async list(userId: number, status: MicroStatus, page: number): Promise<MicroOrderPage> {
    const order = status === MICRO_STATUS.closed ? 'completed_at DESC, id DESC' : 'id DESC';
    const rows = await this.db.query<MicroRow>(
      `SELECT ${COLUMNS} FROM micro_orders WHERE user_id = $1 AND status = $2 ORDER BY ${order} LIMIT $3 OFFSET $4`,
      [userId, status, MICRO_PAGE_SIZE, (page - 1) * MICRO_PAGE_SIZE],
    );
    const [count] = await this.db.query<{ total: string }>('SELECT count(*) AS total FROM micro_orders WHERE user_id = $1 AND status = $2', [userId, status]);
    return { data: rows.map((row) => this.present(row, this.instrumentOf(row.instrument_id))), total: Number(count?.total ?? 0) };
  }

  /** Every batch of ticks: the orders of each ticking instrument that fell due settle on the first tick at or after. */
  onTicks(ticks: readonly Tick[]): void {
    if (!this.acting) return;
    for (const tick of ticks) {
      const queue = this.running.get(tick.instrumentId);
      // Bounded by the orders due: each leaves the queue once.
      while (queue?.[0] && queue[0].expiresAt <= tick.time) {
        const due = queue.shift();
        if (due) {
          this.queue.enqueue({
            about: { orderId: due.id, tick: tick.seq },
            run: async () => {
              await this.settle(due.id, tick);
            },
            // Tracked again: the next tick (or the reconcile, on the stored ticks) settles it.
            giveUp: () => this.track(due),
          });
        }
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
      this.untrack(id);
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
    const lossLevel = await this.microLossLevel();
    const settled = await this.db.transaction(async (tx) => {
      await this.links.fence(tx);
      const [row] = await tx.query<MicroRow>(`SELECT ${COLUMNS} FROM micro_orders WHERE id = $1 AND status = $2 FOR UPDATE`, [orderId, MICRO_STATUS.running]);
      if (!row) return false;
      const amount = new Decimal(row.amount);
      const result = microResult(amount, row.profit_ratio, microWins(row.direction, row.open_price, tick.price), lossLevel);
      const updated = await tx.query(
        `UPDATE micro_orders SET status = $7, end_price = $2, end_seq = $3, end_time = $4, fact_profits = $5, completed_at = $6
         WHERE id = $1 AND status = $8 RETURNING id`,
        [orderId, tick.price, tick.seq, tick.time, result.toFixed(2), this.clock.now(), MICRO_STATUS.closed, MICRO_STATUS.running],
      );
      if (updated.length === 0) return false;
      await this.postSettlement(tx, row, amount, result);
      return true;
    });
    this.untrack(orderId);
    if (settled) this.links.announce({ kind: 'micro_order', orderId });
    return settled;
  }

  private async postSettlement(tx: Queryable, row: MicroRow, amount: Decimal, result: Decimal): Promise<void> {
    const account = await lockUserAccount(tx, row.user_id, 'micro');
    const postings = [
      { accountId: account.id, bucket: 'locked' as const, amount: amount.negated() },
      { accountId: account.id, bucket: 'available' as const, amount: amount.plus(result) },
      { accountId: this.housePnl, bucket: 'available' as const, amount: result.negated() },
    ].filter((posting) => !posting.amount.isZero());
    await postJournal(tx, this.clock, { cause: 'option_settlement', userId: row.user_id, memo: `option ${row.id}`, postings });
  }

  private track(order: Running): void {
    this.untrack(order.id);
    let queue = this.running.get(order.instrumentId);
    if (!queue) this.running.set(order.instrumentId, (queue = []));
    // Expiries mostly arrive in order: search from the end.
    let index = queue.length;
    while (index > 0 && (queue[index - 1]?.expiresAt ?? 0) > order.expiresAt) index -= 1;
    queue.splice(index, 0, order);
  }

  private untrack(orderId: number): void {
    for (const queue of this.running.values()) {
      const index = queue.findIndex((order) => order.id === orderId);
      if (index !== -1) queue.splice(index, 1);
    }
  }

  private async microLossLevel(): Promise<number> {
    const now = this.clock.now();
    if (now - this.lossLevel.readAt > SETTINGS_TTL_MS) this.lossLevel = { value: Number(await readSetting(this.db, 'micro_loss_level', '0')), readAt: now };
    return this.lossLevel.value;
  }

  private instrumentOf(id: number): InstrumentSeed {
    const instrument = this.market.instrument(id);
    if (!instrument) throw notFound();
    return instrument;
  }

  private present(row: MicroRow, instrument: InstrumentSeed): MicroOrder {
    const price = (value: string) => new Decimal(value).toFixed(instrument.precision);
    const running = row.status === MICRO_STATUS.running;
    return {
      Id: Number(row.id),
      Type: row.direction,
      Status: row.status,
      Number: new Decimal(row.amount).toFixed(2),
      Seconds: row.seconds,
      RemainMilliSeconds: running ? Math.max(0, Number(row.expires_at) - this.clock.now()) : 0,
      OpenPrice: price(row.open_price),
      EndPrice: row.end_price === null ? '0' : price(row.end_price),
      ProfitRatio: new Decimal(row.profit_ratio).toString(),
      FactProfits: new Decimal(row.fact_profits).toFixed(2),
      CreatedAtST: Number(row.created_at),
      CompleteAtST: Number(running ? row.expires_at : (row.completed_at ?? row.expires_at)),
      ForexTradeList: { Id: instrument.id, ShowCode: instrument.showCode, PricePrecision: instrument.precision },
      OpenTick: { Seq: Number(row.open_seq), Time: Number(row.open_time), Price: price(row.open_price) },
      EndTick:
        row.end_price === null || row.end_seq === null ? null : { Seq: Number(row.end_seq), Time: Number(row.end_time), Price: price(row.end_price) },
    };
  }
}
