import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_MATCH_POSTINGS, JOURNALS_BALANCE } from '../helpers/invariants';
import { freshDatabase, type TestDatabase } from '../helpers/test-db';
import { LedgerAudit } from './audit';

// The long simulation's audit between full ones must see what a full audit sees in what was written since: a
// journal that does not balance, an account whose buckets moved by other than its postings.

let database: TestDatabase;
let house: { income: number; grants: number };

beforeAll(async () => {
  database = await freshDatabase();
  const accounts = await database.db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE user_id IS NULL ORDER BY id LIMIT 2');
  house = { income: accounts[0]!.id, grants: accounts[1]!.id };
}, 60_000);
afterAll(() => database.drop());

/** A journal between the two house accounts, straight into the tables: `stored` says whether the accounts follow. */
async function post(amounts: readonly [string, string], stored: boolean): Promise<void> {
  const { db } = database;
  const [journal] = await db.query<{ id: string }>(
    `INSERT INTO journals (cause, user_id, memo, created_at) VALUES ('adjustment', NULL, 'audit test', now()) RETURNING id::text`,
  );
  // Both postings in one statement: the database checks each statement's journals as it ends.
  await db.query(
    `INSERT INTO postings (journal_id, account_id, bucket, amount) VALUES ($1, $2, 'available', $3), ($1, $4, 'available', $5)`,
    [journal!.id, house.income, amounts[0], house.grants, amounts[1]],
  );
  if (!stored) return;
  await db.query('UPDATE ledger_accounts SET available = available + $2 WHERE id = $1', [house.income, amounts[0]]);
  await db.query('UPDATE ledger_accounts SET available = available + $2 WHERE id = $1', [house.grants, amounts[1]]);
}

describe('the incremental ledger audit', () => {
  it('needs a full audit that held before its first increment', async () => {
    await expect(new LedgerAudit().increment(database.db)).rejects.toThrow(/full one/);
  });

  it('passes what is sound, and finds a drifted account or an unbalanced journal written since', async () => {
    const audit = new LedgerAudit();
    expect(await audit.full(database.db)).toEqual([]);
    await post(['12.34', '-12.34'], true);
    expect(await audit.increment(database.db)).toEqual([]);

    // The postings are there, the account's stored buckets did not follow.
    await post(['5.00', '-5.00'], false);
    const drifted = await audit.increment(database.db);
    expect(drifted.map((violation) => violation.rule)).toEqual([ACCOUNTS_MATCH_POSTINGS]);
    expect(drifted[0]!.rows).toHaveLength(2);
    // A failed increment keeps its base: the same drift is found again until it is put right.
    expect((await audit.increment(database.db)).map((violation) => violation.rule)).toEqual([ACCOUNTS_MATCH_POSTINGS]);
    await database.db.query('UPDATE ledger_accounts SET available = available + $2 WHERE id = $1', [house.income, '5.00']);
    await database.db.query('UPDATE ledger_accounts SET available = available + $2 WHERE id = $1', [house.grants, '-5.00']);
    expect(await audit.increment(database.db)).toEqual([]);

    // A journal that does not balance, past the database's own check (dropped for the test).
    await database.db.exec('ALTER TABLE postings DISABLE TRIGGER postings_balanced');
    try {
      await post(['1.00', '-0.99'], true);
    } finally {
      await database.db.exec('ALTER TABLE postings ENABLE TRIGGER postings_balanced');
    }
    const found = await audit.increment(database.db);
    expect(found.map((violation) => violation.rule)).toContain(JOURNALS_BALANCE);
    // The full audit agrees.
    expect((await new LedgerAudit().full(database.db)).map((violation) => violation.rule)).toContain(JOURNALS_BALANCE);
  });
});
