import { Decimal } from '../../common/money';
import type { AccountKind } from '../../common/wallet';
import type { Queryable } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { USER_ACCOUNT_KINDS } from '../ledger/accounts';
import { ledgerBalances, statementEntries, type StatementEntry } from './account-entries';
import type { StatementPeriod } from './period';

// What an account statement states, in the order it states it, whatever its format (./account-statement-csv.ts,
// ./account-statement-pdf.ts): each account's opening balance, every movement with the account's balance after it,
// each closing balance, and the check it passed: the opening balance plus the movements is the closing balance, and
// that is the ledger's own sum of the account's postings to the period's end. Read a batch of journals at a time.

export type AccountStatementLine =
  | { type: 'opening' | 'closing'; at: number; kind: AccountKind; balance: Decimal }
  | { type: 'movement'; entry: StatementEntry; amount: Decimal; balance: Decimal }
  | { type: 'check'; reconciled: boolean };

/** The statement's lines, a batch at a time: the openings, then each batch of movements, then the closings and the
 * check. */
export async function* accountStatementLines(
  db: Queryable,
  translate: Translate,
  userId: number,
  period: StatementPeriod,
): AsyncGenerator<AccountStatementLine[]> {
  const ledger = await ledgerBalances(db, userId, period.startMs, period.endMs);
  const running = new Map(USER_ACCOUNT_KINDS.map((kind) => [kind, ledger.get(kind)?.opening ?? new Decimal(0)]));
  const balanceOf = (kind: AccountKind) => running.get(kind) ?? new Decimal(0);
  yield USER_ACCOUNT_KINDS.map((kind) => ({ type: 'opening', at: period.startMs, kind, balance: balanceOf(kind) }));
  for await (const entries of statementEntries(db, translate, userId, period.startMs, period.endMs)) {
    yield entries.map((entry) => {
      const amount = entry.available.plus(entry.locked);
      const balance = balanceOf(entry.kind).plus(amount);
      running.set(entry.kind, balance);
      return { type: 'movement', entry, amount, balance };
    });
  }
  // The period's end is the start of the day after `to`: the closing line is stamped with the last moment of `to`.
  const closings: AccountStatementLine[] = USER_ACCOUNT_KINDS.map((kind) => ({
    type: 'closing',
    at: period.endMs - 1_000,
    kind,
    balance: balanceOf(kind),
  }));
  const reconciled = USER_ACCOUNT_KINDS.every((kind) => balanceOf(kind).equals(ledger.get(kind)?.closing ?? 0));
  yield [...closings, { type: 'check', reconciled }];
}
