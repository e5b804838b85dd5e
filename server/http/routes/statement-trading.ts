import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statementTaxYear, statementTrades } from '../../../common/api/statement';
import * as input from '../../../common/api/input/statement';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { notLoggedIn } from '../../errors';
import { messages } from '../../i18n/messages';
import type { SessionResolver, SessionUser } from '../../sessions';
import { statementPeriod } from '../../statements/period';
import { taxYear } from '../../statements/tax-year';
import { taxYearCsv } from '../../statements/tax-year-csv';
import { taxYearPdf } from '../../statements/tax-year-pdf';
import { tradeHistoryCsv } from '../../statements/trade-history-csv';
import type { StatementPdfRequest } from '../../statements/statement-pdf';
import { tradeHistoryPdf } from '../../statements/trade-history-pdf';
import { registerFileEndpoint } from '../file-route';

// The trade history and the tax-year summary (common/api/statement.ts, issue 39), beside the account statement
// (./statement.ts registers them): the caller's own, a demo account's too (marked so), the period or the year checked
// before anything is written, limited per session as the account statement is. As CSV, or as PDF in the statement
// frame (server/statements/statement-pdf.ts), whose digest is recorded for GET /api/statement/verify.

/** Statements per minute per session, as the account statement's: each reads up to a year of orders or journals. */
export const TRADING_STATEMENTS_PER_MINUTE = 10;

/** When the user's account was opened (epoch ms: nothing of it is older), and its number as the customer knows it. */
async function accountOf(db: Queryable, userId: number, now: number): Promise<{ openedAt: number; accountNumber: string }> {
  const [row] = await db.query<{ at: string; uid: string }>(
    'SELECT (extract(epoch FROM created_at) * 1000)::bigint::text AS at, uid FROM users WHERE id = $1',
    [userId],
  );
  return { openedAt: row ? Number(row.at) : now, accountNumber: row?.uid ?? String(userId) };
}

export function registerTradingStatementRoutes(
  app: FastifyInstance,
  /** `verifyAddress`: where a PDF says its digest is checked, `{digest}` standing for it. */
  deps: { db: Queryable; clock: Clock; sessions: SessionResolver; verifyAddress: string },
): void {
  const { db, clock, sessions, verifyAddress } = deps;
  const pdfRequest = (
    user: SessionUser,
    account: { accountNumber: string },
    request: FastifyRequest,
    now: number,
  ): StatementPdfRequest => ({
    userId: user.id,
    accountNumber: account.accountNumber,
    demo: user.isDemo,
    locale: request.lang,
    translate: request.translate,
    generatedAt: now,
    verifyAddress,
  });
  const limit = { max: TRADING_STATEMENTS_PER_MINUTE, timeWindow: 60_000, perSession: true };
  registerFileEndpoint(
    app,
    sessions,
    statementTrades,
    input.statementTrades,
    async ({ input: query, user, request }) => {
      if (!user) throw notLoggedIn();
      const now = clock.now();
      const account = await accountOf(db, user.id, now);
      const period = statementPeriod(query, now, account.openedAt);
      const name = request.translate(messages.tradesFileName, { from: period.from, to: period.to });
      if (query.format === 'pdf') {
        const document = { ...pdfRequest(user, account, request, now), period };
        return { filename: `${name}.pdf`, contentType: 'application/pdf', body: tradeHistoryPdf(db, document) };
      }
      return {
        filename: `${name}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Readable.from(tradeHistoryCsv(db, request.translate, user.id, period, user.isDemo)),
      };
    },
    limit,
  );
  registerFileEndpoint(
    app,
    sessions,
    statementTaxYear,
    input.statementTaxYear,
    async ({ input: query, user, request }) => {
      if (!user) throw notLoggedIn();
      const now = clock.now();
      const account = await accountOf(db, user.id, now);
      const year = taxYear(query.year, now, account.openedAt);
      const name = request.translate(messages.taxYearFileName, { year: String(year.year) });
      if (query.format === 'pdf') {
        const document = { ...pdfRequest(user, account, request, now), year };
        return { filename: `${name}.pdf`, contentType: 'application/pdf', body: taxYearPdf(db, document) };
      }
      return {
        filename: `${name}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Readable.from(taxYearCsv(db, request.translate, user.id, year, user.isDemo)),
      };
    },
    limit,
  );
}
