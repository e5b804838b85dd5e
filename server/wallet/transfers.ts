import { negate } from '../../common/money';
import { exceedsAvailable, ACCOUNT_TYPE, type AccountKind } from '../../common/wallet';
import { type TransferLogEntry, type TransferLogPage, TRANSFER_PAGE_SIZE } from '../../common/api/wallet';
import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { postJournal } from '../ledger/ledger';
import { requireAmount, takingFrom } from './amount';
import { assert } from '../assert';
import { paged } from '../db/paging';

// Transfers between a user's own accounts: one journal from the free balance of one to the free balance of the
// other. The guarded update in the ledger refuses an amount above the free balance even when another request
// spends it at the same moment.

const KIND_OF_TYPE = new Map<number, AccountKind>(Object.entries(ACCOUNT_TYPE).map(([kind, id]) => [id, kind as AccountKind]));

export function kindOfType(accountTypeId: number): AccountKind {
  const kind = KIND_OF_TYPE.get(accountTypeId);
  assert(kind, `no account type ${accountTypeId}`);
  return kind;
}

interface TransferRow {
  id: string;
  amount: string;
  from_type: number;
  to_type: number;
  created_at: Date;
}

function toEntry(row: TransferRow): TransferLogEntry {
  return { id: Number(row.id), balance: row.amount, from: row.from_type, to: row.to_type, created_at: row.created_at.getTime() };
}

export async function transferBetweenAccounts(
  db: Database,
  clock: Clock,
  userId: number,
  request: { from: number; to: number; amount: string; limit?: string | undefined },
): Promise<TransferLogEntry> {
  if (request.from === request.to) throw new DomainError(CODE.SAME_ACCOUNT, messages.transferSameAccount);
  const amount = requireAmount('balance', request.amount);
  // A tighter limit than the available balance (the contract account's floating losses); the ledger's guard still
  // holds the available balance itself against concurrent requests.
  if (request.limit !== undefined && exceedsAvailable(amount, request.limit)) {
    throw new DomainError(CODE.INSUFFICIENT_FUNDS, messages.amountOverBalance, { field: 'balance', available: request.limit });
  }
  return db.transaction(async (tx) => {
    const accounts = await tx.query<{ id: number; kind: AccountKind }>(
      'SELECT id, kind FROM ledger_accounts WHERE user_id = $1 AND kind = ANY($2)',
      [userId, [kindOfType(request.from), kindOfType(request.to)]],
    );
    const idOf = (type: number) => {
      const account = accounts.find((row) => row.kind === kindOfType(type));
      assert(account, `user ${userId} has no account of type ${type}`);
      return account.id;
    };
    const journalId = await takingFrom(tx, 'balance', () =>
      postJournal(tx, clock, {
        cause: 'transfer',
        userId,
        memo: `${kindOfType(request.from)}>${kindOfType(request.to)}`,
        postings: [
          { accountId: idOf(request.from), bucket: 'available', amount: negate(amount) },
          { accountId: idOf(request.to), bucket: 'available', amount },
        ],
      }),
    );
    const [row] = await tx.query<TransferRow>(
      `INSERT INTO transfers (user_id, from_type, to_type, amount, journal_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, amount, from_type, to_type, created_at`,
      [userId, request.from, request.to, amount, journalId, new Date(clock.now())],
    );
    assert(row, 'transfer insert returned nothing');
    return toEntry(row);
  });
}

/** Transfers out of one account, newest first. */
export async function transferLog(db: Queryable, userId: number, fromType: number, page: number): Promise<TransferLogPage> {
  return paged(
    db,
    {
      select: 'id, amount, from_type, to_type, created_at',
      from: 'transfers WHERE user_id = $1 AND from_type = $2',
      orderBy: 'id DESC',
      params: [userId, fromType],
    },
    { page, size: TRANSFER_PAGE_SIZE },
    toEntry,
  );
}
