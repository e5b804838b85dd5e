import type { KlinePoint, KlinePush, Period } from '@common/market';
import { mergeCandles, trimToLimit } from '@/lib/kline-cache/merge';
import { CHART_MAX_POINTS, HISTORY_MAX_POINTS, liveStep, mergeOlder, OLDER_PAGE } from './candles';

// The candles of one instrument and period, for the chart: drawn at once from the IndexedDB cache, then merged with
// the server's history, then kept current by KLINE pushes, and extended back a page at a time as the user pans
// into the past. The chart listens to small events (replace everything, update the last candle, add one, older
// candles before the first) so a tick never redraws the whole series. Everything outside is handed in, so the flow
// is tested without a browser.

export interface KlineFeedDeps {
  readSeries: (instrumentId: number, period: Period) => Promise<KlinePoint[]>;
  fetchKline: (instrumentId: number, period: Period) => Promise<KlinePoint[]>;
  /** Up to `limit` candles starting before `before` (ms), oldest first. */
  fetchOlder: (instrumentId: number, period: Period, before: number, limit: number) => Promise<KlinePoint[]>;
  storeSeries: (instrumentId: number, period: Period, points: readonly KlinePoint[], now: number) => Promise<boolean>;
  /** socketClient.subscribe: returns the unsubscribe. */
  subscribe: (topic: `KLINE.${string}`, onPush: (data: KlinePush) => void, onGap: () => void) => () => void;
  now: () => number;
}

export interface KlineKey {
  instrumentId: number;
  code: string;
  period: Period;
}

export type FeedEvent =
  | { kind: 'reset'; points: readonly KlinePoint[] }
  | { kind: 'update'; point: KlinePoint }
  | { kind: 'append'; point: KlinePoint }
  /** `added` candles came in before the first one: the view stays where the user has it. */
  | { kind: 'older'; points: readonly KlinePoint[]; added: number };

/** Paging back: idle (a page may be asked), loading (one is on its way), done (the history's start, or the cap). */
export type OlderStatus = 'idle' | 'loading' | 'done';

/** loading: nothing to draw yet; ready: candles are shown; empty: the server has none; failed: no cache and no answer. */
export type FeedStatus = 'loading' | 'ready' | 'empty' | 'failed';

export class KlineFeed {
  private series: readonly KlinePoint[] = [];
  private state: FeedStatus = 'loading';
  private running = false;
  /** Bumped by every start, stop and load, so an answer meant for an earlier one is dropped. */
  private generation = 0;
  private loadSeq = 0;
  /** Pushes that arrived while the history was being fetched, applied again over the server's answer. */
  private pending: KlinePoint[] | null = null;
  /** How many candles are kept: CHART_MAX_POINTS, more once older pages came in (up to HISTORY_MAX_POINTS). */
  private cap = CHART_MAX_POINTS;
  private older: OlderStatus = 'idle';
  private unsubscribe: (() => void) | undefined;
  private readonly listeners = new Set<(event: FeedEvent) => void>();
  private readonly statusListeners = new Set<() => void>();

  constructor(
    private readonly deps: KlineFeedDeps,
    readonly key: KlineKey,
  ) {}

  get points(): readonly KlinePoint[] {
    return this.series;
  }

  readonly status = (): FeedStatus => this.state;

  /** For useSyncExternalStore. */
  readonly subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  olderStatus(): OlderStatus {
    return this.older;
  }

  listen(listener: (event: FeedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Subscribes to the live candles and loads the history; a stopped feed can start again (back on the screen). */
  start(): void {
    if (this.running) return;
    this.running = true;
    const generation = ++this.generation;
    const { instrumentId, code, period } = this.key;
    this.unsubscribe = this.deps.subscribe(
      `KLINE.${code}`,
      (data) => this.onPush(data),
      () => this.load(),
    );
    if (this.series.length === 0) {
      this.deps
        .readSeries(instrumentId, period)
        .then((cached) => {
          if (generation !== this.generation || cached.length === 0) return;
          // What arrived meanwhile (live candles, the server's answer) is newer than the cache.
          this.replace(mergeCandles(cached, this.series));
          this.setStatus('ready');
        })
        .catch(() => undefined);
    }
    this.load();
  }

  /** Unsubscribes and keeps what was shown in the cache, live candles included. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.generation += 1;
    this.pending = null;
    // A page on its way is dropped (its answer finds another generation); the next start may ask again.
    if (this.older === 'loading') this.older = 'idle';
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.state === 'ready') this.persist();
  }

  /** Fetches the history again (after a gap in the pushes, or a retry). */
  load(): void {
    if (!this.running) return;
    const generation = this.generation;
    const seq = ++this.loadSeq;
    const { instrumentId, period } = this.key;
    this.pending = [];
    if (this.state === 'failed') this.setStatus('loading');
    this.deps
      .fetchKline(instrumentId, period)
      .then((fetched) => {
        if (generation !== this.generation || seq !== this.loadSeq) return;
        let merged: readonly KlinePoint[] = mergeCandles(this.series, fetched);
        for (const push of this.pending ?? []) {
          const step = liveStep(merged, { ...push, Period: period }, period);
          if (step.kind !== 'ignore') merged = step.series;
        }
        this.pending = null;
        this.replace(merged);
        this.setStatus(this.series.length > 0 ? 'ready' : 'empty');
        this.persist();
      })
      .catch(() => {
        if (generation !== this.generation || seq !== this.loadSeq) return;
        this.pending = null;
        // The cached candles stay on screen; only a chart with nothing to show says it failed.
        if (this.series.length === 0) this.setStatus('failed');
      });
  }

  /**
   * Asks for the page of candles before the oldest one held (the user panned back to it), once at a time; stops at
   * the start of the history (the server had fewer than asked for) or at HISTORY_MAX_POINTS. A failed page (offline)
   * may be asked again by the next pan.
   */
  loadOlder(): void {
    const oldest = this.series[0];
    if (!this.running || this.older !== 'idle' || oldest === undefined) return;
    if (this.series.length >= HISTORY_MAX_POINTS) {
      this.older = 'done';
      return;
    }
    const generation = this.generation;
    const { instrumentId, period } = this.key;
    this.older = 'loading';
    this.deps
      .fetchOlder(instrumentId, period, oldest.Time, OLDER_PAGE)
      .then((page) => {
        if (generation !== this.generation) return;
        const merged = mergeOlder(this.series, page, OLDER_PAGE);
        this.older = merged.atStart ? 'done' : 'idle';
        if (merged.added === 0) return;
        this.cap = Math.min(HISTORY_MAX_POINTS, Math.max(this.cap, merged.series.length));
        this.series = trimToLimit(merged.series, this.cap);
        this.emit({ kind: 'older', points: this.series, added: merged.added });
      })
      .catch(() => {
        if (generation === this.generation) this.older = 'idle';
      });
  }

  private onPush(data: unknown): void {
    if (!this.running) return;
    const step = liveStep(this.series, data, this.key.period);
    if (step.kind === 'ignore') return;
    this.series = step.series;
    this.pending?.push(step.point);
    // Before the history arrived the chart waits for it; after "empty" or "failed" a live candle is worth showing.
    if (this.state === 'empty' || this.state === 'failed') this.setStatus('ready');
    this.emit({ kind: step.kind, point: step.point });
  }

  private replace(points: readonly KlinePoint[]): void {
    this.series = trimToLimit(points, this.cap);
    this.emit({ kind: 'reset', points: this.series });
  }

  private persist(): void {
    const { instrumentId, period } = this.key;
    void this.deps.storeSeries(instrumentId, period, this.series, this.deps.now()).catch(() => false);
  }

  private emit(event: FeedEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  private setStatus(status: FeedStatus): void {
    if (status === this.state) return;
    this.state = status;
    for (const listener of [...this.statusListeners]) listener();
  }
}
