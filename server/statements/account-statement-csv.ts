import { LEDGER_TYPE_TEXT } from '../../common/ledger-type-text';
import { Decimal, formatAmount } from '../../common/money';
import type { AccountKind } from '../../common/wallet';
import { csvCell } from '../csv';
import type { Queryable } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import { USER_ACCOUNT_KINDS } from '../ledger/accounts';
import { typeOfCause } from '../wallet/ledger-causes';
import { ACCOUNT_NAMES } from '../wallet/ledger-wording';
import { ledgerBalances, statementEntries } from './account-entries';
import type { StatementPeriod } from './period';

// The account statement as CSV (issue 39), written as it is read: RFC 4180 with CRLF line ends, UTF-8 with a
// byte-order mark (so a spreadsheet reads it as UTF-8), one header row, amounts as decimal strings with a dot, times
// in ISO 8601 UTC. Each account's opening balance first, then every movement with the account's balance after it,
// then each closing balance and the check the statement passed: the opening balance plus the movements is the
// closing balance, and that is the ledger's own sum of the account's postings to the period's end.

const CURRENCY = 'USD';
const BYTE_ORDER_MARK = '\uFEFF';

/** A row: text cells made safe for a spreadsheet; amounts (plain decimals, a minus included) written as they are. */
function line(cells: readonly (string | Decimal)[]): string {
  return `${cells.map((cell) => (typeof cell === 'string' ? csvCell(cell) : formatAmount(cell))).join(',')}\r\n`;
}

const isoTime = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;

export async function* accountStatementCsv(
  db: Queryable,
  translate: Translate,
  userId: number,
  period: StatementPeriod,
  demo: boolean,
): AsyncGenerator<string> {
  yield (
    BYTE_ORDER_MARK +
    line([
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
  if (demo) yield line(['', '', '', '', translate(messages.statementDemo), '', '', '', '', '']);
  const ledger = await ledgerBalances(db, userId, period.startMs, period.endMs);
  const running = new Map(USER_ACCOUNT_KINDS.map((kind) => [kind, ledger.get(kind)?.opening ?? new Decimal(0)]));
  const balanceLine = (at: number, kind: AccountKind, what: string) =>
    line([isoTime(at), translate(ACCOUNT_NAMES[kind]), what, '', '', '', '', '', running.get(kind) ?? new Decimal(0), CURRENCY]);
  yield USER_ACCOUNT_KINDS.map((kind) => balanceLine(period.startMs, kind, translate(messages.statementOpening))).join('');
  for await (const entries of statementEntries(db, translate, userId, period.startMs, period.endMs)) {
    let chunk = '';
    for (const entry of entries) {
      const amount = entry.available.plus(entry.locked);
      const balance = (running.get(entry.kind) ?? new Decimal(0)).plus(amount);
      running.set(entry.kind, balance);
      chunk += line([
        isoTime(entry.at),
        translate(ACCOUNT_NAMES[entry.kind]),
        translate(LEDGER_TYPE_TEXT[typeOfCause(entry.cause)]),
        entry.journalId,
        entry.description,
        entry.available,
        entry.locked,
        amount,
        balance,
        CURRENCY,
      ]);
    }
    yield chunk;
  }
  // The period's end is the start of the day after `to`: the closing line is stamped with the last moment of `to`.
  yield USER_ACCOUNT_KINDS.map((kind) => balanceLine(period.endMs - 1_000, kind, translate(messages.statementClosing))).join('');
  const reconciled = USER_ACCOUNT_KINDS.every((kind) => (running.get(kind) ?? new Decimal(0)).equals(ledger.get(kind)?.closing ?? 0));
  const check = reconciled
    ? translate(messages.statementReconciled, { end: isoTime(period.endMs) })
    : translate(messages.statementNotReconciled);
  yield line(['', '', '', '', check, '', '', '', '', '']);
}
