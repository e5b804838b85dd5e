import type { Quotation, SearchItem } from '../../common/api/market';
import { PERIODS, type DayMarketPush, type KlinePoint, type KlinePush, type Period } from '../../common/market';
import type { Clock } from '../clock';
import { localBus, type ClusterBus } from '../cluster/bus';
import type { Log } from '../log';
import type { Database } from '../db/database';
import { candlesFromTicks, storeCandles } from './candle-store';
import { MAX_UNFLUSHED_TICKS, storeTicks } from './tick-store';
import { bucketStart, CandleBook, type LiveCandle, type Tick } from './candles';
import type { FeedFactory, MarketFeed } from './feed';
import { historyCandles, partialCandle } from './history';
import { isOpen } from './hours';
import type { PricePath } from './price-path';
import type { InstrumentSeed } from './instrument-data';
import { loadInstruments, loadTerms } from './instruments';
import type { MarketPublisher } from './publisher';
import { formatFloat, formatPrice } from '../../common/money';

// The market as the rest of the server sees it: instruments, the live feed, quotes, candles, and the pushes to the
// socket. Ticks update the live candles at once; pushes go out once per feed step: the candles one frame per
// instrument and period, the quotes of every instrument that changed in one DAY_MARKET frame for the clients that
// take steps (one per instrument for those that do not). Every second the ticks (settlement
// evidence and the signed log's rows, server/market/tick-store.ts), each instrument's last tick and the candles that ended are written; the
// candles still in progress only every LIVE_CANDLES_FLUSH_MS (and at stop), since rewriting every period's live
// candle each second was most of what the database wrote (and, with no autovacuum on PGlite, kept as dead rows).
// A crash loses at most that long of a live candle's high and low; a restart continues from what was stored.

const FLUSH_MS = 1_000;
export const LIVE_CANDLES_FLUSH_MS = 60_000;
/** A follower keeps the ticks it was shared this long, to store them should it become the leader. */
const FOLLOWER_KEEPS_MS = 30_000;

export class Market {
  readonly book = new CandleBook();
  private readonly lastTicks = new Map<number, Tick>();
  private readonly feed: MarketFeed;
  private readonly byId: Map<number, InstrumentSeed>;
  private cancelFlush: (() => void) | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly tickListeners: ((ticks: readonly Tick[]) => void)[] = [];
  private unflushedTicks: Tick[] = [];
  private leading = false;
  /** When the candles in progress are next written. */
  private liveCandlesDue = 0;
  /** Every tick this node took in before this time (ms) is stored: the minutes before it can be sealed. */
  private storedUntil = 0;

  private constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly hub: MarketPublisher,
    private readonly bus: ClusterBus,
    readonly instruments: readonly InstrumentSeed[],
    feed: FeedFactory,
    private readonly sequences: Map<number, number>,
    private readonly log: Log | undefined,
  ) {
    this.byId = new Map(instruments.map((instrument) => [instrument.id, instrument]));
    this.feed = feed({ clock, instruments, sequences });
    bus.onTicks((ticks) => this.receiveShared(ticks));
  }

  /** `bus` brings the leader's ticks to a follower, and takes this node's to the others when it leads. */
  static async open(
    db: Database,
    clock: Clock,
    hub: MarketPublisher,
    feed: FeedFactory,
    bus: ClusterBus = localBus(),
    log?: Log,
  ): Promise<Market> {
    const instruments = await loadInstruments(db);
    const rows = await db.query<{ instrument_id: number; seq: string }>('SELECT instrument_id, seq FROM last_ticks');
    const market = new Market(
      db,
      clock,
      hub,
      bus,
      instruments,
      feed,
      new Map(rows.map((row) => [row.instrument_id, Number(row.seq)])),
      log,
    );
    // Recorded history first, so the live candles below continue it.
    const recorded = market.feed.recordedHistory?.() ?? [];
    if (recorded.length > 0) await db.transaction((tx) => storeCandles(tx, candlesFromTicks(recorded)));
    await market.restoreLiveCandles();
    return market;
  }

  instrument(id: number): InstrumentSeed | undefined {
    return this.byId.get(id);
  }

  /** The instruments customers see in lists and search: those an operator has not taken off the list. */
  listedInstruments(): InstrumentSeed[] {
    return this.instruments.filter((instrument) => instrument.listed !== false);
  }

  /**
   * Reads the operators' terms (listing, halt, multiples, fee rate, lot rules) again and applies them to the
   * instruments in place: every engine holds these same objects, so the next order anywhere on this node uses
   * them. Called after a change on this node, on another node's announcement, and by the reconcile.
   */
  async reloadTerms(): Promise<void> {
    const terms = await loadTerms(this.db);
    for (const [id, changed] of terms) {
      const instrument = this.byId.get(id);
      if (instrument) Object.assign(instrument, changed);
    }
  }

  isOpen(instrument: InstrumentSeed): boolean {
    return isOpen(instrument.session, this.clock.now());
  }

  /** This node leads: its feed makes the ticks (numbered on from the last stored or shared ones) and stores them. */
  async lead(): Promise<void> {
    const rows = await this.db.query<{ instrument_id: number; seq: string }>('SELECT instrument_id, seq FROM last_ticks');
    for (const row of rows) this.sequences.set(row.instrument_id, Math.max(this.sequences.get(row.instrument_id) ?? 0, Number(row.seq)));
    this.start();
  }

  /** Another node leads: no feed and no writes here; prices come from the bus. */
  async follow(): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    this.feed.stop();
    this.cancelFlush?.();
    await this.flushing;
  }

  start(): void {
    if (this.leading) return;
    this.leading = true;
    this.feed.start((ticks) => this.receive(ticks));
    const flush = () => {
      // One flush at a time: on PostgreSQL two would run on separate connections and could commit out of order.
      this.flushing = this.flushing
        .then(() => this.flush())
        .catch((error: unknown) => {
          // The next flush writes what this one could not (candles and last ticks are upserts); say so in the log.
          if (this.log) this.log.error({ err: error }, 'market flush failed');
          else console.error('market flush failed', error);
        });
      this.cancelFlush = this.clock.setTimer(flush, FLUSH_MS);
    };
    this.cancelFlush = this.clock.setTimer(flush, FLUSH_MS);
  }

  async stop(): Promise<void> {
    this.leading = false;
    this.feed.stop();
    this.cancelFlush?.();
    await this.flushing;
    await this.flush(true);
  }

  /** Calls `listener` with every batch of ticks, after the market has taken them in (the engines watch prices). */
  onTicks(listener: (ticks: readonly Tick[]) => void): void {
    this.tickListeners.push(listener);
  }

  /** Ticks from the feed: candles, last prices, then one push per instrument and topic, then the listeners. */
  receive(ticks: readonly Tick[]): void {
    this.hub.batch(() => this.publishTicks(ticks));
    this.bus.shareTicks(ticks);
    for (const listener of this.tickListeners) listener(ticks);
  }

  /** The leader's ticks on a follower: last prices, candles and sequences follow them; the leader made the pushes. */
  private receiveShared(ticks: readonly Tick[]): void {
    const keptFrom = this.clock.now() - FOLLOWER_KEEPS_MS;
    while (this.unflushedTicks.length > 0 && (this.unflushedTicks[0]?.time ?? 0) < keptFrom) this.unflushedTicks.shift();
    for (const tick of ticks) {
      if (!this.byId.has(tick.instrumentId)) continue;
      this.lastTicks.set(tick.instrumentId, tick);
      this.sequences.set(tick.instrumentId, Math.max(this.sequences.get(tick.instrumentId) ?? 0, tick.seq));
      if (this.unflushedTicks.length >= MAX_UNFLUSHED_TICKS) this.unflushedTicks.splice(0, MAX_UNFLUSHED_TICKS / 2);
      this.unflushedTicks.push(tick);
      this.book.apply(tick);
    }
    for (const listener of this.tickListeners) listener(ticks);
  }

  /**
   * The time before which every tick is in the database (the start of the last flush that succeeded): the tick log
   * seals only the minutes that ended by then (server/ticks/seal.ts), so a block never misses a tick still in memory.
   */
  ticksStoredUntil(): number {
    return this.storedUntil;
  }

  /** Resolves once the flushes started so far are done (the long-run benchmark waits on it). */
  flushed(): Promise<void> {
    return this.flushing;
  }

  /** Stores what this node knows (the ticks a follower was shared) before it starts to lead on it. */
  async flushNow(): Promise<void> {
    const run = this.flushing.then(() => this.flush(true));
    this.flushing = run.catch(() => undefined);
    await run;
  }

  private publishTicks(ticks: readonly Tick[]): void {
    // The step's quotes, the latest per instrument, go out together (see publishStep), ahead of the candles: a
    // price is what a screen shows at once, and a tab that handled the candles first could start redrawing a chart
    // (tens of ms on a slow phone) before the price's message was read, and show the price only after it.
    const quotes = new Map<string, DayMarketPush>();
    const candles: [topic: `KLINE.${string}`, candle: KlinePush][] = [];
    for (const tick of ticks) {
      const instrument = this.byId.get(tick.instrumentId);
      if (!instrument) continue;
      this.lastTicks.set(tick.instrumentId, tick);
      // Bounded: should the database stall, the oldest half goes rather than memory without end.
      if (this.unflushedTicks.length >= MAX_UNFLUSHED_TICKS) this.unflushedTicks.splice(0, MAX_UNFLUSHED_TICKS / 2);
      this.unflushedTicks.push(tick);
      for (const candle of this.book.apply(tick)) candles.push([`KLINE.${instrument.code}`, candle]);
      const quote = this.quote(instrument);
      quotes.set(instrument.code, { symbol: instrument.code, quotation: { close: quote.Close, change: quote.Change } });
    }
    this.hub.publishStep('DAY_MARKET', [...quotes.values()]);
    for (const [topic, candle] of candles) this.hub.publish(topic, candle);
  }

  lastTick(instrumentId: number): Tick | undefined {
    return this.lastTicks.get(instrumentId);
  }

  quote(instrument: InstrumentSeed): Quotation {
    const now = this.clock.now();
    const live = this.book.current(instrument.id, '1D');
    const today = live && live.Time === bucketStart('1D', now) ? live : this.todayFromHistory(instrument, now);
    const last = this.lastTicks.get(instrument.id)?.price ?? today.Close;
    const open = Number(today.Open);
    return {
      Open: today.Open,
      Close: last,
      Change: open > 0 ? formatFloat(((Number(last) - open) / open) * 100, 2) : '0.00',
      High: today.High,
      Low: today.Low,
    };
  }

  /** The seeded price path of an instrument, when its prices come from one (not from a recording). */
  pathOf(instrumentId: number): PricePath | undefined {
    return this.feed.path(instrumentId);
  }

  /** Up to `limit` candles starting before `before`, newest last: history from the seed, stored and live ones over it. */
  async klines(instrument: InstrumentSeed, period: Period, before: number, limit: number): Promise<KlinePoint[]> {
    const path = this.feed.path(instrument.id);
    const generated = path ? historyCandles(path, instrument, period, Math.min(before, this.clock.now()), limit) : [];
    const stored = await this.db.query<{ time: string; open: string; high: string; low: string; close: string; volume: string }>(
      `SELECT time, open, high, low, close, volume FROM candles
       WHERE instrument_id = $1 AND period = $2 AND time < $3 ORDER BY time DESC LIMIT $4`,
      [instrument.id, period, before, limit],
    );
    const byTime = new Map<number, KlinePoint>(generated.map((candle) => [candle.Time, candle]));
    const fixed = (value: string) => formatPrice(value, instrument.precision);
    for (const row of stored) {
      const time = Number(row.time);
      byTime.set(time, {
        Time: time,
        Open: fixed(row.open),
        High: fixed(row.high),
        Low: fixed(row.low),
        Close: fixed(row.close),
        Volume: String(Number(row.volume)),
      });
    }
    const live = this.book.current(instrument.id, period);
    if (live && live.Time < before) byTime.set(live.Time, withoutPeriod(live));
    return [...byTime.values()].sort((a, b) => a.Time - b.Time).slice(-limit);
  }

  search(text: string): SearchItem[] {
    const needle = text
      .trim()
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '');
    if (!needle) return [];
    return this.listedInstruments()
      .filter((instrument) => instrument.code.includes(needle) || instrument.showCode.replace(/[^A-Z0-9]/g, '').includes(needle))
      .slice(0, 20)
      .map((instrument) => {
        const quote = this.quote(instrument);
        return {
          Id: instrument.id,
          ShowCode: instrument.showCode,
          PricePrecision: instrument.precision,
          ForexQuotations: { Close: quote.Close, Change: quote.Change },
        };
      });
  }

  private todayFromHistory(instrument: InstrumentSeed, now: number): KlinePoint {
    const path = this.feed.path(instrument.id);
    if (!path) {
      const price = formatFloat(instrument.base, instrument.precision);
      return { Time: bucketStart('1D', now), Open: price, High: price, Low: price, Close: price, Volume: '0' };
    }
    // Closed all day so far (a weekend): the last day it traded, which is what its price still is.
    const today = partialCandle(path, instrument, '1D', now) ?? historyCandles(path, instrument, '1D', now, 1)[0];
    if (!today) throw new Error(`no trading day found for ${instrument.code}`);
    return today;
  }

  private async restoreLiveCandles(): Promise<void> {
    const now = this.clock.now();
    for (const instrument of this.instruments) {
      for (const period of PERIODS) {
        const [row] = await this.db.query<{ open: string; high: string; low: string; close: string; volume: string }>(
          'SELECT open, high, low, close, volume FROM candles WHERE instrument_id = $1 AND period = $2 AND time = $3',
          [instrument.id, period, bucketStart(period, now)],
        );
        if (!row) {
          // No stored candle for the bucket in progress: start it from the path so far, so the day's open (and its
          // change) is the day's, not the moment this server started.
          const path = this.feed.path(instrument.id);
          const sofar = path ? partialCandle(path, instrument, period, now) : null;
          if (sofar) this.book.restore(instrument.id, { ...sofar, Period: period });
          continue;
        }
        const fixed = (value: string) => formatPrice(value, instrument.precision);
        this.book.restore(instrument.id, {
          Period: period,
          Time: bucketStart(period, now),
          Open: fixed(row.open),
          High: fixed(row.high),
          Low: fixed(row.low),
          Close: fixed(row.close),
          Volume: String(Number(row.volume)),
        });
      }
    }
  }

  private async flush(everything = false): Promise<void> {
    const now = this.clock.now();
    const all = everything || now >= this.liveCandlesDue;
    if (all) this.liveCandlesDue = now + LIVE_CANDLES_FLUSH_MS;
    const changed = this.book.takeChanged(all);
    const ticks = [...this.lastTicks.values()];
    const recent = this.unflushedTicks;
    this.unflushedTicks = [];
    if (changed.length === 0 && recent.length === 0) {
      this.storedUntil = Math.max(this.storedUntil, now);
      return;
    }
    // A flush that fails gives its ticks back to the next one: the signed log must not miss them (issue 37).
    const giveBack = (error: unknown) => {
      this.unflushedTicks = recent.concat(this.unflushedTicks).slice(-MAX_UNFLUSHED_TICKS);
      throw error;
    };
    await this.db
      .transaction(
        async (tx) => {
          await storeCandles(tx, changed);
          await storeTicks(tx, recent);
          // Every instrument's last tick in one statement: the flush holds PGlite's one connection, and orders wait.
          if (ticks.length > 0) {
            await tx.query(
              `INSERT INTO last_ticks (instrument_id, seq, time, price)
           SELECT * FROM unnest($1::integer[], $2::bigint[], $3::bigint[], $4::numeric[])
           ON CONFLICT (instrument_id) DO UPDATE SET seq = EXCLUDED.seq, time = EXCLUDED.time, price = EXCLUDED.price
           WHERE last_ticks.seq < EXCLUDED.seq`,
              [
                ticks.map((tick) => tick.instrumentId),
                ticks.map((tick) => tick.seq),
                ticks.map((tick) => tick.time),
                ticks.map((tick) => tick.price),
              ],
            );
          }
          // Nobody waits on a flush: on PGlite's one connection, orders already waiting go first (server/db/turns.ts).
        },
        { priority: 'background' },
      )
      .catch(giveBack);
    this.storedUntil = Math.max(this.storedUntil, now);
  }
}

function withoutPeriod(candle: LiveCandle): KlinePoint {
  return { Time: candle.Time, Open: candle.Open, High: candle.High, Low: candle.Low, Close: candle.Close, Volume: candle.Volume };
}
