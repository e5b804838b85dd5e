import { describe, expect, it } from 'vitest';
import { Backoff } from '../../../../browser/socket-client/backoff';
import { SequenceTracker } from '../../../../browser/socket-client/sequence';

describe('backoff', () => {
  it('doubles from 0.5 s and stops growing at 30 s', () => {
    const backoff = new Backoff(() => 0.5);
    const waits = Array.from({ length: 10 }, () => backoff.next());
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('keeps every jittered wait within ±30% of the nominal one, and does spread them', () => {
    let seed = 7;
    // A small deterministic generator, so a failure can be replayed.
    const random = (): number => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    const nominal = [500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    const seen = new Set<number>();
    for (let run = 0; run < 200; run += 1) {
      const backoff = new Backoff(random);
      for (const expected of nominal) {
        const wait = backoff.next();
        expect(wait).toBeGreaterThanOrEqual(Math.floor(expected * 0.7));
        expect(wait).toBeLessThanOrEqual(Math.ceil(expected * 1.3));
        if (expected === 500) seen.add(wait);
      }
    }
    expect(seen.size).toBeGreaterThan(100);
    expect(Math.min(...seen)).toBeLessThan(380);
    expect(Math.max(...seen)).toBeGreaterThan(620);
  });

  it('starts again from 0.5 s after reset', () => {
    const backoff = new Backoff(() => 0.5);
    for (let i = 0; i < 5; i += 1) backoff.next();
    backoff.reset();
    expect([backoff.next(), backoff.next()]).toEqual([500, 1_000]);
  });
});

describe('sequence tracker', () => {
  it('accepts the next number, reports a jump as a gap, and drops numbers already seen', () => {
    const seqs = new SequenceTracker();
    expect(seqs.accept('DAY_MARKET', 41)).toBe('next');
    expect(seqs.accept('DAY_MARKET', 42)).toBe('next');
    expect(seqs.accept('DAY_MARKET', 45)).toBe('gap');
    expect(seqs.accept('DAY_MARKET', 44)).toBe('stale');
    expect(seqs.accept('DAY_MARKET', 45)).toBe('stale');
    expect(seqs.accept('DAY_MARKET', 46)).toBe('next');
    // Topics are counted apart.
    expect(seqs.accept('KLINE.BTC', 1)).toBe('next');
    expect(seqs.accept('KLINE.BTC', 3)).toBe('gap');
  });

  it('takes any number as the new baseline after forget or clear (a restarted server counts from 1)', () => {
    const seqs = new SequenceTracker();
    seqs.accept('DAY_MARKET', 900);
    seqs.accept('KLINE.BTC', 900);
    seqs.forget('DAY_MARKET');
    expect(seqs.accept('DAY_MARKET', 1)).toBe('next');
    expect(seqs.accept('KLINE.BTC', 1)).toBe('stale');
    seqs.clear();
    expect(seqs.accept('KLINE.BTC', 1)).toBe('next');
  });
});
