import type { Queryable } from '../db/database';
import type { LedgerCause } from './ledger';

// Profit and loss a user has realised, read from the journal: what the home screen's "today's profit" adds up.

/** Causes that realise profit or loss: closed contracts, settled options, fund income. */
const PROFIT_CAUSES: readonly LedgerCause[] = ['trade_pnl', 'option_settlement', 'fund_income'];

/** The sum of the user's postings with those causes since `fromMs`, as a decimal string ("0" when none). */
export async function realisedProfitSince(db: Queryable, userId: number, fromMs: number): Promise<string> {
  const [row] = await db.query<{ total: string | null }>(
    `SELECT sum(p.amount) AS total FROM postings p
     JOIN journals j ON j.id = p.journal_id
     JOIN ledger_accounts a ON a.id = p.account_id
     WHERE a.user_id = $1 AND j.cause = ANY($2) AND j.created_at >= $3`,
    [userId, PROFIT_CAUSES, new Date(fromMs)],
  );
  return row?.total ?? '0';
}
