import { REARM_LEVEL_SHARE, REARM_MOVE_SHARE } from '../../common/alert';
import { Decimal } from '../../common/money';
import type { PriceAlertCondition } from '../../common/notify';
import { MoveWindow } from './move-window';
import { ThresholdHeaps, type Crossing, type ThresholdEntry } from './threshold-heaps';

// Which price alerts a tick sets off (or re-arms), without scanning every alert: the leader's index, rebuilt from
// the database when it starts leading (./alert-engine.ts).
//
// Per instrument:
// - Level alerts (above, below) wait in one group of threshold heaps (./threshold-heaps.ts), keyed by their level: a
//   tick pops only the levels its price crossed. An armed "above" waits to be reached from below; once fired, a
//   repeating one waits in the opposite heap for the price to go back strictly below its level less a margin
//   (REARM_LEVEL_SHARE of it), which re-arms it: a price hovering at the level tells once, not at each tick across.
// - Move alerts are grouped by their window: each window has a rolling low and high (./move-window.ts, amortised O(1)
//   a tick) and one group of threshold heaps keyed by the alerts' percentages, crossed by the larger of the move up
//   and the move down. So a tick costs O(w + k log n) on the instrument: w the distinct windows its move alerts use
//   (at most MAX_WINDOW_MINUTES, a handful in practice: alerts share the windows the form offers), k the alerts it
//   fires or re-arms. A window starts filling when its first alert is indexed (on a new leader, from its first tick),
//   so a move counts only what this index saw: late rather than ever falsely.
// Each decision moves the alert at once to where it waits next, so a later tick of the same batch sees it there:
// fired exactly once per crossing.

export interface IndexedAlert {
  id: number;
  userId: number;
  instrumentId: number;
  condition: PriceAlertCondition;
  /** The level's decimal text (above, below). */
  level: string | null;
  /** The move's percentage as decimal text (move). */
  percent: string | null;
  windowMinutes: number | null;
  repeat: boolean;
  /** Ready to fire; false while a repeating alert waits to be re-armed. */
  armed: boolean;
  /** The database row's version this memory reflects (raised here by each decision, as the write will raise it). */
  version: number;
}

/** A decision of a tick: an alert to fire (with the version it fired from), or one to re-arm. */
export interface AlertDecision {
  what: 'fire' | 'rearm';
  alert: IndexedAlert;
  /** The alert's version before this decision: the write is conditional on it. */
  fromVersion: number;
  /** A move's direction when it fired: +1 up, -1 down (0 for a level or a re-arm). */
  direction: 1 | -1 | 0;
}

const NONE: readonly AlertDecision[] = [];

interface MoveGroup {
  window: MoveWindow;
  heaps: ThresholdHeaps;
}

interface InstrumentAlerts {
  levels: ThresholdHeaps;
  moves: Map<number, MoveGroup>;
}

interface Slot {
  alert: IndexedAlert;
  /** The entry's own version in the heaps (each re-indexing makes the last stale). */
  entry: number;
}

export class AlertIndex {
  private readonly byInstrument = new Map<number, InstrumentAlerts>();
  private readonly slots = new Map<number, Slot>();
  private nextEntry = 1;
  /** Threshold entries looked at by ticks so far (the benchmark's measure of work). */
  visited = 0;

  /** Alerts indexed. */
  get size(): number {
    return this.slots.size;
  }

  /** The ids of the alerts indexed (a copy: the caller may change the index while reading it). */
  ids(): number[] {
    return [...this.slots.keys()];
  }

  get(id: number): IndexedAlert | undefined {
    return this.slots.get(id)?.alert;
  }

  /** Indexes the alert as given (an active one), in place of what was indexed of it. */
  put(alert: IndexedAlert): void {
    this.remove(alert.id);
    const entry = this.nextEntry++;
    this.slots.set(alert.id, { alert, entry });
    const heaps = this.heapsOf(alert);
    heaps.live += 1;
    heaps.push(this.crossingOf(alert), {
      id: alert.id,
      level: thresholdOf(alert).toNumber(),
      version: entry,
    });
    heaps.compactIfStale(this.isLive);
  }

  /** Forgets the alert (removed, inactive); its heap entry goes stale. */
  remove(id: number): void {
    const slot = this.slots.get(id);
    if (!slot) return;
    this.slots.delete(id);
    const instrument = this.byInstrument.get(slot.alert.instrumentId);
    const { alert } = slot;
    if (!instrument) return;
    if (alert.condition !== 'move') {
      instrument.levels.live -= 1;
      return;
    }
    const group = instrument.moves.get(alert.windowMinutes ?? 0);
    if (!group) return;
    group.heaps.live -= 1;
    // A window nobody watches any more is dropped with its ticks.
    if (group.heaps.live === 0) instrument.moves.delete(alert.windowMinutes ?? 0);
  }

  /** Removes every alert. */
  clear(): void {
    this.byInstrument.clear();
    this.slots.clear();
  }

  /**
   * What a tick decides, in order: the alerts it fires and those it re-arms. Each is moved in memory at once (a fired
   * one-shot leaves the index; a fired repeating one waits to re-arm; a re-armed one waits to fire).
   */
  onTick(instrumentId: number, time: number, priceText: string): readonly AlertDecision[] {
    const instrument = this.byInstrument.get(instrumentId);
    if (!instrument) return NONE;
    // A tick allocates nothing unless it decides something: the handlers are bound once and read the tick from here,
    // and one point of the tick goes into every window of the instrument.
    const price = Number(priceText);
    this.tickText = priceText;
    this.visited += instrument.levels.take(price, this.isLive, this.onLevelCrossed);
    if (instrument.moves.size > 0) {
      const point = { time, price };
      for (const group of instrument.moves.values()) {
        // The window's update is work of the tick too: counted, so the measure is honest about w.
        this.visited += 1;
        const window = group.window;
        window.push(point);
        this.tickDirection = window.up >= window.down ? 1 : -1;
        this.visited += group.heaps.take(Math.max(window.up, window.down), this.isLive, this.onMoveCrossed);
      }
    }
    if (this.held.length > 0) {
      for (const alert of this.held) this.put(alert);
      this.held = [];
    }
    if (this.decided.length === 0) return NONE;
    // A window whose last alert fired as a one-shot is dropped with its ticks (not while it was being read).
    for (const [minutes, group] of instrument.moves) if (group.heaps.live === 0) instrument.moves.delete(minutes);
    const decided = this.decided;
    this.decided = [];
    return decided;
  }

  // What the tick being read decided so far, and the level alerts it put back (a float crossing not true in decimals).
  private decided: AlertDecision[] = [];
  private held: IndexedAlert[] = [];
  private tickText = '';
  private tickDirection: 1 | -1 = 1;

  private readonly onLevelCrossed = (entry: ThresholdEntry, crossing: Crossing): void => {
    const alert = (this.slots.get(entry.id) as Slot).alert;
    // The heaps compared binary floats: decide in decimals, and put back a level not truly crossed.
    if (!levelCrossed(alert, crossing, this.tickText)) this.held.push(alert);
    else this.decided.push(this.decide(alert, crossing, 0));
  };

  private readonly onMoveCrossed = (entry: ThresholdEntry, crossing: Crossing): void => {
    const alert = (this.slots.get(entry.id) as Slot).alert;
    this.decided.push(this.decide(alert, crossing, crossing === 'reach_up' ? this.tickDirection : 0));
  };

  private decide(alert: IndexedAlert, crossing: Crossing, direction: 1 | -1 | 0): AlertDecision {
    const fromVersion = alert.version;
    const fires = crossing.startsWith('reach');
    const next: IndexedAlert = { ...alert, armed: !fires, version: alert.version + 1 };
    this.slots.delete(alert.id);
    this.unlive(alert);
    if (!fires || alert.repeat) this.put(next);
    return { what: fires ? 'fire' : 'rearm', alert: next, fromVersion, direction };
  }

  /** Counts an alert out of its group's live entries (its entry was popped already). */
  private unlive(alert: IndexedAlert): void {
    const instrument = this.byInstrument.get(alert.instrumentId);
    if (!instrument) return;
    if (alert.condition !== 'move') instrument.levels.live -= 1;
    else {
      const group = instrument.moves.get(alert.windowMinutes ?? 0);
      // Kept while the tick is being read (its window may be in use); put() or a later removal tidies it.
      if (group) group.heaps.live -= 1;
    }
  }

  private readonly isLive = (entry: ThresholdEntry): boolean => this.slots.get(entry.id)?.entry === entry.version;

  private crossingOf(alert: IndexedAlert): Crossing {
    if (alert.condition === 'above') return alert.armed ? 'reach_up' : 'leave_down';
    if (alert.condition === 'below') return alert.armed ? 'reach_down' : 'leave_up';
    return alert.armed ? 'reach_up' : 'leave_down';
  }

  private heapsOf(alert: IndexedAlert): ThresholdHeaps {
    let instrument = this.byInstrument.get(alert.instrumentId);
    if (!instrument) {
      instrument = { levels: new ThresholdHeaps(), moves: new Map() };
      this.byInstrument.set(alert.instrumentId, instrument);
    }
    if (alert.condition !== 'move') return instrument.levels;
    const minutes = alert.windowMinutes ?? 0;
    let group = instrument.moves.get(minutes);
    if (!group) {
      group = { window: new MoveWindow(minutes * 60_000), heaps: new ThresholdHeaps() };
      instrument.moves.set(minutes, group);
    }
    return group.heaps;
  }
}

const LEVEL_MARGIN = new Decimal(REARM_LEVEL_SHARE);
const MOVE_MARGIN = new Decimal(REARM_MOVE_SHARE);

/**
 * Where the alert waits: armed, its level (or a move's percentage); fired and waiting to re-arm, past its level by the
 * margin (below it for "above", above it for "below"), or a move's share of its percentage.
 */
function thresholdOf(alert: IndexedAlert): Decimal {
  if (alert.condition === 'move') {
    const percent = new Decimal(alert.percent ?? 0);
    return alert.armed ? percent : percent.times(MOVE_MARGIN);
  }
  const level = new Decimal(alert.level ?? 0);
  if (alert.armed) return level;
  return alert.condition === 'above' ? level.times(Decimal.sub(1, LEVEL_MARGIN)) : level.times(LEVEL_MARGIN.plus(1));
}

/** Whether the price truly crossed the alert's threshold the way `crossing` says, in decimals. */
function levelCrossed(alert: IndexedAlert, crossing: Crossing, priceText: string): boolean {
  const price = new Decimal(priceText);
  const level = thresholdOf(alert);
  if (crossing === 'reach_up') return price.greaterThanOrEqualTo(level);
  if (crossing === 'reach_down') return price.lessThanOrEqualTo(level);
  if (crossing === 'leave_up') return price.greaterThan(level);
  return price.lessThan(level);
}
