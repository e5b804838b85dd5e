import { describe, expect, it } from 'vitest';
import { formatAmount, negate } from '../../../common/money';
import { houseAccountId } from '../../../server/ledger/accounts';
import type { Queryable } from '../../../server/db/database';
import { postJournalSet, reserveJournalIds, UnbalancedJournals, type PostingRows } from '../../../server/ledger/journal-set';
import { InsufficientFunds } from '../../../server/ledger/ledger';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { balances, deposit, operatorToken, realUser } from '../helpers/wallet';

// The ledger's set-based entry point: many journals from one query, with postJournal's rules (each journal
// balances, no sub-cent posting, a user bucket never below zero) and nothing written when one is broken; rows of a
// journal to the same account make one posting.

const app = appForTests();
const users = madeBeforeTests(async () => {
  const operator = await operatorToken(app);
  const made = await Promise.all(['set-a@example.com', 'set-b@example.com'].map((email) => realUser(app, email)));
  for (const user of made) await deposit(app, user, operator, '100.00');
  return { a: made[0]!, b: made[1]! };
});

/**
 * Postings moving `amounts` between each user's funding account and the house's P/L: one journal per user, or with
 * `oneJournal` a single journal for all of them (whose house rows become one posting).
 */
async function rows(
  tx: Queryable,
  amounts: [number, string][],
  houseSide = (amount: string) => formatAmount(negate(amount)),
  oneJournal = false,
): Promise<PostingRows> {
  const pnl = await houseAccountId(tx, 'house_pnl');
  const ids = await reserveJournalIds(tx, oneJournal ? 1 : amounts.length);
  return {
    sql: `SELECT m.journal_id, 'transfer' AS cause, NULL::integer AS user_id, 'set test' AS memo, side.account_id, 'available' AS bucket, side.amount
          FROM unnest($1::integer[], $2::text[], $3::text[], $5::bigint[]) AS m (user_id, amount, house_amount, journal_id)
          JOIN ledger_accounts a ON a.user_id = m.user_id AND a.kind = 'funding'
          CROSS JOIN LATERAL (VALUES (a.id, m.amount::numeric), ($4::integer, m.house_amount::numeric)) AS side (account_id, amount)`,
    params: [
      amounts.map(([user]) => user),
      amounts.map(([, amount]) => amount),
      amounts.map(([, amount]) => houseSide(amount)),
      pnl,
      amounts.map((_, index) => ids[oneJournal ? 0 : index]!),
    ],
  };
}

const postingsOf = (journals: readonly string[]) =>
  app.database.db.query<{ journal_id: string; n: number }>(
    'SELECT journal_id::text, count(*)::int AS n FROM postings WHERE journal_id = ANY ($1::bigint[]) GROUP BY journal_id ORDER BY journal_id',
    [journals],
  );

const funding = async (token: string) => (await balances(app, token)).funding.balance;
const journalCount = async () => (await app.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM journals'))[0]!.n;

describe('postJournalSet', () => {
  it('writes one journal per id with its postings and moves the balances', async () => {
    const { a, b } = users;
    const written = await app.database.db.transaction(async (tx) =>
      postJournalSet(
        tx,
        app.clock,
        await rows(tx, [
          [a.userId, '1.25'],
          [b.userId, '-0.50'],
        ]),
      ),
    );
    expect(written).toHaveLength(2);
    expect((await postingsOf(written)).map((row) => row.n)).toEqual([2, 2]);
    expect(await funding(a.token)).toBe('101.25');
    expect(await funding(b.token)).toBe('99.50');
    await assertLedgerInvariants(app.database.db);
  });

  it("gathers a journal's rows to one account into one posting: one credit each and one debit of the house", async () => {
    const { a, b } = users;
    const written = await app.database.db.transaction(async (tx) =>
      postJournalSet(
        tx,
        app.clock,
        await rows(
          tx,
          [
            [a.userId, '0.25'],
            [a.userId, '0.50'],
            [b.userId, '1.00'],
          ],
          undefined,
          true,
        ),
      ),
    );
    expect(written).toHaveLength(1);
    const postings = await app.database.db.query<{ account_id: number; amount: string }>(
      'SELECT account_id, amount::text FROM postings WHERE journal_id = $1 ORDER BY amount',
      [written[0]!],
    );
    expect(postings.map((row) => row.amount)).toEqual(['-1.75', '0.75', '1.00']);
    expect(await funding(a.token)).toBe('102.00');
    expect(await funding(b.token)).toBe('100.50');
    await assertLedgerInvariants(app.database.db);
  });

  it('refuses a set with a journal that does not balance, or a sub-cent posting, and writes none of it', async () => {
    const { a, b } = users;
    const journals = await journalCount();
    await expect(
      app.database.db.transaction(async (tx) =>
        postJournalSet(
          tx,
          app.clock,
          await rows(
            tx,
            [
              [a.userId, '1.00'],
              [b.userId, '2.00'],
            ],
            () => '-1.50',
          ),
        ),
      ),
    ).rejects.toBeInstanceOf(UnbalancedJournals);
    await expect(
      app.database.db.transaction(async (tx) => postJournalSet(tx, app.clock, await rows(tx, [[a.userId, '1.005']]))),
    ).rejects.toBeInstanceOf(UnbalancedJournals);
    expect(await journalCount()).toBe(journals);
    expect(await funding(a.token)).toBe('102.00');
  });

  it('refuses a journal whose rows disagree on its memo or its user, and writes none of it', async () => {
    const { a } = users;
    const journals = await journalCount();
    const disagreeing = async (tx: Queryable, column: 'memo' | 'user'): Promise<PostingRows> => {
      const base = await rows(tx, [[a.userId, '1.00']]);
      const columns = {
        memo: "memo || CASE WHEN amount > 0 THEN ' credit' ELSE '' END AS memo, user_id",
        user: `memo, CASE WHEN amount > 0 THEN ${a.userId} END AS user_id`,
      };
      return { ...base, sql: `SELECT journal_id, cause, ${columns[column]}, account_id, bucket, amount FROM (${base.sql}) AS r` };
    };
    for (const column of ['memo', 'user'] as const) {
      await expect(
        app.database.db.transaction(async (tx) => postJournalSet(tx, app.clock, await disagreeing(tx, column))),
      ).rejects.toBeInstanceOf(UnbalancedJournals);
    }
    expect(await journalCount()).toBe(journals);
  });

  it('refuses taking a user below zero, and the whole set rolls back with its transaction', async () => {
    const { a, b } = users;
    const journals = await journalCount();
    await expect(
      app.database.db.transaction(async (tx) =>
        postJournalSet(
          tx,
          app.clock,
          await rows(tx, [
            [a.userId, '5.00'],
            [b.userId, '-100.51'],
          ]),
        ),
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await journalCount()).toBe(journals);
    expect(await funding(a.token)).toBe('102.00');
    expect(await funding(b.token)).toBe('100.50');
    await assertLedgerInvariants(app.database.db);
  });

  it('the database refuses a journal whose postings do not balance, whatever code writes it', async () => {
    const journals = await journalCount();
    await expect(
      app.database.db.transaction(async (tx) => {
        const [id] = await reserveJournalIds(tx, 1);
        await tx.query(
          "INSERT INTO journals (id, cause, user_id, memo, created_at) OVERRIDING SYSTEM VALUE VALUES ($1, 'transfer', NULL, 'raw', now())",
          [id!],
        );
        const pnl = await houseAccountId(tx, 'house_pnl');
        const fees = await houseAccountId(tx, 'house_fees');
        await tx.query(
          "INSERT INTO postings (journal_id, account_id, bucket, amount) VALUES ($1, $2, 'available', 1), ($1, $3, 'available', -0.99)",
          [id!, pnl, fees],
        );
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await journalCount()).toBe(journals);
  });
});
