import { Decimal, formatAmount, PLACES } from '../../common/money';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { assert } from '../assert';

// Posting journals. A journal's postings must sum to zero (checked here first, and by the database at commit);
// each posting moves one bucket of one account, and a user account's bucket never goes below zero: the update is
// guarded in SQL, so two concurrent journals cannot overdraw it between a read and a write.

export type Bucket = 'available' | 'locked';

/** Why money moved; the ledger screen shows it. */
export type LedgerCause =
  | 'demo_grant'
  | 'demo_reset'
  | 'deposit'
  | 'withdrawal'
  | 'transfer'
  | 'trade_open'
  | 'trade_margin'
  | 'trade_fee'
  | 'trade_pnl'
  | 'option_stake'
  | 'option_settlement'
  | 'loan'
  | 'fund'
  | 'fund_income'
  | 'adjustment'
  /** A simulated trader's starting capital, from the house's simulated capital account: never a deposit. */
  | 'simulated_capital';

export interface PostingInput {
  accountId: number;
  bucket: Bucket;
  /** Signed, at most 2 decimals: callers round once, by the spec's rule, before posting. */
  amount: Decimal.Value;
}

export interface JournalInput {
  cause: LedgerCause;
  userId: number | null;
  memo?: string;
  postings: readonly PostingInput[];
}

export class InsufficientFunds extends Error {
  constructor(readonly accountId: number) {
    super(`account ${accountId} would go below zero`);
    this.name = 'InsufficientFunds';
  }
}

/** A journal's postings checked (at least two, none of zero, at most 2 decimals, summing to zero) and parsed. */
export function checkedPostings(postings: readonly PostingInput[]): { accountId: number; bucket: Bucket; amount: Decimal }[] {
  assert(postings.length >= 2, 'a journal needs at least two postings');
  const parsed = postings.map((posting) => ({ ...posting, amount: new Decimal(posting.amount) }));
  for (const posting of parsed) {
    assert(!posting.amount.isZero(), 'a posting of zero moves nothing');
    assert(
      posting.amount.decimalPlaces() <= PLACES.balance,
      () => `amount ${posting.amount.toString()} has more than ${PLACES.balance} decimals`,
    );
  }
  const sum = parsed.reduce((total, posting) => total.plus(posting.amount), new Decimal(0));
  assert(sum.isZero(), () => `journal does not balance: postings sum to ${sum.toString()}`);
  return parsed;
}

/** Writes a journal and moves the balances, inside the caller's transaction. Returns the journal id. */
export async function postJournal(tx: Queryable, clock: Clock, journal: JournalInput): Promise<string> {
  const postings = checkedPostings(journal.postings);
  // The journal and its postings in one statement; each posting row's values are typed, since VALUES has no column
  // types of its own.
  const values = postings.map((_, index) => `($${5 + index * 3}::integer, $${6 + index * 3}::text, $${7 + index * 3}::numeric)`);
  const [row] = await tx.query<{ id: string }>(
    `WITH journal AS (
       INSERT INTO journals (cause, user_id, memo, created_at) VALUES ($1, $2, $3, $4) RETURNING id
     ), posted AS (
       INSERT INTO postings (journal_id, account_id, bucket, amount)
       SELECT journal.id, posting.account_id, posting.bucket, posting.amount
       FROM journal, (VALUES ${values.join(', ')}) AS posting (account_id, bucket, amount)
     )
     SELECT id FROM journal`,
    [
      journal.cause,
      journal.userId,
      journal.memo ?? '',
      new Date(clock.now()),
      ...postings.flatMap((posting) => [posting.accountId, posting.bucket, formatAmount(posting.amount)]),
    ],
  );
  assert(row, 'journal insert returned nothing');
  // One guarded update per account, always in account order, so concurrent journals over the same accounts cannot
  // deadlock; the guard sees the journal's net change to each bucket, so a user bucket never goes below zero.
  const byAccount = new Map<number, { available: Decimal; locked: Decimal }>();
  for (const posting of postings) {
    const change = byAccount.get(posting.accountId) ?? { available: new Decimal(0), locked: new Decimal(0) };
    change[posting.bucket] = change[posting.bucket].plus(posting.amount);
    byAccount.set(posting.accountId, change);
  }
  for (const [accountId, change] of [...byAccount].sort(([a], [b]) => a - b)) {
    const moved = await tx.query(
      `UPDATE ledger_accounts SET available = available + $2, locked = locked + $3
       WHERE id = $1 AND (user_id IS NULL OR (available + $2 >= 0 AND locked + $3 >= 0)) RETURNING id`,
      [accountId, formatAmount(change.available), formatAmount(change.locked)],
    );
    if (moved.length === 0) throw new InsufficientFunds(accountId);
  }
  return row.id;
}
