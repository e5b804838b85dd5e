import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { statementTaxYear, statementTrades } from '../../../common/api/statement';
import * as input from '../../../common/api/input/statement';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { notLoggedIn } from '../../errors';
import { messages } from '../../i18n/messages';
import type { SessionResolver } from '../../sessions';
import { statementPeriod } from '../../statements/period';
import { taxYear } from '../../statements/tax-year';
import { taxYearCsv } from '../../statements/tax-year-csv';
import { taxYearPdf } from '../../statements/tax-year-pdf';
import { tradeHistoryCsv } from '../../statements/trade-history-csv';
import { tradeHistoryPdf } from '../../statements/trade-history-pdf';
import { registerFileEndpoint } from '../file-route';
import { STATEMENT_LIMIT, statementReader } from './statement-reader';

// The trade history and the tax-year summary (common/api/statement.ts, issue 39), beside the account statement
// (./statement.ts registers them): the caller's own, a demo account's too (marked so), the period or the year checked
// before anything is written, limited per session as the account statement is. As CSV, or as PDF in the statement
// frame (server/statements/statement-pdf.ts), whose digest is recorded for GET /api/statement/verify.

export function registerTradingStatementRoutes(
  app: FastifyInstance,
  /** `verifyAddress`: where a PDF says its digest is checked, `{digest}` standing for it. */
  deps: { db: Queryable; clock: Clock; sessions: SessionResolver; verifyAddress: string },
): void {
  const { db, clock, sessions, verifyAddress } = deps;
  registerFileEndpoint(
    app,
    sessions,
    statementTrades,
    input.statementTrades,
    async ({ input: query, user, request }) => {
      if (!user) throw notLoggedIn();
      const now = clock.now();
      const reader = await statementReader(db, user, request, now, verifyAddress);
      const period = statementPeriod(query, now, reader.openedAt);
      const name = request.translate(messages.tradesFileName, { from: period.from, to: period.to });
      if (query.format === 'pdf') {
        const document = { ...reader.pdf, period };
        return { filename: `${name}.pdf`, contentType: 'application/pdf', body: tradeHistoryPdf(db, document) };
      }
      return {
        filename: `${name}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Readable.from(tradeHistoryCsv(db, request.translate, user.id, period, user.isDemo)),
      };
    },
    STATEMENT_LIMIT,
  );
  registerFileEndpoint(
    app,
    sessions,
    statementTaxYear,
    input.statementTaxYear,
    async ({ input: query, user, request }) => {
      if (!user) throw notLoggedIn();
      const now = clock.now();
      const reader = await statementReader(db, user, request, now, verifyAddress);
      const year = taxYear(query.year, now, reader.openedAt);
      const name = request.translate(messages.taxYearFileName, { year: String(year.year) });
      if (query.format === 'pdf') {
        const document = { ...reader.pdf, year };
        return { filename: `${name}.pdf`, contentType: 'application/pdf', body: taxYearPdf(db, document) };
      }
      return {
        filename: `${name}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Readable.from(taxYearCsv(db, request.translate, user.id, year, user.isDemo)),
      };
    },
    STATEMENT_LIMIT,
  );
}
