import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { statementAccount, statementVerify } from '../../../common/api/statement';
import * as input from '../../../common/api/input/statement';
import { hit } from '../../account/rate-limit';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { notLoggedIn, tooSoon } from '../../errors';
import { messages } from '../../i18n/messages';
import type { SessionResolver } from '../../sessions';
import { accountStatementCsv } from '../../statements/account-statement-csv';
import { accountStatementPdf } from '../../statements/account-statement-pdf';
import { issuedStatement } from '../../statements/documents';
import { statementPeriod } from '../../statements/period';
import { registerFileEndpoint } from '../file-route';
import { STATEMENT_LIMIT, statementReader } from './statement-reader';
import { registerEndpoint } from '../route';
import { registerTradingStatementRoutes } from './statement-trading';

// Statements (common/api/statement.ts, issue 39): the caller's own, a demo account's too (marked so). The period is
// checked before anything is written; the file is then written as the ledger is read, never built whole. The check
// of a PDF statement's digest is for anyone without a session (whoever the customer handed it to), and answers the
// kind and the period only; it is counted per address, in the database so every node counts together.

export { STATEMENTS_PER_MINUTE } from './statement-reader';

/** Digest checks per minute per address: an accountant checks a few statements, not thousands of guesses. */
export const VERIFICATIONS_PER_MINUTE = 30;

export function registerStatementRoutes(
  app: FastifyInstance,
  deps: { db: Queryable; clock: Clock; sessions: SessionResolver; publicOrigin?: string | undefined },
): void {
  const { db, clock, sessions } = deps;
  // Where a PDF says its digest is checked: the site's address when configured, the path on it otherwise.
  const verifyAddress = `${deps.publicOrigin ?? ''}${statementVerify.path}?digest={digest}`;
  registerFileEndpoint(
    app,
    sessions,
    statementAccount,
    input.statementAccount,
    async ({ input: query, user, request }) => {
      if (!user) throw notLoggedIn();
      const now = clock.now();
      const reader = await statementReader(db, user, request, now, verifyAddress);
      const period = statementPeriod(query, now, reader.openedAt);
      const name = request.translate(messages.statementFileName, { from: period.from, to: period.to });
      if (query.format === 'pdf') {
        return {
          filename: `${name}.pdf`,
          contentType: 'application/pdf',
          body: accountStatementPdf(db, { ...reader.pdf, period }),
        };
      }
      return {
        filename: `${name}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Readable.from(accountStatementCsv(db, request.translate, user.id, period, user.isDemo)),
      };
    },
    STATEMENT_LIMIT,
  );

  registerTradingStatementRoutes(app, { db, clock, sessions, verifyAddress });

  registerEndpoint(app, sessions, statementVerify, input.statementVerify, async ({ input: query, request }) => {
    const wait = await hit(db, clock, { key: `statement-verify:ip:${request.ip}`, max: VERIFICATIONS_PER_MINUTE, windowMs: 60_000 });
    if (wait > 0) throw tooSoon(messages.rateLimited, wait);
    const issued = await issuedStatement(db, query.digest);
    return issued ? { issued: true as const, kind: issued.kind, from: issued.from, to: issued.to } : { issued: false as const };
  });
}
