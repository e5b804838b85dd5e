import Decimal from 'decimal.js';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';

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
  | 'trade_margin'
  | 'trade_fee'
  | 'trade_pnl'
  | 'option_stake'
  | 'option_settlement'
  | 'loan'
  | 'fund'
  | 'fund_income';

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

function validated(postings: readonly PostingInput[]): { accountId: number; bucket: Bucket; amount: Decimal }[] {
  if (postings.length < 2) throw new Error('a journal needs at least two postings');
  const parsed = postings.map((posting) => ({ ...posting, amount: new Decimal(posting.amount) }));
  for (const posting of parsed) {
    if (posting.amount.isZero()) throw new Error('a posting of zero moves nothing');
    if (posting.amount.decimalPlaces() > 2) throw new Error(`amount ${posting.amount.toString()} has more than 2 decimals`);
  }
  const sum = parsed.reduce((total, posting) => total.plus(posting.amount), new Decimal(0));
  if (!sum.isZero()) throw new Error(`journal does not balance: postings sum to ${sum.toString()}`);
  return parsed;
}

/** Writes a journal and moves the balances, inside the caller's transaction. Returns the journal id. */
export async function postJournal(tx: Queryable, clock: Clock, journal: JournalInput): Promise<string> {
  const postings = validated(journal.postings);
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO journals (cause, user_id, memo, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [journal.cause, journal.userId, journal.memo ?? '', new Date(clock.now())],
  );
  if (!row) throw new Error('journal insert returned nothing');
  // Always touch accounts in the same order, so concurrent journals over the same accounts cannot deadlock.
  const ordered = [...postings].sort((a, b) => a.accountId - b.accountId || a.bucket.localeCompare(b.bucket));
  for (const posting of ordered) {
    const amount = posting.amount.toFixed(2);
    await tx.query('INSERT INTO postings (journal_id, account_id, bucket, amount) VALUES ($1, $2, $3, $4)', [
      row.id,
      posting.accountId,
      posting.bucket,
      amount,
    ]);
    // The bucket name comes from the closed Bucket type, never from input.
    const column = posting.bucket === 'available' ? 'available' : 'locked';
    const moved = await tx.query(
      `UPDATE ledger_accounts SET ${column} = ${column} + $2
       WHERE id = $1 AND (user_id IS NULL OR ${column} + $2 >= 0) RETURNING id`,
      [posting.accountId, amount],
    );
    if (moved.length === 0) throw new InsufficientFunds(posting.accountId);
  }
  return row.id;
}
