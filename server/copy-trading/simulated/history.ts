import { entrySignal, exitSignal, LOOKBACK_HOURS } from './rules';
import type { SimulatedProfile } from './profiles';

// A simulated trader's past, drawn from the seeded price path: the rule applied hour by hour over the window, every
// order opened and closed at the price the path had at that very moment while the market was open. Nothing is
// chosen after the fact: the same seed gives the same history, and the live feed plays the same path onwards.

export const HOUR_MS = 60 * 60 * 1000;

export interface HistoryTrade {
  side: 'buy' | 'sell';
  openAt: number;
  openPrice: number;
  closeAt: number;
  closePrice: number;
}

/**
 * The trades the profile's rule made from `from` to `to`. Decisions fall on the hour; an hour the market was closed
 * is skipped. A position still open at `to` is left out: the live runner takes over from there.
 */
export function historyTrades(
  profile: Pick<SimulatedProfile, 'rule' | 'maxHoldHours'>,
  priceAt: (ms: number) => number,
  isOpen: (ms: number) => boolean,
  from: number,
  to: number,
): HistoryTrade[] {
  const trades: HistoryTrade[] = [];
  const prices: number[] = [];
  let position: { side: 'buy' | 'sell'; openAt: number; openPrice: number } | null = null;
  for (let at = Math.ceil(from / HOUR_MS) * HOUR_MS; at < to; at += HOUR_MS) {
    if (!isOpen(at)) continue;
    const price = priceAt(at);
    prices.push(price);
    if (prices.length > LOOKBACK_HOURS + 1) prices.shift();
    if (position) {
      const held = (at - position.openAt) / HOUR_MS;
      if (exitSignal(profile.rule, position.side, prices, held, profile.maxHoldHours)) {
        trades.push({ ...position, closeAt: at, closePrice: price });
        position = null;
      }
      continue;
    }
    const signal = entrySignal(profile.rule, prices);
    if (signal) position = { side: signal, openAt: at, openPrice: price };
  }
  return trades;
}
