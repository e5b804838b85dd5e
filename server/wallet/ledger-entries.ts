import type { MessageDescriptor } from '@lingui/core';
import { LEDGER_PAGE_SIZE, type LedgerEntry, type LedgerPage } from '../../common/api/wallet';
import type { Queryable } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import type { LedgerCause } from '../ledger/ledger';
import { ACCOUNT_TYPE, LEDGER_TYPE, type AccountKind, type LedgerType } from '../../common/wallet';

// The ledger screen reads the journal itself: one entry per journal and account it touched, with the change to
// the available and the locked balance. Nothing is kept apart from the postings, so the screen and the balances
// cannot disagree.

/** The screen's Type of each journal cause; a cause not listed here shows its own memo (Type 10). */
const TYPE_OF_CAUSE: Readonly<Record<LedgerCause, LedgerType>> = {
  deposit: LEDGER_TYPE.deposit,
  withdrawal: LEDGER_TYPE.withdrawal,
  transfer: LEDGER_TYPE.transfer,
  trade_open: LEDGER_TYPE.trade,
  trade_margin: LEDGER_TYPE.trade,
  option_stake: LEDGER_TYPE.trade,
  trade_fee: LEDGER_TYPE.fee,
  trade_pnl: LEDGER_TYPE.settlement,
  option_settlement: LEDGER_TYPE.settlement,
  loan: LEDGER_TYPE.loan,
  fund: LEDGER_TYPE.fund,
  fund_income: LEDGER_TYPE.fund,
  demo_grant: LEDGER_TYPE.demo,
  demo_reset: LEDGER_TYPE.demo,
};

const LABELS: Readonly<Record<Exclude<LedgerType, 10>, MessageDescriptor>> = {
  [LEDGER_TYPE.deposit]: messages.ledgerDeposit,
  [LEDGER_TYPE.withdrawal]: messages.ledgerWithdrawal,
  [LEDGER_TYPE.transfer]: messages.ledgerTransfer,
  [LEDGER_TYPE.trade]: messages.ledgerTrade,
  [LEDGER_TYPE.fee]: messages.ledgerFee,
  [LEDGER_TYPE.settlement]: messages.ledgerSettlement,
  [LEDGER_TYPE.loan]: messages.ledgerLoan,
  [LEDGER_TYPE.fund]: messages.ledgerFund,
  [LEDGER_TYPE.demo]: messages.ledgerDemo,
};

export const ACCOUNT_NAMES: Readonly<Record<AccountKind, MessageDescriptor>> = {
  funding: messages.accountFunding,
  micro: messages.accountMicro,
  forex: messages.accountForex,
};

function typeOf(cause: string): LedgerType {
  return (TYPE_OF_CAUSE as Readonly<Record<string, LedgerType | undefined>>)[cause] ?? LEDGER_TYPE.memo;
}

function causesOf(type: LedgerType): string[] {
  return Object.entries(TYPE_OF_CAUSE)
    .filter(([, mapped]) => mapped === type)
    .map(([cause]) => cause);
}

function isAccountKind(value: string): value is AccountKind {
  return value in ACCOUNT_NAMES;
}

/** What happened, in the request's language; a transfer names its two accounts (its memo is "from>to"). */
function memoTran(translate: Translate, type: LedgerType, memo: string): string {
  if (type === LEDGER_TYPE.memo) return memo;
  if (type === LEDGER_TYPE.transfer) {
    const [from = '', to = ''] = memo.split('>');
    if (isAccountKind(from) && isAccountKind(to)) {
      return translate(messages.ledgerTransfer, { from: translate(ACCOUNT_NAMES[from]), to: translate(ACCOUNT_NAMES[to]) });
    }
  }
  return translate(LABELS[type], { from: '', to: '' });
}

/** "YYYY-MM-DD HH:mm:ss" in UTC. */
function timeText(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

interface EntryRow {
  journal_id: string;
  kind: AccountKind;
  cause: string;
  memo: string;
  created_at: Date;
  available: string;
  locked: string;
}

export interface LedgerQuery {
  userId: number;
  page: number;
  /** 0 or absent: every type. */
  type?: number | undefined;
  accountKind?: AccountKind | undefined;
}

export async function ledgerPage(db: Queryable, translate: Translate, query: LedgerQuery): Promise<LedgerPage> {
  const params: (string | number | readonly string[])[] = [query.userId];
  let where = 'a.user_id = $1';
  if (query.accountKind) {
    params.push(query.accountKind);
    where += ` AND a.kind = $${params.length}`;
  }
  if (query.type) {
    // Type 10 is every cause without a type of its own.
    const memoOnly = query.type === LEDGER_TYPE.memo;
    params.push(memoOnly ? Object.keys(TYPE_OF_CAUSE) : causesOf(query.type as LedgerType));
    where += ` AND ${memoOnly ? 'NOT ' : ''}(j.cause = ANY($${params.length}::text[]))`;
  }
  const from = `postings p JOIN journals j ON j.id = p.journal_id JOIN ledger_accounts a ON a.id = p.account_id WHERE ${where}`;
  const rows = await db.query<EntryRow>(
    `SELECT p.journal_id, a.kind, j.cause, j.memo, j.created_at,
            coalesce(sum(p.amount) FILTER (WHERE p.bucket = 'available'), 0.00) AS available,
            coalesce(sum(p.amount) FILTER (WHERE p.bucket = 'locked'), 0.00) AS locked
     FROM ${from}
     GROUP BY p.journal_id, a.id, a.kind, j.cause, j.memo, j.created_at
     ORDER BY p.journal_id DESC, a.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, LEDGER_PAGE_SIZE, (query.page - 1) * LEDGER_PAGE_SIZE],
  );
  const [count] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM ${from} GROUP BY p.journal_id, a.id) entries`,
    params,
  );
  const list = rows.map((row): LedgerEntry => {
    const type = typeOf(row.cause);
    return {
      Id: Number(row.journal_id),
      accountTypeId: ACCOUNT_TYPE[row.kind],
      Value: row.available,
      LockValue: row.locked,
      Type: type,
      Memo: row.memo,
      MemoTran: memoTran(translate, type, row.memo),
      CreatedAt: row.created_at.getTime(),
      CreatedAtTran: timeText(row.created_at),
    };
  });
  return { list, total: Number(count?.n ?? 0) };
}
