import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import type { SessionUser } from '../../sessions';
import type { StatementPdfRequest } from '../../statements/statement-pdf';

// What every statement route (./statement.ts, ./statement-trading.ts) knows of its reader: when their account was
// opened (no period or year may end before it), and who a PDF is for, in which language, made when.

/** Statements per minute per session, for each kind: each reads up to a year of the ledger or the orders. */
export const STATEMENTS_PER_MINUTE = 10;

/** The file routes' limit: counted per session, once a call passed its checks. */
export const STATEMENT_LIMIT = { max: STATEMENTS_PER_MINUTE, timeWindow: 60_000, perSession: true };

export interface StatementReader {
  /** Epoch ms: nothing of the account is older. */
  openedAt: number;
  pdf: StatementPdfRequest;
}

export async function statementReader(
  db: Queryable,
  user: SessionUser,
  request: FastifyRequest,
  now: number,
  verifyAddress: string,
): Promise<StatementReader> {
  const [row] = await db.query<{ at: string; uid: string }>(
    'SELECT (extract(epoch FROM created_at) * 1000)::bigint::text AS at, uid FROM users WHERE id = $1',
    [user.id],
  );
  return {
    openedAt: row ? Number(row.at) : now,
    pdf: {
      userId: user.id,
      accountNumber: row?.uid ?? String(user.id),
      demo: user.isDemo,
      locale: request.lang,
      translate: request.translate,
      generatedAt: now,
      verifyAddress,
    },
  };
}
