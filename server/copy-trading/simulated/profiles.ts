import type { MessageDescriptor } from '@lingui/core';
import type { Translate } from '../../i18n/catalogs';
import { messages } from '../../i18n/messages';
import { LOOKBACK_HOURS, REVERSION_STRETCH, TREND_FAST_HOURS, type RuleName } from './rules';

// The seeded traders: who they are, the rule each follows, what they trade and how much. Their bio says they are
// simulated, so nobody mistakes one for a person, and their name carries "(simulated)"; both are shown in the
// reader's language (simulatedText), the stored English kept for the back office.

export interface SimulatedProfile {
  /** Stored as the trader's strategy; also names their account. */
  key: string;
  /** The trader's name, the same in every language; shown with the translated "(simulated)" after it. */
  name: string;
  /** What the trader does, in the reader's language, with the rule's own figures. */
  bio: MessageDescriptor;
  bioValues: Record<string, string | number>;
  rule: RuleName;
  instrumentCode: string;
  lots: string;
  multiple: number;
  maxHoldHours: number;
}

/** What each simulated account starts with in its contract account, USD. */
export const SIMULATED_CAPITAL = '10000.00';

/** The breakout trader holds a position at most this long, hours (its bio says so). */
const BREAKOUT_HOLD_HOURS = 6;

export const SIMULATED_PROFILES: readonly SimulatedProfile[] = [
  {
    key: 'sim_trend',
    name: 'Trend Rider',
    bio: messages.simulatedBioTrend,
    bioValues: { instrument: 'BTC/USDT', fast: TREND_FAST_HOURS, slow: LOOKBACK_HOURS },
    rule: 'trend_following',
    instrumentCode: 'BTCUSDT',
    lots: '0.05',
    multiple: 10,
    maxHoldHours: 12,
  },
  {
    key: 'sim_reversion',
    name: 'Range Keeper',
    bio: messages.simulatedBioReversion,
    // A decimal string, so each language writes it its own way ("1,2" in German).
    bioValues: { instrument: 'EUR/USD', stretch: String(REVERSION_STRETCH), hours: LOOKBACK_HOURS },
    rule: 'mean_reversion',
    instrumentCode: 'EURUSD',
    lots: '0.2',
    multiple: 100,
    maxHoldHours: 8,
  },
  {
    key: 'sim_breakout',
    name: 'Breakout Hunter',
    bio: messages.simulatedBioBreakout,
    bioValues: { instrument: 'ETH/USDT', hours: LOOKBACK_HOURS, exit: BREAKOUT_HOLD_HOURS },
    rule: 'breakout',
    instrumentCode: 'ETHUSDT',
    lots: '1',
    multiple: 10,
    maxHoldHours: BREAKOUT_HOLD_HOURS,
  },
];

/** A simulated trader's nickname and bio in the language `translate` writes, or null for a strategy not seeded here. */
export function simulatedText(strategy: string, translate: Translate): { nickname: string; bio: string } | null {
  const profile = SIMULATED_PROFILES.find((candidate) => candidate.key === strategy);
  if (!profile) return null;
  return { nickname: translate(messages.simulatedTraderName, { name: profile.name }), bio: translate(profile.bio, profile.bioValues) };
}

/** The English text stored with the trader (what the back office lists): the source messages with their values. */
export function storedText(profile: SimulatedProfile): { nickname: string; bio: string } {
  const english = (descriptor: MessageDescriptor, values: Record<string, string | number>) =>
    (descriptor.message ?? '').replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  return { nickname: english(messages.simulatedTraderName, { name: profile.name }), bio: english(profile.bio, profile.bioValues) };
}
