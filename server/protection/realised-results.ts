import { ORDER_STATUS } from '../../common/contract';
import { MICRO_STATUS } from '../../common/micro';
import { LIMIT_PERIODS } from '../../common/protection';
import type { Queryable } from '../db/database';
import { periodKey, periodStart } from './periods';

// A customer's realised result since a moment: what their closed positions, parts of positions and settled options
// made or lost, net, with each position's opening fee as its cost. The triggers of migration 0127 keep the running
// periods' results from then on; this counts what came before the customer's limits row existed.

/** The realised result since `since` (epoch ms), as text. */
export async function realisedSince(db: Queryable, userId: number, since: number): Promise<string> {
  const [row] = await db.query<{ result: string }>(
    `SELECT
       coalesce((SELECT sum(p.realised_pnl - p.fee) FROM contract_partial_closes p WHERE p.user_id = $1 AND p.time >= $2), 0)
       + coalesce((SELECT sum(o.realised_pnl - o.fee
                     - coalesce((SELECT sum(p.realised_pnl - p.fee) FROM contract_partial_closes p WHERE p.order_id = o.id), 0))
                   FROM contract_orders o
                   WHERE o.user_id = $1 AND o.status = $3 AND o.open_time IS NOT NULL AND o.close_time >= $2), 0)
       + coalesce((SELECT sum(m.fact_profits) FROM micro_orders m WHERE m.user_id = $1 AND m.status = $4 AND m.end_time >= $2), 0)
       AS result`,
    [userId, since, ORDER_STATUS.history, MICRO_STATUS.closed],
  );
  return row?.result ?? '0';
}

/** Writes the running periods' results so far into the customer's new limits row. */
export async function backfillResults(tx: Queryable, userId: number, now: number): Promise<void> {
  const values: (string | number)[] = [userId];
  const sets: string[] = [];
  for (const period of LIMIT_PERIODS) {
    const result = await realisedSince(tx, userId, periodStart(period, now));
    values.push(periodKey(period, now), result);
    sets.push(`${period}_key = $${values.length - 1}::date, ${period}_result = $${values.length}::numeric`);
  }
  await tx.query(`UPDATE user_limits SET ${sets.join(', ')} WHERE user_id = $1`, values);
}
