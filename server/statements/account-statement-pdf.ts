import type { Readable } from 'node:stream';
import { LEDGER_TYPE_TEXT } from '../../common/ledger-type-text';
import { formatAmount } from '../../common/money';
import type { Queryable } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import { typeOfCause } from '../wallet/ledger-causes';
import { ACCOUNT_NAMES } from '../wallet/ledger-wording';
import { accountStatementLines, type AccountStatementLine } from './account-lines';
import { isoTime, type StatementPeriod } from './period';
import { frameOf, statementPdf, type StatementColumn, type StatementPdfRequest, type StatementRow } from './statement-pdf';

// The account statement as PDF (issue 39): what the CSV states (./account-lines.ts), in the statement frame
// (./statement-pdf.ts), written as the ledger is read. The currency, the same on every row, is said once under the
// heading rather than in a column, which leaves the description room on an A4 page.

export type AccountStatementPdfRequest = StatementPdfRequest & { period: StatementPeriod };

function columns(translate: Translate): StatementColumn[] {
  return [
    { header: translate(messages.statementColumnTime), width: 92, figures: true },
    { header: translate(messages.statementColumnAccount), width: 74 },
    { header: translate(messages.statementColumnType), width: 70 },
    { header: translate(messages.statementColumnReference), width: 56, figures: true },
    { header: translate(messages.statementColumnDescription), width: 210 },
    { header: translate(messages.statementColumnAvailable), width: 64, figures: true },
    { header: translate(messages.statementColumnLocked), width: 62, figures: true },
    { header: translate(messages.statementColumnAmount), width: 64, figures: true },
    { header: translate(messages.statementColumnBalance), width: 70, figures: true },
  ];
}

function pdfRow(translate: Translate, statementLine: Exclude<AccountStatementLine, { type: 'check' }>): StatementRow {
  if (statementLine.type === 'movement') {
    const { entry } = statementLine;
    return {
      cells: [
        isoTime(entry.at),
        translate(ACCOUNT_NAMES[entry.kind]),
        translate(LEDGER_TYPE_TEXT[typeOfCause(entry.cause)]),
        entry.journalId,
        entry.description,
        formatAmount(entry.available),
        formatAmount(entry.locked),
        formatAmount(statementLine.amount),
        formatAmount(statementLine.balance),
      ],
    };
  }
  const what = translate(statementLine.type === 'opening' ? messages.statementOpening : messages.statementClosing);
  return {
    cells: [
      isoTime(statementLine.at),
      translate(ACCOUNT_NAMES[statementLine.kind]),
      what,
      '',
      '',
      '',
      '',
      '',
      formatAmount(statementLine.balance),
    ],
    bold: true,
  };
}

export function accountStatementPdf(db: Queryable, request: AccountStatementPdfRequest, options: { compress?: boolean } = {}): Readable {
  const { translate, period } = request;
  let reconciled: boolean | null = null;
  async function* rows(): AsyncGenerator<StatementRow[]> {
    for await (const lines of accountStatementLines(db, translate, request.userId, period)) {
      const batch: StatementRow[] = [];
      for (const statementLine of lines) {
        if (statementLine.type === 'check') reconciled = statementLine.reconciled;
        else batch.push(pdfRow(translate, statementLine));
      }
      yield batch;
    }
  }
  return statementPdf(
    db,
    {
      ...frameOf(request, {
        kind: 'account',
        title: translate(messages.statementPdfAccountTitle),
        period: { from: period.from, to: period.to },
      }),
      columns: columns(translate),
      rows: rows(),
      summary: () => [
        reconciled === true
          ? translate(messages.statementReconciled, { end: isoTime(period.endMs) })
          : translate(messages.statementNotReconciled),
      ],
    },
    options,
  );
}
