import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { statementAccount } from '../../../common/api/statement';
import * as input from '../../../common/api/input/statement';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { notLoggedIn } from '../../errors';
import { messages } from '../../i18n/messages';
import type { SessionResolver } from '../../sessions';
import { accountStatementCsv } from '../../statements/account-statement-csv';
import { statementPeriod } from '../../statements/period';
import { registerFileEndpoint } from '../file-route';

// Statements (common/api/statement.ts, issue 39): the caller's own, a demo account's too (marked so). The period is
// checked before anything is written; the file is then written as the ledger is read, never built whole.

/** Statements per minute per session: each reads up to a year of the ledger. */
export const STATEMENTS_PER_MINUTE = 10;

export function registerStatementRoutes(app: FastifyInstance, deps: { db: Queryable; clock: Clock; sessions: SessionResolver }): void {
  const { db, clock, sessions } = deps;
  registerFileEndpoint(
    app,
    sessions,
    statementAccount,
    input.statementAccount,
    async ({ input: query, user, request }) => {
      if (!user) throw notLoggedIn();
      const [opened] = await db.query<{ at: string }>(
        'SELECT (extract(epoch FROM created_at) * 1000)::bigint::text AS at FROM users WHERE id = $1',
        [user.id],
      );
      const period = statementPeriod(query, clock.now(), Number(opened?.at ?? clock.now()));
      const name = request.translate(messages.statementFileName, { from: period.from, to: period.to });
      return {
        filename: `${name}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Readable.from(accountStatementCsv(db, request.translate, user.id, period, user.isDemo)),
      };
    },
    { max: STATEMENTS_PER_MINUTE, timeWindow: 60_000, perSession: true },
  );
}
