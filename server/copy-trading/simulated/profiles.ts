import type { RuleName } from './rules';

// The seeded traders: who they are, the rule each follows, what they trade and how much. Their bio says they are
// simulated, so nobody mistakes one for a person.

export interface SimulatedProfile {
  /** Stored as the trader's strategy; also names their account. */
  key: string;
  nickname: string;
  bio: string;
  rule: RuleName;
  instrumentCode: string;
  lots: string;
  multiple: number;
  maxHoldHours: number;
}

/** What each simulated account starts with in its contract account, USD. */
export const SIMULATED_CAPITAL = '10000.00';

export const SIMULATED_PROFILES: readonly SimulatedProfile[] = [
  {
    key: 'sim_trend',
    nickname: 'Trend Rider (simulated)',
    bio: 'Simulated trader, not a person: follows the trend on BTC/USDT, buying when the 6-hour average rises above the 24-hour one and selling when it falls below.',
    rule: 'trend_following',
    instrumentCode: 'BTCUSDT',
    lots: '0.05',
    multiple: 10,
    maxHoldHours: 12,
  },
  {
    key: 'sim_reversion',
    nickname: 'Range Keeper (simulated)',
    bio: 'Simulated trader, not a person: trades mean reversion on EUR/USD, fading moves of more than 1.2 standard deviations from the 24-hour mean.',
    rule: 'mean_reversion',
    instrumentCode: 'EURUSD',
    lots: '0.2',
    multiple: 100,
    maxHoldHours: 8,
  },
  {
    key: 'sim_breakout',
    nickname: 'Breakout Hunter (simulated)',
    bio: 'Simulated trader, not a person: trades 24-hour breakouts on ETH/USDT, buying new highs and selling new lows, out after 6 hours.',
    rule: 'breakout',
    instrumentCode: 'ETHUSDT',
    lots: '1',
    multiple: 10,
    maxHoldHours: 6,
  },
];
