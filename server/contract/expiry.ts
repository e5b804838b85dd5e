import { ORDER_STATUS } from '../../common/contract';
import type { Database } from '../db/database';
import type { EngineLinks } from '../engines/engine-links';
import { lockContractAccount } from './ledger';
import type { ContractNotices } from './notices';
import type { ContractSettlement } from './settlement';

// Pending orders that expire (issue 35): the leader's sweep cancels each one whose expiry has come, by the database's
// expire_at (not a timer in memory), so a restart or a new leader cancels what fell due meanwhile. Each goes the way
// of a cancel (settlement.cancelIn): its margin and its fee back, as when its owner cancels it, the status guard
// cancelling it once however many sweeps race, an inbox entry (order_cancelled, reason expired), and FOREX_CLOSED to
// the owner's devices. Fenced: a sweep that outlives its leader's term commits nothing.

/** Orders cancelled per query; a sweep takes batches until none is left due, at most SWEEP_BATCHES of them. */
const BATCH = 200;
const SWEEP_BATCHES = 50;

export interface ExpiryLinks {
  db: Database;
  settlement: ContractSettlement;
  notices: ContractNotices;
  links: EngineLinks;
}

interface DueRow {
  id: string;
  user_id: number;
}

/** Cancels the pending orders whose expiry is at or before `now`; answers the ids it cancelled. */
export async function expireDue(on: ExpiryLinks, now: number): Promise<number[]> {
  const { db, settlement, notices, links } = on;
  const expired: number[] = [];
  for (let batch = 0; batch < SWEEP_BATCHES; batch += 1) {
    // `status = 0` written out, so the partial index of migration 0124 serves the query whatever the plan.
    const due = await db.query<DueRow>(
      `SELECT id, user_id FROM contract_orders
       WHERE status = ${ORDER_STATUS.dealing} AND expire_at IS NOT NULL AND expire_at <= $1 ORDER BY expire_at, id LIMIT $2`,
      [now, BATCH],
    );
    let cancelledHere = 0;
    for (const row of due) {
      const orderId = Number(row.id);
      const cancelled = await settlement.settling(async (tx, draft) => {
        await links.fence(tx);
        return settlement.cancelIn(tx, draft, row.user_id, orderId, 'expired', await lockContractAccount(tx, row.user_id));
      });
      // Filled, cancelled or expired by another path first: the status guard left it as it was.
      if (!cancelled) continue;
      cancelledHere += 1;
      expired.push(orderId);
      notices.orders(row.user_id, [orderId]);
      notices.closed(row.user_id, [orderId]);
    }
    // A batch of which none could be cancelled is one another sweep is taking: it will finish it.
    if (due.length < BATCH || cancelledHere === 0) break;
  }
  return expired;
}
