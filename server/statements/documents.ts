import type { StatementKind } from '../../common/statement';
import type { Queryable } from '../db/database';

// The statements Meridian issued, by their digest (migration 0129): recorded when a document is complete, and looked
// up by whoever is handed one. The answer names the kind and the period, never whose statement it is.

export interface IssuedStatement {
  digest: string;
  userId: number;
  kind: StatementKind;
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** Epoch ms. */
  generatedAt: number;
}

/** Records a complete document. The same digest is the same document (it covers the account, the period, the time
 * and every row), so recording it again changes nothing. */
export async function recordStatement(db: Queryable, issued: IssuedStatement): Promise<void> {
  await db.query(
    `INSERT INTO statement_documents (digest, user_id, kind, period_from, period_to, generated_at)
     VALUES ($1, $2, $3, $4::date, $5::date, $6) ON CONFLICT (digest) DO NOTHING`,
    [issued.digest, issued.userId, issued.kind, issued.from, issued.to, new Date(issued.generatedAt)],
  );
}

/** The kind and period of the statement issued with this digest (hexadecimal, either case), or null. */
export async function issuedStatement(db: Queryable, digest: string): Promise<{ kind: StatementKind; from: string; to: string } | null> {
  const [row] = await db.query<{ kind: StatementKind; from: string; to: string }>(
    `SELECT kind, to_char(period_from, 'YYYY-MM-DD') AS "from", to_char(period_to, 'YYYY-MM-DD') AS "to"
     FROM statement_documents WHERE digest = $1`,
    [digest.toLowerCase()],
  );
  return row ?? null;
}
