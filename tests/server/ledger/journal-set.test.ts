import { describe, expect, it } from 'vitest';
import { formatAmount, negate } from '../../../common/money';
import { houseAccountId } from '../../../server/ledger/accounts';
import { postJournalSet, UnbalancedJournals, type PostingRows } from '../../../server/ledger/journal-set';
import { InsufficientFunds } from '../../../server/ledger/ledger';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { balances, deposit, operatorToken, realUser } from '../helpers/wallet';

// The ledger's set-based entry point: many journals from one query, with postJournal's rules (each journal
// balances, no zero or sub-cent posting, a user bucket never below zero) and nothing written when one is broken.

const app = appForTests();
const users = madeBeforeTests(async () => {
  const operator = await operatorToken(app);
  const made = await Promise.all(['set-a@example.com', 'set-b@example.com'].map((email) => realUser(app, email)));
  for (const user of made) await deposit(app, user, operator, '100.00');
  return { a: made[0]!, b: made[1]! };
});

/** Postings moving `amounts` between each user's funding account and the house's P/L, one journal per user. */
async function rows(amounts: [number, string][], houseSide = (amount: string) => formatAmount(negate(amount))): Promise<PostingRows> {
  const pnl = await houseAccountId(app.database.db, 'house_pnl');
  return {
    sql: `SELECT 'test ' || m.user_id AS entry, 'fund_income' AS cause, m.user_id, 'set test' AS memo, side.account_id, 'available' AS bucket, side.amount
          FROM unnest($1::integer[], $2::text[], $3::text[]) AS m (user_id, amount, house_amount)
          JOIN ledger_accounts a ON a.user_id = m.user_id AND a.kind = 'funding'
          CROSS JOIN LATERAL (VALUES (a.id, m.amount::numeric), ($4::integer, m.house_amount::numeric)) AS side (account_id, amount)`,
    params: [amounts.map(([user]) => user), amounts.map(([, amount]) => amount), amounts.map(([, amount]) => houseSide(amount)), pnl],
  };
}

const funding = async (token: string) => (await balances(app, token)).funding.balance;
const journalCount = async () => (await app.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM journals'))[0]!.n;

describe('postJournalSet', () => {
  it('writes one journal per entry with its postings and moves the balances', async () => {
    const { a, b } = users;
    const written = await app.database.db.transaction(async (tx) =>
      postJournalSet(tx, app.clock, await rows([[a.userId, '1.25'], [b.userId, '-0.50']])),
    );
    expect([...written.entries].sort()).toEqual([`test ${a.userId}`, `test ${b.userId}`].sort());
    expect(written.journals).toHaveLength(2);
    const postings = await app.database.db.query<{ journal_id: string; n: number }>(
      'SELECT journal_id::text, count(*)::int AS n FROM postings WHERE journal_id = ANY ($1::bigint[]) GROUP BY journal_id',
      [written.journals],
    );
    expect(postings.map((row) => row.n)).toEqual([2, 2]);
    expect(await funding(a.token)).toBe('101.25');
    expect(await funding(b.token)).toBe('99.50');
    await assertLedgerInvariants(app.database.db);
  });

  it('refuses a set with a journal that does not balance, or a sub-cent posting, and writes none of it', async () => {
    const { a, b } = users;
    const journals = await journalCount();
    await expect(
      app.database.db.transaction(async (tx) => postJournalSet(tx, app.clock, await rows([[a.userId, '1.00'], [b.userId, '2.00']], () => '-1.50'))),
    ).rejects.toBeInstanceOf(UnbalancedJournals);
    await expect(
      app.database.db.transaction(async (tx) => postJournalSet(tx, app.clock, await rows([[a.userId, '1.005']]))),
    ).rejects.toBeInstanceOf(UnbalancedJournals);
    expect(await journalCount()).toBe(journals);
    expect(await funding(a.token)).toBe('101.25');
  });

  it('refuses taking a user below zero, and the whole set rolls back with its transaction', async () => {
    const { a, b } = users;
    const journals = await journalCount();
    await expect(
      app.database.db.transaction(async (tx) => postJournalSet(tx, app.clock, await rows([[a.userId, '5.00'], [b.userId, '-99.51']]))),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await journalCount()).toBe(journals);
    expect(await funding(a.token)).toBe('101.25');
    expect(await funding(b.token)).toBe('99.50');
    await assertLedgerInvariants(app.database.db);
  });
});
