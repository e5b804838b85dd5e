import { acceptsFollowers } from '../../common/follow-risk';
import type { Queryable } from '../db/database';
import { readSetting } from '../settings';

// Who may start following a trader (issue 36): nobody while the trader's risk score is 8 or above (existing follows
// go on), and a simulated trader only from a demo account unless an operator allowed real money too. The trader
// detail and the ranking answer the same question for their "accepts followers" mark.

export const SIMULATED_FOLLOW_REAL_SETTING = 'simulated_follow_real';

export type FollowRefusal = 'risk' | 'simulated';

export interface FollowEligibility {
  riskScore: number | null;
  simulated: boolean;
}

/** Why a new follow of this trader is refused to this viewer, or null when it is taken. */
export function followRefusal(trader: FollowEligibility, viewerIsDemo: boolean, simulatedForReal: boolean): FollowRefusal | null {
  if (!acceptsFollowers(trader.riskScore)) return 'risk';
  if (trader.simulated && !viewerIsDemo && !simulatedForReal) return 'simulated';
  return null;
}

/** The trader's score and whether it is simulated, as the last statistics run left them. */
export async function readEligibility(db: Queryable, traderId: number): Promise<FollowEligibility> {
  const [row] = await db.query<{ risk_score: number | null; strategy: string | null }>(
    'SELECT s.risk_score, t.strategy FROM traders t LEFT JOIN trader_stats s ON s.trader_id = t.id WHERE t.id = $1',
    [traderId],
  );
  return { riskScore: row?.risk_score ?? null, simulated: row?.strategy != null };
}

/** Whether the operator lets real-money accounts follow simulated traders. */
export async function simulatedFollowForReal(db: Queryable): Promise<boolean> {
  return (await readSetting(db, SIMULATED_FOLLOW_REAL_SETTING, '0')) === '1';
}

/** Whether the viewer (null: a guest) is a demo account. A guest is shown what a real account would be told. */
export async function viewerIsDemo(db: Queryable, viewerId: number | null): Promise<boolean> {
  if (viewerId === null) return false;
  const [row] = await db.query<{ is_demo: boolean }>('SELECT is_demo FROM users WHERE id = $1', [viewerId]);
  return row?.is_demo ?? false;
}
