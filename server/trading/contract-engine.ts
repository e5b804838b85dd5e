import { Decimal } from '../../common/money';
import type { ForexDetail, ForexOrder, OrderPage, CloseReason } from '../../common/api/trade';
import { DEFAULT_STOP_OUT_LEVEL, ORDER_STATUS, transferableFromContract, type OrderStatus } from '../../common/contract';
import { CODE } from '../../common/envelope';
import type { TopicPayloads } from '../../common/socket';
import type { Clock } from '../clock';
import type { EngineEvent } from '../cluster/engine-events';
import type { Log } from '../cluster/log';
import type { Database, Queryable } from '../db/database';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import type { Tick } from '../market/candles';
import type { InstrumentSeed } from '../market/instrument-data';
import { readSetting } from '../settings';
import { holdForOrder, lockContractAccount, releaseForCancel, settleClose, tradingHouse, type ContractAccount, type TradingHouse } from './contract-ledger';
import { ORDER_COLUMNS, toForexOrder, type OrderRow } from './contract-orders';
import { instrumentUsdRate, planOrder, stopLevels, tradableTick, type MarketView, type SubmitRequest } from './contract-plan';
import { ContractMemory } from './contract-memory';
import { listOrders, readDetail, type ReadContext } from './contract-reads';
import { openOrderOf, type OpenOrder, type OpenOrders } from './open-orders';
import { belowStopOut, positionProfit, summaryOf, valueBook, type BookValue, type PriceOf } from './contract-valuation';
import { SettleQueue } from './settle-queue';
import { reachesLevel } from './trigger-check';
import type { Trigger } from './trigger-index';

// The contract engine: opens, fills, closes and cancels orders, each change with its ledger journals in one
// transaction, and watches every tick for the pending orders to fill, the stops to close and the accounts to stop
// out. Decisions about which order a tick sets off are made at once and in tick order, from memory; the database
// work that follows runs one at a time, and every update is guarded by the order's status, so a close by hand and a
// stop firing at the same moment close the order once.

export interface UserPushes {
  pushToUser<T extends 'FOREX_TRADE' | 'FOREX_CLOSED'>(userId: number, topic: T, data: TopicPayloads[T]): void;
}

/** What ties an engine into its node: where it logs, how it tells the other nodes, how its settlements are fenced. */
export interface EngineLinks {
  log: Log;
  /** Tells every other node's engines of a change (the cluster bus); nothing on one process. */
  announce(event: EngineEvent): void;
  /** Inside a settling transaction: throws unless this node still leads the term it started (the epoch fence). */
  fence(tx: Queryable): Promise<void>;
}

/** On one process: the console-free log is given; nobody else to tell; never fenced. */
export function soleLinks(log: Log): EngineLinks {
  return { log, announce: () => undefined, fence: () => Promise.resolve() };
}

const OPEN_STATUSES = [ORDER_STATUS.dealing, ORDER_STATUS.holding] as const;

const PUSH_INTERVAL_MS = 1_000;
/** How long a read setting is trusted before it is read again. */
const SETTINGS_TTL_MS = 10_000;

export class ContractEngine {
  private readonly memory: ContractMemory;
  private readonly open: OpenOrders;
  private readonly lastPushed = new Map<number, string>();
  private readonly byCode: Map<string, InstrumentSeed>;
  private readonly queue: SettleQueue;
  private readonly reads: ReadContext;
  /** Whether this node's ticks set off settlements: it leads (always, on one process). */
  private acting = true;
  private cancelPushes: (() => void) | undefined;
  private stopOutLevel = new Decimal(DEFAULT_STOP_OUT_LEVEL);
  private feeType = { value: 2, readAt: -Infinity };

  private constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly market: Omit<MarketView, 'priceOfCode'> & { instruments: readonly InstrumentSeed[] },
    private readonly pushes: UserPushes,
    private readonly house: TradingHouse,
    private readonly links: EngineLinks,
  ) {
    this.byCode = new Map(market.instruments.map((instrument) => [instrument.code, instrument]));
    this.queue = new SettleQueue(clock, links.log, 'contract');
    this.memory = new ContractMemory(db);
    this.open = this.memory.open;
    this.reads = { db, present: (row) => this.present(row), bookOf: (userId, cash) => this.bookOf(userId, cash) };
  }

  static async open(db: Database, clock: Clock, market: ContractEngine['market'], pushes: UserPushes, links: EngineLinks): Promise<ContractEngine> {
    const engine = new ContractEngine(db, clock, market, pushes, await tradingHouse(db), links);
    engine.stopOutLevel = new Decimal(await readSetting(db, 'stop_out_level', DEFAULT_STOP_OUT_LEVEL));
    await engine.memory.reloadAll();
    return engine;
  }

  /** The market as order checks see it (the market is a class: its methods are bound here, not spread). */
  private readonly view: MarketView = {
    instrument: (id) => this.market.instrument(id),
    isOpen: (instrument) => this.market.isOpen(instrument),
    lastTick: (id) => this.market.lastTick(id),
    priceOfCode: (code) => this.priceOfCode(code),
  };

  private priceOfCode(code: string): string | undefined {
    const instrument = this.byCode.get(code);
    return instrument ? this.market.lastTick(instrument.id)?.price : undefined;
  }

  private instrumentOf(id: number): InstrumentSeed {
    const instrument = this.market.instrument(id);
    if (!instrument) throw new Error(`instrument ${id} is not listed`);
    return instrument;
  }

  // ── Calls ────────────────────────────────────────────────────────────────────────────────────────────────────

  async submit(userId: number, request: SubmitRequest): Promise<ForexOrder> {
    const plan = planOrder(request, this.view, await this.tradeFeeType(), this.clock.now());
    const row = await this.db.transaction(async (tx) => {
      const account = await lockContractAccount(tx, userId);
      const needed = plan.margin.plus(plan.fee);
      if (account.available.lessThan(needed)) {
        throw new DomainError(CODE.INSUFFICIENT_MARGIN, messages.insufficientMargin, {
          needed: needed.toFixed(2),
          available: account.available.toFixed(2),
        });
      }
      const [inserted] = await tx.query<OrderRow>(
        `INSERT INTO contract_orders (user_id, instrument_id, side, lots, multiple, status, target_price, fill_when_at_or_above,
           open_price, stop_loss, take_profit, margin, fee, open_reason, open_seq, open_time, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING ${ORDER_COLUMNS}`,
        [
          userId,
          plan.instrument.id,
          plan.side,
          plan.lots.toString(),
          plan.multiple,
          plan.pending ? ORDER_STATUS.dealing : ORDER_STATUS.holding,
          plan.pending ? plan.price.toString() : '0',
          plan.fillWhenAtOrAbove,
          plan.pending ? null : plan.price.toString(),
          plan.stopLoss.toString(),
          plan.takeProfit.toString(),
          plan.margin.toFixed(2),
          plan.fee.toFixed(2),
          plan.pending ? null : 'market',
          plan.pending ? null : plan.tick.seq,
          plan.pending ? null : plan.tick.time,
          this.clock.now(),
        ],
      );
      if (!inserted) throw new Error('order insert returned nothing');
      await holdForOrder(tx, this.clock, this.house, userId, account, plan.margin, plan.fee, `order ${inserted.id}`);
      this.memory.cash.set(userId, account.available.plus(account.locked));
      return inserted;
    });
    this.open.put(openOrderOf(row));
    this.links.announce({ kind: 'contract_order', userId, orderId: Number(row.id) });
    return this.present(row);
  }

  async close(userId: number, orderId: number): Promise<ForexOrder> {
    const order = await this.ownOrder(userId, orderId);
    if (order.status !== ORDER_STATUS.holding) throw new DomainError(CODE.ORDER_STATE, messages.orderNotOpen);
    const tick = tradableTick(this.view, this.instrumentOf(order.instrument_id), this.clock.now());
    const alongside: number[] = [];
    const closed = await this.settling(userId, (tx) => this.closeIn(tx, openOrderOf(order), tick, 'manual', undefined, alongside));
    if (!closed) throw new DomainError(CODE.ORDER_STATE, messages.orderNotOpen);
    this.announceOrders(userId, [orderId, ...alongside]);
    if (alongside.length > 0) this.pushes.pushToUser(userId, 'FOREX_CLOSED', alongside);
    return this.present(closed);
  }

  async cancel(userId: number, orderId: number): Promise<ForexOrder> {
    const order = await this.ownOrder(userId, orderId);
    if (order.status !== ORDER_STATUS.dealing) throw new DomainError(CODE.ORDER_STATE, messages.orderNotPending);
    const cancelled = await this.settling(userId, async (tx) => this.cancelIn(tx, userId, orderId, 'cancelled', await lockContractAccount(tx, userId)));
    if (!cancelled) throw new DomainError(CODE.ORDER_STATE, messages.orderNotPending);
    this.announceOrders(userId, [orderId]);
    return this.present(cancelled);
  }

  async setStops(userId: number, orderId: number, stopLossText: string, takeProfitText: string): Promise<ForexOrder> {
    const order = await this.ownOrder(userId, orderId);
    if (order.status === ORDER_STATUS.history) throw new DomainError(CODE.ORDER_STATE, messages.orderNotOpen);
    const instrument = this.instrumentOf(order.instrument_id);
    // A holding order's stops are checked against the price now (else they would fire at once); a pending one's
    // against the price it waits for.
    const reference =
      order.status === ORDER_STATUS.holding ? new Decimal(tradableTick(this.view, instrument, this.clock.now()).price) : new Decimal(order.target_price);
    const { stopLoss, takeProfit } = stopLevels(instrument, order.side, stopLossText, takeProfitText, reference);
    const [row] = await this.db.query<OrderRow>(
      `UPDATE contract_orders SET stop_loss = $2, take_profit = $3 WHERE id = $1 AND status = $4 RETURNING ${ORDER_COLUMNS}`,
      [orderId, stopLoss.toString(), takeProfit.toString(), order.status],
    );
    if (!row) throw new DomainError(CODE.ORDER_STATE, messages.orderNotOpen);
    this.open.put(openOrderOf(row));
    this.announceOrders(userId, [orderId]);
    return this.present(row);
  }

  list(userId: number, status: OrderStatus, page: number): Promise<OrderPage> {
    return listOrders(this.reads, userId, status, page);
  }

  detail(userId: number): Promise<ForexDetail> {
    return readDetail(this.reads, userId, () => this.tradeFeeType());
  }

  /** Before a demo account's balances are reset: its open orders leave the book, no money settled (the reset sets it). */
  async voidForDemoReset(tx: Queryable, userId: number): Promise<number[]> {
    const rows = await tx.query<{ id: string }>(
      `UPDATE contract_orders SET status = $3, close_reason = 'demo_reset', close_time = $2
       WHERE user_id = $1 AND status = ANY($4::smallint[]) RETURNING id`,
      [userId, this.clock.now(), ORDER_STATUS.history, OPEN_STATUSES],
    );
    return rows.map((row) => Number(row.id));
  }

  /** After the reset committed: forget the voided orders, and read the new balance. */
  async afterDemoReset(userId: number, ids: readonly number[]): Promise<void> {
    for (const id of ids) this.open.remove(id);
    await this.memory.refreshCash(userId);
    this.announceOrders(userId, ids);
    this.links.announce({ kind: 'contract_cash', userId });
    if (ids.length > 0) this.pushes.pushToUser(userId, 'FOREX_CLOSED', [...ids]);
  }

  /** After money moved in or out of the contract account outside the engine (a transfer): read the new balance, so
   * equity and stop-out go by what the account holds now. */
  async cashChanged(userId: number): Promise<void> {
    await this.memory.refreshCash(userId);
    this.links.announce({ kind: 'contract_cash', userId });
  }

  // ── Other nodes ──────────────────────────────────────────────────────────────────────────────────────────────

  /** A change another node made: the order (or cash) is read again, as the database has it now. */
  async applyEvent(event: EngineEvent): Promise<void> {
    if (event.kind === 'contract_order') await this.memory.reloadOrder(event.orderId);
    if (event.kind === 'contract_order' || event.kind === 'contract_cash') await this.memory.refreshCash(event.userId);
  }

  /** The safety net under the events: memory is read again from the database, behind the settlements queued. */
  reconcile(): Promise<void> {
    this.queue.enqueue({ about: { job: 'reconcile' }, run: () => this.memory.reloadAll() });
    // The stop-out level is an operator's setting: a change made on any node reaches every engine here.
    this.queue.enqueue({ about: { job: 'reconcile' }, run: () => this.reloadStopOutLevel() });
    return this.queue.settled();
  }

  /** Reads `stop_out_level` again (the back office calls this after changing it; reconcile does every 5 s). */
  async reloadStopOutLevel(): Promise<void> {
    this.stopOutLevel = new Decimal(await readSetting(this.db, 'stop_out_level', DEFAULT_STOP_OUT_LEVEL));
  }

  /** This node leads now: memory is rebuilt from the database, then its ticks settle, and it pushes summaries. */
  async lead(): Promise<void> {
    await this.queue.settled();
    await this.memory.reloadAll();
    this.acting = true;
    this.start();
  }

  /** Another node leads: this one's ticks settle nothing, and what was queued is dropped (the leader settles it). */
  follow(): void {
    this.acting = false;
    this.queue.endTerm();
    this.cancelPushes?.();
    this.cancelPushes = undefined;
  }

  private announceOrders(userId: number, ids: readonly number[]): void {
    for (const orderId of ids) this.links.announce({ kind: 'contract_order', userId, orderId });
  }

  /** What may leave the contract account now: its free balance less the floating loss of its positions, so a
   * transfer out never takes equity below what the open positions already lost. */
  async freeToTransfer(userId: number): Promise<string> {
    const { balance, ProfitsTotal } = await this.detail(userId);
    return transferableFromContract(balance, ProfitsTotal);
  }

  // ── Ticks ────────────────────────────────────────────────────────────────────────────────────────────────────

  /** Called with every batch of ticks: decides at once what each tick sets off, then settles it in order. */
  onTicks(ticks: readonly Tick[]): void {
    if (!this.acting) return;
    const touched = new Map<number, Tick>();
    for (const tick of ticks) {
      // A fill turns the order into a position at once, in memory, so its stops watch this tick and the next ones
      // while the fill is being written; the closes queue behind the fill. Bounded: an order fires at most twice
      // (its fill, then a stop).
      const heldBack: OpenOrder[] = [];
      for (let fired = this.fire(tick, heldBack); fired.length > 0; fired = this.fire(tick, heldBack)) {
        for (const trigger of fired) {
          this.queue.enqueue({
            about: { orderId: trigger.orderId, trigger: trigger.kind, tick: tick.seq },
            run: () => this.settleTrigger(trigger, tick),
            giveUp: () => this.memory.reloadOrder(trigger.orderId),
          });
        }
      }
      // Back in the index only now: put back at once, a level the float index takes as reached would fire again.
      for (const order of heldBack) this.open.put(order);
      touched.set(tick.instrumentId, tick);
    }
    for (const [instrumentId, tick] of touched) {
      for (const userId of this.open.holdersOf(instrumentId)) {
        if (this.belowStopOut(userId)) {
          this.queue.enqueue({ about: { userId, job: 'stop_out', tick: tick.seq }, run: () => this.stopOut(userId, tick), giveUp: () => this.memory.reloadUser(userId) });
        }
      }
    }
  }

  /** The triggers a tick sets off; pending orders it fills become positions in memory at its price. */
  private fire(tick: Tick, heldBack: OpenOrder[]): Trigger[] {
    const fired: Trigger[] = [];
    for (const trigger of this.memory.triggers.fire(tick.instrumentId, Number(tick.price))) {
      const order = this.open.get(trigger.orderId);
      if (!order) continue;
      // The index compared binary floats: decide in decimals; a level not truly reached goes back to wait.
      if (!reachesLevel(order, trigger.kind, tick.price)) {
        heldBack.push(order);
        continue;
      }
      fired.push(trigger);
      if (trigger.kind === 'fill') this.open.put({ ...order, status: ORDER_STATUS.holding, openPrice: new Decimal(tick.price) });
    }
    return fired;
  }

  /** Resolves once the work queued so far is done (tests and shutdown wait on it). */
  settled(): Promise<void> {
    return this.queue.settled();
  }

  start(): void {
    if (this.cancelPushes) return;
    const run = () => {
      try {
        this.pushSummaries();
      } catch (error) {
        this.links.log.error({ err: error }, 'contract summaries not pushed');
      }
      this.cancelPushes = this.clock.setTimer(run, PUSH_INTERVAL_MS);
    };
    this.cancelPushes = this.clock.setTimer(run, PUSH_INTERVAL_MS);
  }

  async stop(): Promise<void> {
    this.cancelPushes?.();
    this.cancelPushes = undefined;
    await this.queue.settled();
  }

  private async settleTrigger(trigger: Trigger, tick: Tick): Promise<void> {
    const order = this.open.get(trigger.orderId);
    if (!order) return;
    if (trigger.kind === 'fill') {
      const row = await this.db.transaction(async (tx) => {
        await this.links.fence(tx);
        const [filled] = await tx.query<OrderRow>(
          `UPDATE contract_orders SET status = $5, open_price = $2, open_reason = 'pending_fill', open_seq = $3, open_time = $4
           WHERE id = $1 AND status = $6 RETURNING ${ORDER_COLUMNS}`,
          [order.id, tick.price, tick.seq, tick.time, ORDER_STATUS.holding, ORDER_STATUS.dealing],
        );
        return filled;
      });
      // No longer pending (cancelled, or filled already through another path): memory takes what the database has.
      if (!row) return this.memory.reloadOrder(order.id);
      this.announceOrders(order.userId, [order.id]);
      // The order leaves the dealing tab: FOREX_CLOSED names orders "closed or filled" (common/api/trade.ts), and the
      // PWA's dealing list drops them on it; without this push a filled order stayed shown as pending.
      this.pushes.pushToUser(order.userId, 'FOREX_CLOSED', [order.id]);
      return;
    }
    const alongside: number[] = [];
    const reason = trigger.kind === 'stop_loss' ? 'stop_loss' : 'take_profit';
    const closed = await this.settling(order.userId, async (tx) => {
      await this.links.fence(tx);
      return this.closeIn(tx, order, tick, reason, undefined, alongside);
    });
    if (!closed) return this.memory.reloadOrder(order.id);
    this.announceOrders(order.userId, [order.id, ...alongside]);
    this.pushes.pushToUser(order.userId, 'FOREX_CLOSED', [order.id, ...alongside]);
  }

  /**
   * Closes a holding order at `tick`'s price inside `tx`; undefined when it was no longer holding. A loss larger than
   * the account can pay first takes the rest of the account: the user's other positions close at their last prices
   * and pending orders are cancelled (their ids go to `alongside`), so the house absorbs only what is left once
   * nothing else is open.
   */
  private async closeIn(
    tx: Queryable,
    order: OpenOrder,
    tick: Tick,
    reason: CloseReason,
    account?: ContractAccount,
    alongside: number[] = [],
  ): Promise<OrderRow | undefined> {
    const locked = account ?? (await lockContractAccount(tx, order.userId));
    const instrument = this.instrumentOf(order.instrumentId);
    const profit = positionProfit(order, instrument.unitsPerLot, tick.price, instrumentUsdRate(this.view, instrument));
    const [row] = await tx.query<OrderRow>(
      `UPDATE contract_orders SET status = $6, close_price = $2, close_reason = $3, close_seq = $4, close_time = $5
       WHERE id = $1 AND status = $7 RETURNING ${ORDER_COLUMNS}`,
      [order.id, tick.price, reason, tick.seq, tick.time, ORDER_STATUS.history, ORDER_STATUS.holding],
    );
    if (!row) return undefined;
    this.open.remove(order.id);
    const covered = () => profit.negated().lessThanOrEqualTo(locked.available.plus(row.margin));
    // Bounded by the user's open orders, each closed or cancelled once.
    for (const other of this.open.ofUser(order.userId)) {
      if (covered()) break;
      if (other.status === ORDER_STATUS.dealing) {
        if (await this.cancelIn(tx, order.userId, other.id, 'stop_out', locked)) alongside.push(other.id);
        continue;
      }
      const last = this.market.lastTick(other.instrumentId);
      if (last && (await this.closeIn(tx, other, last, 'stop_out', locked, alongside))) alongside.push(other.id);
    }
    const realised = await settleClose(tx, this.clock, this.house, order.userId, locked, new Decimal(row.margin), profit, `order ${order.id}`);
    await tx.query('UPDATE contract_orders SET realised_pnl = $2 WHERE id = $1', [order.id, realised.toFixed(2)]);
    this.memory.cash.set(order.userId, locked.available.plus(locked.locked));
    return { ...row, realised_pnl: realised.toFixed(2) };
  }

  /** Cancels a pending order inside `tx`, its margin and fee back; undefined when it was no longer pending. */
  private async cancelIn(tx: Queryable, userId: number, orderId: number, reason: 'cancelled' | 'stop_out', account: ContractAccount): Promise<OrderRow | undefined> {
    const [row] = await tx.query<OrderRow>(
      `UPDATE contract_orders SET status = $5, close_reason = $3, close_time = $2
       WHERE id = $1 AND user_id = $4 AND status = $6 RETURNING ${ORDER_COLUMNS}`,
      [orderId, this.clock.now(), reason, userId, ORDER_STATUS.history, ORDER_STATUS.dealing],
    );
    if (!row) return undefined;
    await releaseForCancel(tx, this.clock, this.house, userId, account, new Decimal(row.margin), new Decimal(row.fee), `order ${orderId}`);
    this.open.remove(orderId);
    this.memory.cash.set(userId, account.available.plus(account.locked));
    return row;
  }

  // ── Stop-out ─────────────────────────────────────────────────────────────────────────────────────────────────

  /** Whether equity is at or below the stop-out share of the margin in use, from memory (cash as last committed). */
  private belowStopOut(userId: number): boolean {
    return belowStopOut(this.bookOf(userId), this.stopOutLevel);
  }

  private async stopOut(userId: number, tick: Tick): Promise<void> {
    const closedIds = await this.settling(userId, async (tx) => {
      await this.links.fence(tx);
      const account = await lockContractAccount(tx, userId);
      this.memory.cash.set(userId, account.available.plus(account.locked));
      const ids: number[] = [];
      // Largest loss first, one at a time, until the level is restored; bounded by the positions open.
      const holdings = this.open
        .ofUser(userId)
        .filter((order) => order.status === ORDER_STATUS.holding)
        .map((order) => ({ order, profit: this.profitOf(order)?.profit ?? new Decimal(0) }))
        .sort((a, b) => a.profit.comparedTo(b.profit));
      for (const { order } of holdings) {
        if (!this.belowStopOut(userId)) break;
        const deciding = order.instrumentId === tick.instrumentId ? tick : this.market.lastTick(order.instrumentId);
        if (!deciding) continue;
        const alongside: number[] = [];
        const row = await this.closeIn(tx, order, deciding, 'stop_out', account, alongside);
        if (row) ids.push(order.id, ...alongside);
      }
      return ids;
    });
    if (closedIds.length === 0) return;
    this.announceOrders(userId, closedIds);
    this.pushes.pushToUser(userId, 'FOREX_CLOSED', closedIds);
  }

  // ── Valuation and pushes ─────────────────────────────────────────────────────────────────────────────────────

  /** A position's price now, with what valuing it needs; undefined before its instrument's first tick. */
  private readonly priceOf: PriceOf = (order) => {
    const instrument = this.market.instrument(order.instrumentId);
    const tick = this.market.lastTick(order.instrumentId);
    if (!instrument || !tick) return undefined;
    return { price: tick.price, unitsPerLot: instrument.unitsPerLot, usdRate: instrumentUsdRate(this.view, instrument) };
  };

  private profitOf(order: OpenOrder): { price: string; profit: Decimal } | undefined {
    const priced = this.priceOf(order);
    return priced ? { price: priced.price, profit: positionProfit(order, priced.unitsPerLot, priced.price, priced.usdRate) } : undefined;
  }

  /** The user's book valued now, on `cash` (as last committed unless given). */
  private bookOf(userId: number, cash = this.memory.cashOf(userId)): BookValue {
    return valueBook(this.open.ofUser(userId), cash, this.priceOf);
  }

  /** FOREX_TRADE to each user with orders open, when their figures changed since the last push. */
  private pushSummaries(): void {
    for (const userId of this.open.users()) {
      const summary = summaryOf(this.bookOf(userId));
      const text = JSON.stringify(summary);
      if (this.lastPushed.get(userId) === text) continue;
      this.lastPushed.set(userId, text);
      this.pushes.pushToUser(userId, 'FOREX_TRADE', summary);
    }
  }

  // ── Helpers ──────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Runs closes and cancels in one transaction. They update memory as they go; should the transaction roll back,
   * the user's orders and cash are read again, so memory never keeps what the database did not.
   */
  private async settling<T>(userId: number, work: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      await this.memory.reloadUser(userId);
      throw error;
    }
  }

  /** The fee rule, read at most every few seconds: a submit should not pay a settings query for a rarely changed value. */
  private async tradeFeeType(): Promise<number> {
    const now = this.clock.now();
    if (now - this.feeType.readAt > SETTINGS_TTL_MS) {
      this.feeType = { value: Number(await readSetting(this.db, 'trade_fee_type', '2')), readAt: now };
    }
    return this.feeType.value;
  }

  private async ownOrder(userId: number, orderId: number): Promise<OrderRow> {
    const [row] = await this.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM contract_orders WHERE id = $1 AND user_id = $2`, [orderId, userId]);
    // Another user's order is "not found", never "forbidden": ids do not tell who else trades.
    if (!row) throw notFound();
    return row;
  }

  private present(row: OrderRow): ForexOrder {
    const instrument = this.instrumentOf(row.instrument_id);
    const open = row.status === ORDER_STATUS.holding ? this.open.get(Number(row.id)) : undefined;
    const valued = open ? this.profitOf(open) : undefined;
    return toForexOrder(row, instrument, valued ? { price: new Decimal(valued.price).toFixed(instrument.precision), profit: valued.profit.toFixed(2) } : undefined);
  }
}
