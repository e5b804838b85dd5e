import { useLingui } from '@lingui/react/macro';
import { NO_NEW_FOLLOWERS_RISK } from '@common/follow-risk';

/** What the server told about a trader that takes no new follow from the caller (TraderDetail, RankItem). */
export interface FollowerIntake {
  accepts_followers: boolean;
  risk_score: number | null;
  is_simulated: boolean;
}

/**
 * Why the caller cannot start a follow of this trader now, or null when they can: a risk score at 8 or above, or
 * else a simulated trader while the caller uses a real-money account (the only other reason the server has).
 */
export function useNotTakingFollowersText(): (trader: FollowerIntake) => string | null {
  const { t } = useLingui();
  const stop = NO_NEW_FOLLOWERS_RISK;
  return (trader) => {
    if (trader.accepts_followers) return null;
    const risky = trader.risk_score !== null && trader.risk_score >= NO_NEW_FOLLOWERS_RISK;
    if (!risky && trader.is_simulated) return t`Simulated traders can be followed from the demo account`;
    return t`Not taking new followers: risk ${stop} or above`;
  };
}
