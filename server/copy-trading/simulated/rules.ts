// The named rules the seeded traders trade by (issue 14), on hourly prices, oldest first, the last one now. Each is
// a textbook rule with fixed parameters, so what a simulated trader does follows from the prices alone.

export type RuleName = 'trend_following' | 'mean_reversion' | 'breakout';
export type Signal = 'buy' | 'sell' | null;

/** Hours of prices a rule needs before it decides anything. */
export const LOOKBACK_HOURS = 24;

/** Trend following's fast average, hours (the slow one is LOOKBACK_HOURS). */
export const TREND_FAST_HOURS = 6;

/** Mean reversion's stretch: how many standard deviations from the mean a price must be to be faded. */
export const REVERSION_STRETCH = 1.2;

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function deviation(values: readonly number[]): number {
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
}

/** Whether to open now, and which way. */
export function entrySignal(rule: RuleName, prices: readonly number[]): Signal {
  if (prices.length < LOOKBACK_HOURS + 1) return null;
  const now = prices.at(-1) ?? 0;
  const day = prices.slice(-LOOKBACK_HOURS - 1, -1);
  switch (rule) {
    case 'trend_following': {
      // Moving-average cross: the 6-hour average against the 24-hour one, with a small band against noise.
      const fast = mean(prices.slice(-TREND_FAST_HOURS));
      const slow = mean(prices.slice(-LOOKBACK_HOURS));
      if (fast > slow * 1.001) return 'buy';
      if (fast < slow * 0.999) return 'sell';
      return null;
    }
    case 'mean_reversion': {
      // Fade a stretch: more than 1.2 standard deviations from the 24-hour mean, bet on the way back.
      const spread = deviation(day);
      if (spread === 0) return null;
      const z = (now - mean(day)) / spread;
      if (z > REVERSION_STRETCH) return 'sell';
      if (z < -REVERSION_STRETCH) return 'buy';
      return null;
    }
    case 'breakout': {
      // A new 24-hour high is bought, a new low sold.
      if (now > Math.max(...day)) return 'buy';
      if (now < Math.min(...day)) return 'sell';
      return null;
    }
  }
}

/** Whether an open position should close now: the rule's own exit, or its longest holding time reached. */
export function exitSignal(
  rule: RuleName,
  side: 'buy' | 'sell',
  prices: readonly number[],
  heldHours: number,
  maxHoldHours: number,
): boolean {
  if (heldHours >= maxHoldHours) return true;
  if (prices.length < LOOKBACK_HOURS + 1) return false;
  const now = prices.at(-1) ?? 0;
  switch (rule) {
    case 'trend_following': {
      const signal = entrySignal(rule, prices);
      return signal !== null && signal !== side;
    }
    case 'mean_reversion': {
      // Back at the mean: the stretch is gone.
      const average = mean(prices.slice(-LOOKBACK_HOURS - 1, -1));
      return side === 'buy' ? now >= average : now <= average;
    }
    case 'breakout':
      return false;
  }
}
