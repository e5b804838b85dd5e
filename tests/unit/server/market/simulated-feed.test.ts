import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../server/clock';
import { INSTRUMENTS } from '../../../../server/market/instrument-data';
import { pricePath } from '../../../../server/market/price-path';
import { SimulatedFeed } from '../../../../server/market/simulated-feed';

const TUESDAY = Date.UTC(2026, 10, 24, 10, 0, 0);
const eurusd = INSTRUMENTS.find((instrument) => instrument.code === 'EURUSD')!;
const btc = INSTRUMENTS.find((instrument) => instrument.code === 'BTCUSDT')!;

function runFeed(seed: number, steps: number) {
  const clock = new ManualClock(TUESDAY);
  const feed = new SimulatedFeed(clock, seed, INSTRUMENTS, new Map());
  const ticks: string[] = [];
  feed.start((batch) => ticks.push(...batch.map((tick) => `${tick.instrumentId}:${tick.seq}:${tick.time}:${tick.price}`)));
  clock.advance(steps * 250);
  feed.stop();
  return ticks;
}

describe('the simulated feed', () => {
  it('gives the same ticks for the same seed and clock, and others for another seed', () => {
    const first = runFeed(7, 400);
    expect(first).toEqual(runFeed(7, 400));
    expect(runFeed(8, 400)).not.toEqual(first);
  });

  it('ticks a few times a second per open instrument, with sequences that grow by one', () => {
    const ticks = runFeed(7, 400).map((line) => line.split(':'));
    const perInstrument = new Map<string, number[]>();
    for (const [id, seq] of ticks) perInstrument.set(id!, [...(perInstrument.get(id!) ?? []), Number(seq)]);
    expect(perInstrument.size).toBe(INSTRUMENTS.length);
    for (const seqs of perInstrument.values()) {
      // 100 seconds: about 2 ticks a second each.
      expect(seqs.length).toBeGreaterThan(150);
      expect(seqs.length).toBeLessThan(250);
      expect(seqs).toEqual(seqs.map((_, index) => index + 1));
    }
  });

  it('sends nothing for a closed market', () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 21, 12, 0, 0));
    const feed = new SimulatedFeed(clock, 7, INSTRUMENTS, new Map());
    const codes = new Set<number>();
    feed.start((batch) => batch.forEach((tick) => codes.add(tick.instrumentId)));
    clock.advance(60_000);
    feed.stop();
    expect([...codes].sort((a, b) => a - b)).toEqual(INSTRUMENTS.filter((i) => i.session === 'crypto').map((i) => i.id));
  });

  it("moves prices with about the instrument's volatility", () => {
    // The spread of daily log returns over a year of days, against the yearly volatility over the square root of days.
    for (const instrument of [eurusd, btc]) {
      const path = pricePath(11, instrument);
      const returns: number[] = [];
      for (let day = 0; day < 365; day += 1) {
        const t = TUESDAY + day * 86_400_000;
        returns.push(Math.log(path.priceAt(t + 86_400_000) / path.priceAt(t)));
      }
      const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
      const sd = Math.sqrt(returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / returns.length);
      const expected = instrument.volatility / Math.sqrt(365.25);
      expect(sd / expected).toBeGreaterThan(0.6);
      expect(sd / expected).toBeLessThan(1.5);
    }
  });
});
