import { describe, expect, it } from 'vitest';
import { AlertIndex, type IndexedAlert } from '../../../../server/alert/alert-index';

// The alerts' index on hand-made ticks: each crossing fires once, a repeating alert re-arms only after the price
// went back (or the move cleared), a gap fires with the gap's price, and a tick looks only at what it crossed.

const MINUTE = 60_000;

let nextId = 1;
function alert(fields: Partial<IndexedAlert> & Pick<IndexedAlert, 'condition'>): IndexedAlert {
  return {
    id: nextId++,
    userId: 1,
    instrumentId: 1,
    level: null,
    percent: null,
    windowMinutes: null,
    repeat: false,
    armed: true,
    version: 1,
    ...fields,
  };
}

/** The decisions of a tick as `fire 7` / `rearm 7`, for short assertions. */
function tickOf(index: AlertIndex, price: string, time = 0, instrumentId = 1): string[] {
  return index.onTick(instrumentId, time, price).map((decision) => `${decision.what} ${decision.alert.id}`);
}

describe('price alert index: levels', () => {
  it('fires an above alert once when the price reaches its level, and a one-shot leaves the index', () => {
    const index = new AlertIndex();
    const above = alert({ condition: 'above', level: '1.2000' });
    index.put(above);
    expect(tickOf(index, '1.1999')).toEqual([]);
    expect(tickOf(index, '1.2000')).toEqual([`fire ${above.id}`]);
    expect(tickOf(index, '1.2100')).toEqual([]);
    expect(tickOf(index, '1.1000')).toEqual([]);
    expect(tickOf(index, '1.3000')).toEqual([]);
    expect(index.size).toBe(0);
  });

  it('fires a below alert on a gap with that tick, and tells the version it fired from', () => {
    const index = new AlertIndex();
    const below = alert({ condition: 'below', level: '100', version: 4 });
    index.put(below);
    const [decision, ...rest] = index.onTick(1, 0, '90.5');
    expect(rest).toEqual([]);
    expect(decision).toMatchObject({ what: 'fire', fromVersion: 4, alert: { id: below.id, armed: false, version: 5 } });
  });

  it('re-arms a repeating alert only after the price went back across its level by the margin', () => {
    const index = new AlertIndex();
    const above = alert({ condition: 'above', level: '50', repeat: true });
    index.put(above);
    expect(tickOf(index, '51')).toEqual([`fire ${above.id}`]);
    expect(tickOf(index, '52')).toEqual([]);
    // Back at the level is not back below it, nor is hovering just under it (within 0.1% of 50: down to 49.95).
    expect(tickOf(index, '50')).toEqual([]);
    expect(tickOf(index, '49.99')).toEqual([]);
    expect(tickOf(index, '49.95')).toEqual([]);
    expect(tickOf(index, '49.94')).toEqual([`rearm ${above.id}`]);
    expect(tickOf(index, '49')).toEqual([]);
    expect(tickOf(index, '50')).toEqual([`fire ${above.id}`]);
    expect(index.get(above.id)).toMatchObject({ armed: false, version: 4 });
  });

  it('re-arms a repeating below alert once the price is back above it', () => {
    const index = new AlertIndex();
    const below = alert({ condition: 'below', level: '10', repeat: true });
    index.put(below);
    expect(tickOf(index, '9')).toEqual([`fire ${below.id}`]);
    expect(tickOf(index, '10')).toEqual([]);
    expect(tickOf(index, '10.01')).toEqual([]);
    expect(tickOf(index, '10.02')).toEqual([`rearm ${below.id}`]);
    expect(tickOf(index, '8')).toEqual([`fire ${below.id}`]);
  });

  it('indexes a repeating alert that waits to re-arm, as a rebuild from the database gives it', () => {
    const index = new AlertIndex();
    const waiting = alert({ condition: 'above', level: '50', repeat: true, armed: false });
    index.put(waiting);
    expect(tickOf(index, '60')).toEqual([]);
    expect(tickOf(index, '40')).toEqual([`rearm ${waiting.id}`]);
  });

  it('forgets a removed alert and a replaced one fires by its new level only', () => {
    const index = new AlertIndex();
    const removed = alert({ condition: 'above', level: '5' });
    const moved = alert({ condition: 'above', level: '5' });
    index.put(removed);
    index.put(moved);
    index.remove(removed.id);
    index.put({ ...moved, level: '7', version: 2 });
    expect(tickOf(index, '6')).toEqual([]);
    expect(tickOf(index, '7')).toEqual([`fire ${moved.id}`]);
  });

  it('keeps instruments apart', () => {
    const index = new AlertIndex();
    const other = alert({ condition: 'above', level: '5', instrumentId: 2 });
    index.put(other);
    expect(tickOf(index, '6', 0, 1)).toEqual([]);
    expect(tickOf(index, '6', 0, 2)).toEqual([`fire ${other.id}`]);
  });

  it('looks at only the levels a tick crossed, not at every alert', () => {
    const index = new AlertIndex();
    for (let i = 1; i <= 1_000; i += 1) index.put(alert({ condition: 'above', level: String(100 + i) }));
    for (let i = 1; i <= 1_000; i += 1) index.put(alert({ condition: 'below', level: String(100 - i / 100) }));
    index.visited = 0;
    expect(tickOf(index, '100.5')).toEqual([]);
    // Four heaps' tops (two of them empty): nothing crossed, nothing more read.
    expect(index.visited).toBeLessThanOrEqual(4);
    expect(tickOf(index, '103')).toHaveLength(3);
    expect(index.visited).toBeLessThanOrEqual(4 + 3 + 4);
  });
});

describe('price alert index: moves', () => {
  it('fires a move of N% within the window, up or down, once, with its direction', () => {
    const index = new AlertIndex();
    const move = alert({ condition: 'move', percent: '2', windowMinutes: 10 });
    index.put(move);
    expect(tickOf(index, '100', 0)).toEqual([]);
    expect(tickOf(index, '101.9', 1 * MINUTE)).toEqual([]);
    const [fired] = index.onTick(1, 2 * MINUTE, '102');
    expect(fired).toMatchObject({ what: 'fire', direction: 1, alert: { id: move.id } });
    expect(tickOf(index, '104', 3 * MINUTE)).toEqual([]);
    expect(index.size).toBe(0);
  });

  it('does not count a move older than the window', () => {
    const index = new AlertIndex();
    const move = alert({ condition: 'move', percent: '5', windowMinutes: 5 });
    index.put(move);
    expect(tickOf(index, '100', 0)).toEqual([]);
    expect(tickOf(index, '97', 3 * MINUTE)).toEqual([]);
    // 100 left the window (older than 5 minutes): from 97 to 95 is 2.06% down, not 5%.
    expect(tickOf(index, '95', 6 * MINUTE)).toEqual([]);
    // From 97 to 92 within 5 minutes (97 at 3:00, now 7:59): 5.15% down.
    const [fired] = index.onTick(1, 7 * MINUTE + 59_000, '92');
    expect(fired).toMatchObject({ what: 'fire', direction: -1 });
  });

  it('re-arms a repeating move alert only once the move fell to half its percentage', () => {
    const index = new AlertIndex();
    const move = alert({ condition: 'move', percent: '1', windowMinutes: 1, repeat: true });
    index.put(move);
    expect(tickOf(index, '100', 0)).toEqual([]);
    expect(tickOf(index, '101', 10_000)).toEqual([`fire ${move.id}`]);
    // Still 1.5% above the window's low: not cleared, and not fired again.
    expect(tickOf(index, '101.5', 20_000)).toEqual([]);
    // The low of 100 left the window: from 101 to 101.2 is 0.2%, under half of 1%: the move cleared.
    expect(tickOf(index, '101.2', 70_001)).toEqual([`rearm ${move.id}`]);
    expect(tickOf(index, '100', 80_000)).toEqual([`fire ${move.id}`]);
  });

  it('fires each threshold a move crossed and only those, across windows', () => {
    const index = new AlertIndex();
    const small = alert({ condition: 'move', percent: '1', windowMinutes: 5 });
    const large = alert({ condition: 'move', percent: '10', windowMinutes: 5 });
    const otherWindow = alert({ condition: 'move', percent: '1', windowMinutes: 60 });
    for (const each of [small, large, otherWindow]) index.put(each);
    expect(tickOf(index, '100', 0)).toEqual([]);
    expect(tickOf(index, '103', MINUTE).sort()).toEqual([`fire ${otherWindow.id}`, `fire ${small.id}`].sort());
    expect(index.get(large.id)).toMatchObject({ armed: true });
  });
});
