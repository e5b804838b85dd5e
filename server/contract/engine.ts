import { Decimal } from '../../common/money';
import type { CloseReason, ForexDetail, ForexOrder, OrderPage } from '../../common/api/trade';
import {
  DEFAULT_STOP_OUT_LEVEL,
  ORDER_STATUS,
  transferableFromContract,
  type CloseAllWhich,
  type OrderStatus,
} from '../../common/contract';
import type { Clock } from '../clock';
import type { EngineEvent } from '../cluster/engine-events';
import type { Database, Queryable } from '../db/database';
import type { Tick } from '../market/candles';
import { readSetting } from '../settings';
import { CachedSetting } from '../engines/cached-setting';
import { ContractBook, type ContractMarket } from './book';
import { ContractCalls } from './calls';
import type { CloseOptions } from './call-links';
import { ContractCopying, type CopyPartClosed, type CopyValuation, type PlacePositions } from './copy-positions';
import { tradingHouse, type TradingHouse } from './ledger';
import { MarginWarnings } from './margin-warnings';
import { ContractMemory } from './memory';
import { ContractNotices, type ContractHooks, type UserPushes } from './notices';
import type { OrderRow } from './orders';
import type { SubmitRequest } from './plan';
import { listOrders, readDetail, type ReadContext } from './reads';
import { ContractSettlement } from './settlement';
import { ContractStopOut } from './stop-out';
import { expireDue, type ExpiryLinks } from './expiry';
import { ContractSummaries } from './summaries';
import { ContractTicks } from './ticks';
import { TrailMoves } from './trail-moves';
import type { EngineLinks } from '../engines/engine-links';
import { SettleQueue } from '../engines/settle-queue';

export { soleLinks, type EngineLinks } from '../engines/engine-links';
export type { ContractHooks, UserPushes } from './notices';
export type { CopyPartClosed, PlacedPosition, PlacePositions, PositionFor } from './copy-positions';

// The contract engine: opens, fills, closes and cancels orders, each change with its ledger journals in one
// transaction, and watches every tick for the pending orders to fill, the stops to close and the accounts to stop
// out. This class wires the parts and is what routes, jobs and the cluster call: the user's calls
// (calls.ts), what ticks set off (ticks.ts, stop-out.ts), the closes and cancels they
// share (settlement.ts), the book in memory (memory.ts) valued at the market (book.ts),
// the reads (reads.ts) and the pushes (notices.ts, summaries.ts).

const OPEN_STATUSES = [ORDER_STATUS.dealing, ORDER_STATUS.holding] as const;

export class ContractEngine {
  private readonly memory: ContractMemory;
  private readonly book: ContractBook;
  private readonly notices: ContractNotices;
  private readonly queue: SettleQueue;
  private readonly reads: ReadContext;
  private readonly feeType: CachedSetting;
  private readonly calls: ContractCalls;
  private readonly ticks: ContractTicks;
  private readonly summaries: ContractSummaries;
  private readonly copying: ContractCopying;
  private readonly stepListeners: ((ticks: readonly Tick[]) => void)[] = [];
  /** Whether this node settles (it leads). */
  get isActing(): boolean {
    return this.acting;
  }

  /** Whether this node's ticks set off settlements: it leads (always, on one process). */
  private acting = true;
  private readonly stopOut: ContractStopOut;
  private readonly warnings: MarginWarnings;
  private readonly expiry: ExpiryLinks;
  private readonly trails: TrailMoves;

  private constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    market: ContractMarket,
    pushes: UserPushes,
    house: TradingHouse,
    links: EngineLinks,
    stopOutLevel: Decimal,
  ) {
    this.queue = new SettleQueue(clock, links.log, 'contract');
    this.memory = new ContractMemory(db, (id) => market.instrument(id)?.precision);
    this.book = new ContractBook(market, this.memory);
    this.notices = new ContractNotices(links, pushes, (then) => db.afterCommit(then));
    this.feeType = new CachedSetting(db, clock, 'trade_fee_type', '2');
    this.reads = {
      db,
      present: (row, partials) => this.book.present(row, undefined, partials),
      bookOf: (userId, cash) => this.book.bookOf(userId, cash),
    };
    const settlement = new ContractSettlement(db, clock, house, this.memory, this.book);
    this.expiry = { db, settlement, notices: this.notices, links };
    this.stopOut = new ContractStopOut(this.book, settlement, this.notices, links, stopOutLevel);
    this.warnings = new MarginWarnings({ db, clock, queue: this.queue, links });
    const { memory, book, notices, feeType, queue, stopOut, warnings } = this;
    this.trails = new TrailMoves({ db, clock, book, memory, queue, notices, links });
    this.calls = new ContractCalls({ db, clock, house, memory, book, settlement, notices, feeType });
    this.ticks = new ContractTicks({
      db,
      clock,
      book,
      memory,
      queue,
      settlement,
      stopOut,
      warnings,
      notices,
      links,
      halted: (id) => market.instrument(id)?.halted === true,
      trails: this.trails,
    });
    this.summaries = new ContractSummaries(clock, links.log, this.memory, this.book, pushes);
    this.copying = new ContractCopying({ db, clock, house, memory, book, settlement, notices });
  }

  static async open(db: Database, clock: Clock, market: ContractMarket, pushes: UserPushes, links: EngineLinks): Promise<ContractEngine> {
    const stopOutLevel = new Decimal(await readSetting(db, 'stop_out_level', DEFAULT_STOP_OUT_LEVEL));
    const engine = new ContractEngine(db, clock, market, pushes, await tradingHouse(db), links, stopOutLevel);
    await engine.memory.reloadAll();
    await engine.warnings.reload();
    return engine;
  }

  // ── Calls ────────────────────────────────────────────────────────────────────────────────────────────────────

  submit(userId: number, request: SubmitRequest): Promise<ForexOrder> {
    return this.calls.submit(userId, request);
  }

  /** Closes the position, or `lots` of it (a partial close). */
  close(userId: number, orderId: number, options: CloseOptions = {}): Promise<ForexOrder> {
    return this.calls.close(userId, orderId, options);
  }

  /** Closes every holding position of the user, or those in profit or at a loss now, each its own close. */
  closeAll(userId: number, which: CloseAllWhich): Promise<OrderPage> {
    return this.calls.closeAll(userId, which);
  }

  cancel(userId: number, orderId: number): Promise<ForexOrder> {
    return this.calls.cancel(userId, orderId);
  }

  /** Sets the stop-loss and take-profit; `trailingDistance` ("0" off) makes the stop-loss trail, absent keeps it. */
  setStops(userId: number, orderId: number, stopLossText: string, takeProfitText: string, trailingDistance?: string): Promise<ForexOrder> {
    return this.calls.setStops(userId, orderId, stopLossText, takeProfitText, trailingDistance);
  }

  /** Cancels the pending orders whose expiry is at or before `now` (the leader's expiry job; tests call it too). */
  expireDue(now: number): Promise<number[]> {
    return expireDue(this.expiry, now);
  }

  list(userId: number, status: OrderStatus, page: number): Promise<OrderPage> {
    return listOrders(this.reads, userId, status, page);
  }

  detail(userId: number): Promise<ForexDetail> {
    return readDetail(this.reads, userId, () => this.feeType.value());
  }

  /** What may leave the contract account now: its free balance less the floating loss of its positions, so a
   * transfer out never takes equity below what the open positions already lost. */
  async freeToTransfer(userId: number): Promise<string> {
    const { balance, ProfitsTotal } = await this.detail(userId);
    return transferableFromContract(balance, ProfitsTotal);
  }

  // ── Money moved outside the engine ───────────────────────────────────────────────────────────────────────────

  /** Before a demo account's balances are reset: its open orders leave the book, no money settled (the reset sets it). */
  async voidForDemoReset(tx: Queryable, userId: number): Promise<number[]> {
    const rows = await tx.query<{ id: string }>(
      `UPDATE contract_orders SET status = $3, close_reason = 'demo_reset', close_time = $2
       WHERE user_id = $1 AND status = ANY($4::smallint[]) RETURNING id`,
      [userId, this.clock.now(), ORDER_STATUS.history, OPEN_STATUSES],
    );
    return rows.map((row) => Number(row.id));
  }

  /** After the reset's transaction: forget the voided orders, and read the new balance (memory takes both once the
   * request's transaction, if it runs in one, has committed). */
  async afterDemoReset(userId: number, ids: readonly number[]): Promise<void> {
    const cash = await this.memory.readCash(userId);
    this.db.afterCommit(() => {
      for (const id of ids) this.memory.open.remove(id);
      this.memory.cash.set(userId, cash);
    });
    this.notices.orders(userId, ids);
    this.notices.cash(userId);
    if (ids.length > 0) this.notices.closed(userId, ids);
  }

  /** After money moved in or out of the contract account outside the engine (a transfer): read the new balance, so
   * equity and stop-out go by what the account holds now. */
  async cashChanged(userId: number): Promise<void> {
    const cash = await this.memory.readCash(userId);
    // A transfer commits with its request's answer: memory takes the balance then, not before.
    this.db.afterCommit(() => this.memory.cash.set(userId, cash));
    this.notices.cash(userId);
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
    this.stopOut.setLevel(new Decimal(await readSetting(this.db, 'stop_out_level', DEFAULT_STOP_OUT_LEVEL)));
  }

  /** This node leads now: memory is rebuilt from the database, then its ticks settle, and it pushes summaries. */
  async lead(): Promise<void> {
    await this.queue.settled();
    await this.memory.reloadAll();
    // The margin warnings another leader fired (or re-armed) meanwhile: none is told twice.
    await this.warnings.reload();
    this.acting = true;
    this.start();
  }

  /** Another node leads: this one's ticks settle nothing, and what was queued is dropped (the leader settles it). */
  follow(): void {
    this.acting = false;
    this.queue.endTerm();
    this.summaries.stop();
    this.trails.stop();
  }

  // ── Copy trading (server/copy-trading/, through copy-positions.ts) ────────────────────────────────────────

  /** Copy trading listens to every change of users' orders from here on. */
  setHooks(hooks: ContractHooks): void {
    this.notices.hooks = hooks;
  }

  /** `listener` hears every batch of ticks this node acts on (the leader's), right after the engine decided on it. */
  onStep(listener: (ticks: readonly Tick[]) => void): void {
    this.stepListeners.push(listener);
  }

  /** The fee rule a copy is charged by, as a submit now would be. */
  feeRule(): Promise<number> {
    return this.feeType.value();
  }

  placeBatch<T>(work: (tx: Queryable, place: PlacePositions) => Promise<T>): Promise<T> {
    return this.copying.placeBatch(work);
  }

  closeAt(
    orderIds: readonly number[],
    tick: Tick,
    reason: CloseReason,
    alsoIn: (tx: Queryable, rows: readonly OrderRow[]) => Promise<void> = () => Promise.resolve(),
  ): Promise<OrderRow[]> {
    return this.copying.closeAt(orderIds, tick, reason, alsoIn);
  }

  /** Copies follow their trader's partial close (copy-positions.ts closePartsAt). */
  closePartsAt(
    orderIds: readonly number[],
    part: { lots: Decimal; before: Decimal; originId: string },
    tick: Tick,
    alsoIn: (tx: Queryable, closed: readonly CopyPartClosed[]) => Promise<void>,
  ): Promise<CopyPartClosed[]> {
    return this.copying.closePartsAt(orderIds, part, tick, alsoIn);
  }

  valuation(orderId: number): CopyValuation | undefined {
    return this.copying.valuation(orderId);
  }

  presentOrder(row: OrderRow): ForexOrder {
    return this.copying.present(row);
  }

  // ── Ticks ────────────────────────────────────────────────────────────────────────────────────────────────────

  /** Called with every batch of ticks: decides at once what each tick sets off, then settles it in order. */
  onTicks(ticks: readonly Tick[]): void {
    if (!this.acting) return;
    this.ticks.onTicks(ticks);
    // After the engine's own decisions, from the same memory: what copy trading watches (its copy stop-losses).
    for (const listener of this.stepListeners) listener(ticks);
  }

  /** Resolves once the work queued so far is done (tests and shutdown wait on it). */
  settled(): Promise<void> {
    return this.queue.settled();
  }

  start(): void {
    this.summaries.start();
  }

  async stop(): Promise<void> {
    this.summaries.stop();
    await this.queue.settled();
    this.trails.stop();
  }
}
