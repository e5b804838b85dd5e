import { Decimal } from './money';

// A trader's risk score (issue 36): 1 (calm) to 10 (wild), from the standard deviation of their daily returns over
// the last 90 days. The bands are published in the app's help text (the trader screen lists them from here), so a
// follower can check a score against the figures. Traders at NO_NEW_FOLLOWERS_RISK or above take no new followers.

/** The days of daily returns the score looks back over. */
export const RISK_WINDOW_DAYS = 90;
/** Fewer days with a return than this, and there is no score yet. */
export const RISK_MIN_DAYS = 5;
/** From this score up, a trader takes no new followers until it falls. */
export const NO_NEW_FOLLOWERS_RISK = 8;

/**
 * The upper bound (exclusive) of each score's band of daily volatility, in percent: a trader whose daily returns
 * vary by less than 0.25 % scores 1, by 6 % or more scores 10. Roughly: 1-3 a bond fund to a calm index, 4-6 a
 * stock index to single stocks, 7-8 a volatile stock or a major crypto coin, 9-10 leveraged crypto.
 */
export const RISK_BANDS_PERCENT: readonly string[] = ['0.25', '0.5', '0.75', '1', '1.5', '2', '3', '4', '6'];

/** The score for a daily volatility given as a ratio (0.012 = 1.2 %). */
export function riskScore(dailyVolatility: Decimal.Value): number {
  const percent = new Decimal(dailyVolatility).times(100);
  const band = RISK_BANDS_PERCENT.findIndex((bound) => percent.lessThan(bound));
  return band === -1 ? RISK_BANDS_PERCENT.length + 1 : band + 1;
}

/** Whether a trader with this score takes new followers (a trader with no score yet does). */
export function acceptsFollowers(score: number | null): boolean {
  return score === null || score < NO_NEW_FOLLOWERS_RISK;
}

/** The score's band in percent of daily volatility: from (inclusive) and below (exclusive; null for the top band). */
export function riskBand(score: number): { from: string; below: string | null } {
  const index = Math.min(Math.max(score, 1), RISK_BANDS_PERCENT.length + 1) - 1;
  return { from: index === 0 ? '0' : (RISK_BANDS_PERCENT[index - 1] ?? '0'), below: RISK_BANDS_PERCENT[index] ?? null };
}
