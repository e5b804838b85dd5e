import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock';
import type { Tick } from './candles';
import type { FeedFactory, MarketFeed } from './feed';
import { isOpen } from './hours';
import type { InstrumentSeed } from './instrument-data';
import { parseReplayCsv, ReplayFileError, type RecordedTick } from './replay-csv';
import { SimulatedFeed, STEP_MS } from './simulated-feed';
import { formatFloat } from '../../common/money';

// Plays recorded prices (see replay-csv.ts for the files) as if they were happening now. A recording is moved in
// time by whole weeks, so a Monday 09:00 row still plays on a Monday at 09:00 and trading hours keep their
// meaning, and it repeats every `cycle` (its length rounded up to whole weeks): the rows of the last cycle before
// the server started become the chart's history, the rest play live at their recorded pace. Instruments without a
// file keep the simulated feed, so an operator may record only some.

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** History stored at start is bounded, however long the recording: enough for every chart period's first pages. */
const HISTORY_MS = 8 * WEEK_MS;

/** Recordings by instrument code, as read from a folder. */
export type Recordings = ReadonlyMap<string, readonly RecordedTick[]>;

export async function readRecordings(dir: string): Promise<Recordings> {
  const names = (await readdir(dir)).filter((name) => name.toLowerCase().endsWith('.csv')).sort();
  if (names.length === 0) throw new ReplayFileError(`${dir}: no .csv files to replay`);
  const recordings = new Map<string, RecordedTick[]>();
  for (const name of names) {
    recordings.set(name.slice(0, -'.csv'.length).toUpperCase(), parseReplayCsv(name, await readFile(path.join(dir, name), 'utf8')));
  }
  return recordings;
}

class Playback {
  private readonly first: number;
  private readonly cycle: number;
  private round: number;
  private next: number;

  constructor(
    private readonly rows: readonly RecordedTick[],
    startedAt: number,
  ) {
    this.first = rows[0]?.time ?? 0;
    const last = rows.at(-1)?.time ?? 0;
    this.cycle = Math.max(1, Math.ceil((last - this.first + 1) / WEEK_MS)) * WEEK_MS;
    this.round = Math.floor((startedAt - this.first) / this.cycle);
    // The first row still to play: later than the start in this round.
    const offset = this.round * this.cycle;
    const index = rows.findIndex((row) => row.time + offset > startedAt);
    if (index === -1) {
      this.round += 1;
      this.next = 0;
    } else {
      this.next = index;
    }
  }

  /** The rows due by `now`, each at the moment it plays. */
  due(now: number): RecordedTick[] {
    const played: RecordedTick[] = [];
    for (;;) {
      const row = this.rows[this.next];
      if (!row) return played;
      const time = row.time + this.round * this.cycle;
      if (time > now) return played;
      played.push({ ...row, time });
      this.next += 1;
      if (this.next === this.rows.length) {
        this.next = 0;
        this.round += 1;
      }
    }
  }

  /** Passes over the rows due by `now` without playing them. */
  skipTo(now: number): void {
    this.due(now);
  }

  /** The rows that played in the `span` before `until` (at most one cycle), at the moments they played. */
  before(until: number, span: number): RecordedTick[] {
    const from = until - Math.min(span, this.cycle);
    const played: RecordedTick[] = [];
    const roundOf = (time: number) => Math.floor((time - this.first) / this.cycle);
    for (let round = roundOf(from); round <= roundOf(until); round += 1) {
      for (const row of this.rows) {
        const time = row.time + round * this.cycle;
        if (time > from && time <= until) played.push({ ...row, time });
      }
    }
    return played;
  }
}

export class ReplayFeed implements MarketFeed {
  private readonly playbacks = new Map<number, Playback>();
  private readonly simulated: SimulatedFeed;
  private readonly startedAt: number;
  private cancel: (() => void) | undefined;

  constructor(
    private readonly clock: Clock,
    seed: number,
    private readonly instruments: readonly InstrumentSeed[],
    recordings: Recordings,
    private readonly sequences: Map<number, number>,
  ) {
    this.startedAt = clock.now();
    const byCode = new Map(instruments.map((instrument) => [instrument.code, instrument]));
    for (const [code, rows] of recordings) {
      const instrument = byCode.get(code);
      if (!instrument) throw new ReplayFileError(`${code}.csv: no listed instrument has the code ${code}`);
      this.playbacks.set(instrument.id, new Playback(rows, this.startedAt));
    }
    const unrecorded = instruments.filter((instrument) => !this.playbacks.has(instrument.id));
    this.simulated = new SimulatedFeed(clock, seed, unrecorded, sequences);
  }

  path(instrumentId: number) {
    return this.simulated.path(instrumentId);
  }

  recordedHistory(): Tick[] {
    const ticks: Tick[] = [];
    for (const instrument of this.instruments) {
      const playback = this.playbacks.get(instrument.id);
      if (!playback) continue;
      for (const row of playback.before(this.startedAt, HISTORY_MS)) {
        if (isOpen(instrument.session, row.time)) ticks.push(this.tick(instrument, row, 0));
      }
    }
    return ticks;
  }

  /** The recorded rows due by `now`, as ticks, for instruments open when each row plays. */
  step(now: number): Tick[] {
    const ticks: Tick[] = [];
    for (const instrument of this.instruments) {
      const playback = this.playbacks.get(instrument.id);
      if (!playback) continue;
      for (const row of playback.due(now)) {
        if (!isOpen(instrument.session, row.time)) continue;
        const seq = (this.sequences.get(instrument.id) ?? 0) + 1;
        this.sequences.set(instrument.id, seq);
        ticks.push(this.tick(instrument, row, seq));
      }
    }
    return ticks;
  }

  start(onTicks: (ticks: Tick[]) => void): void {
    // A feed is made when the node starts but started when it comes to lead, perhaps much later: what fell due in
    // between was the leader's of that time to play, and played now it would be old prices numbered as new ones.
    for (const playback of this.playbacks.values()) playback.skipTo(this.clock.now());
    this.simulated.start(onTicks);
    const run = () => {
      const ticks = this.step(this.clock.now());
      if (ticks.length > 0) onTicks(ticks);
      this.cancel = this.clock.setTimer(run, STEP_MS - (this.clock.now() % STEP_MS));
    };
    this.cancel = this.clock.setTimer(run, STEP_MS - (this.clock.now() % STEP_MS));
  }

  stop(): void {
    this.simulated.stop();
    this.cancel?.();
    this.cancel = undefined;
  }

  private tick(instrument: InstrumentSeed, row: RecordedTick, seq: number): Tick {
    return { instrumentId: instrument.id, seq, time: row.time, price: formatFloat(row.price, instrument.precision), volume: row.volume };
  }
}

export function replayFeed(seed: number, recordings: Recordings): FeedFactory {
  return ({ clock, instruments, sequences }) => new ReplayFeed(clock, seed, instruments, recordings, sequences);
}
