import { LEDGER_TYPE_TEXT } from '../../common/ledger-type-text';
import { ACCOUNT_CURRENCY } from '../../common/money';
import type { Queryable } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import { typeOfCause } from '../wallet/ledger-causes';
import { ACCOUNT_NAMES } from '../wallet/ledger-wording';
import { accountStatementLines, type AccountStatementLine } from './account-lines';
import { BYTE_ORDER_MARK, csvLine } from './csv-lines';
import { isoTime, type StatementPeriod } from './period';

// The account statement as CSV (issue 39), written as it is read: RFC 4180 with CRLF line ends, UTF-8 with a
// byte-order mark (so a spreadsheet reads it as UTF-8), one header row, amounts as decimal strings with a dot, times
// in ISO 8601 UTC. What it states, and in which order, is ./account-lines.ts's.

function rowOf(translate: Translate, period: StatementPeriod, statementLine: AccountStatementLine): string {
  switch (statementLine.type) {
    case 'opening':
    case 'closing': {
      const what = translate(statementLine.type === 'opening' ? messages.statementOpening : messages.statementClosing);
      const account = translate(ACCOUNT_NAMES[statementLine.kind]);
      return csvLine([isoTime(statementLine.at), account, what, '', '', '', '', '', statementLine.balance, ACCOUNT_CURRENCY]);
    }
    case 'movement': {
      const { entry } = statementLine;
      return csvLine([
        isoTime(entry.at),
        translate(ACCOUNT_NAMES[entry.kind]),
        translate(LEDGER_TYPE_TEXT[typeOfCause(entry.cause)]),
        entry.journalId,
        entry.description,
        entry.available,
        entry.locked,
        statementLine.amount,
        statementLine.balance,
        ACCOUNT_CURRENCY,
      ]);
    }
    case 'check': {
      const check = statementLine.reconciled
        ? translate(messages.statementReconciled, { end: isoTime(period.endMs) })
        : translate(messages.statementNotReconciled);
      return csvLine(['', '', '', '', check, '', '', '', '', '']);
    }
  }
}

export async function* accountStatementCsv(
  db: Queryable,
  translate: Translate,
  userId: number,
  period: StatementPeriod,
  demo: boolean,
): AsyncGenerator<string> {
  yield (
    BYTE_ORDER_MARK +
    csvLine([
      translate(messages.statementColumnTime),
      translate(messages.statementColumnAccount),
      translate(messages.statementColumnType),
      translate(messages.statementColumnReference),
      translate(messages.statementColumnDescription),
      translate(messages.statementColumnAvailable),
      translate(messages.statementColumnLocked),
      translate(messages.statementColumnAmount),
      translate(messages.statementColumnBalance),
      translate(messages.statementColumnCurrency),
    ])
  );
  // A demo account's statement says so first: its figures are no one's money.
  if (demo) yield csvLine(['', '', '', '', translate(messages.statementDemo), '', '', '', '', '']);
  for await (const lines of accountStatementLines(db, translate, userId, period)) {
    yield lines.map((statementLine) => rowOf(translate, period, statementLine)).join('');
  }
}
