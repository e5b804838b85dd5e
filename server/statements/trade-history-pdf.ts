import type { Readable } from 'node:stream';
import { formatAmount } from '../../common/money';
import type { Queryable } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import type { StatementPeriod } from './period';
import { frameOf, statementPdf, type StatementColumn, type StatementPdfRequest, type StatementRow } from './statement-pdf';
import { eventCells, tradeHistoryColumns } from './trade-history-csv';
import { tradeEvents } from './trade-history-rows';

// The trade history as PDF (issue 39): the CSV's rows (./trade-history-csv.ts) in the statement frame
// (./statement-pdf.ts), written as the orders are read. The currency, the same on every row, is said once under the
// heading rather than in a column, which leaves the other fifteen room on an A4 page.

/** Each column's share of the width, and whether it holds figures (aligned as numbers), in the CSV's order. */
const LAYOUT: readonly { width: number; figures?: boolean }[] = [
  { width: 80, figures: true },
  { width: 42 },
  { width: 36, figures: true },
  { width: 50 },
  { width: 46 },
  { width: 44 },
  { width: 32, figures: true },
  { width: 40, figures: true },
  { width: 50, figures: true },
  { width: 44, figures: true },
  { width: 60 },
  { width: 80, figures: true },
  { width: 50, figures: true },
  { width: 36, figures: true },
  { width: 50, figures: true },
];

function columns(translate: Translate): StatementColumn[] {
  return tradeHistoryColumns(translate)
    .slice(0, LAYOUT.length)
    .map((header, index) => ({ header, ...(LAYOUT[index] ?? { width: 40 }) }));
}

export function tradeHistoryPdf(
  db: Queryable,
  request: StatementPdfRequest & { period: StatementPeriod },
  options: { compress?: boolean } = {},
): Readable {
  const { translate, period } = request;
  async function* rows(): AsyncGenerator<StatementRow[]> {
    for await (const events of tradeEvents(db, request.userId, period)) {
      yield events.map((event) => ({
        cells: eventCells(translate, event)
          .slice(0, LAYOUT.length)
          .map((cell) => (cell === null ? '' : typeof cell === 'string' ? cell : formatAmount(cell))),
      }));
    }
  }
  return statementPdf(
    db,
    {
      ...frameOf(request, { kind: 'trades', title: translate(messages.tradesPdfTitle), period: { from: period.from, to: period.to } }),
      columns: columns(translate),
      rows: rows(),
      summary: () => [],
    },
    options,
  );
}
