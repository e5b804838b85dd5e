import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../../../server/clock';
import type { Queryable } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { houseAccountId, openUserAccounts } from '../../../../server/ledger/accounts';
import { postJournal, type LedgerCause } from '../../../../server/ledger/ledger';
import { assertLedgerInvariants } from '../../helpers/invariants';
import { databaseBefore, freshDatabase, type TestDatabase } from '../../helpers/test-db';

// Migration 0110 (issue 32, defect 4) on a database that already ran: the simulated traders seeded before it had
// their capital booked as a 'deposit' from the demo grants' house account. It marks them simulated and moves that
// capital from the demo grants' account to the simulated capital's by balanced journals between the two house
// accounts, touching no user account and rewriting nothing already written. On PGlite, and on PostgreSQL 15 when
// TEST_DATABASE_URL is set.

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

let users = 0;
async function user(db: Queryable, isDemo: boolean): Promise<number> {
  users += 1;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (uid, email, password_hash, invite_code, is_demo, device_id, created_at)
     VALUES ($1, $2, 'x', $3, $4, $5, now()) RETURNING id`,
    [`20000${users}`, `user${users}@example.com`, `CODE${users}`, isDemo, isDemo ? `device-${users}` : null],
  );
  await openUserAccounts(db, row!.id);
  return row!.id;
}

async function grant(db: Queryable, userId: number, cause: LedgerCause, amount: string): Promise<void> {
  // Read as the schema before 0110 has it: today's lockUserAccount also locks tables that came later (user_limits).
  const [account] = await db.query<{ id: number }>("SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind = 'forex'", [userId]);
  await postJournal(db, systemClock, {
    cause,
    userId,
    memo: 'simulated trader capital',
    postings: [
      { accountId: account!.id, bucket: 'available', amount },
      { accountId: await houseAccountId(db, 'house_demo_grants'), bucket: 'available', amount: `-${amount}` },
    ],
  });
}

async function house(db: Queryable, kind: string): Promise<string | undefined> {
  const [row] = await db.query<{ available: string }>(
    'SELECT available::text AS available FROM ledger_accounts WHERE user_id IS NULL AND kind = $1',
    [kind],
  );
  return row?.available;
}

describe('migration 0110', () => {
  it('marks the simulated traders and moves their capital off the demo grants, by balanced journals', async () => {
    database = await databaseBefore('0110');
    const db = database.db;
    // The house accounts a running installation had before it (its seed made them at every start).
    await db.query("INSERT INTO ledger_accounts (user_id, kind) VALUES (NULL, 'house_demo_grants'), (NULL, 'house_pnl')");

    // Two simulated traders as the seed booked them, a demo account granted its balance, and a trader who is a person.
    const simulated = [await user(db, false), await user(db, false)];
    for (const [index, id] of simulated.entries()) {
      await db.query(`INSERT INTO traders (user_id, nickname, strategy, created_at) VALUES ($1, 'Sim', $2, 0)`, [id, `sim_${index}`]);
      await grant(db, id, 'deposit', '10000.00');
    }
    const demo = await user(db, true);
    await grant(db, demo, 'demo_grant', '5000.00');
    const person = await user(db, false);
    await db.query(`INSERT INTO traders (user_id, nickname, created_at) VALUES ($1, 'Ada', 0)`, [person]);
    const journalsBefore = await db.query<{ id: string }>('SELECT id, cause, user_id, memo FROM journals ORDER BY id');
    const userAccountsBefore = await db.query(
      'SELECT id, available::text, locked::text FROM ledger_accounts WHERE user_id IS NOT NULL ORDER BY id',
    );
    expect(await house(db, 'house_demo_grants')).toBe('-25000.00');

    expect(await migrate(db)).toContain('0110_simulated_capital.sql');

    const marked = await db.query<{ id: number }>('SELECT id FROM users WHERE simulated ORDER BY id');
    expect(marked.map((row) => row.id)).toEqual(simulated);
    // The demo grants' account holds the demo account's grant alone; the simulated capital's holds the rest.
    expect(await house(db, 'house_demo_grants')).toBe('-5000.00');
    expect(await house(db, 'house_simulated_capital')).toBe('-20000.00');
    // Nothing written before was changed: the journals are there as they were, and no user account moved.
    expect(await db.query('SELECT id, cause, user_id, memo FROM journals WHERE id <= $1 ORDER BY id', [journalsBefore.at(-1)!.id])).toEqual(
      journalsBefore,
    );
    expect(await db.query('SELECT id, available::text, locked::text FROM ledger_accounts WHERE user_id IS NOT NULL ORDER BY id')).toEqual(
      userAccountsBefore,
    );
    // One journal per simulated trader, between the two house accounts only.
    const moved = await db.query<{ user_id: number; kind: string; amount: string }>(
      `SELECT j.user_id, a.kind, p.amount::text AS amount FROM journals j
       JOIN postings p ON p.journal_id = j.id JOIN ledger_accounts a ON a.id = p.account_id
       WHERE j.cause = 'simulated_capital' ORDER BY j.user_id, a.kind`,
    );
    expect(moved).toEqual(
      simulated.flatMap((id) => [
        { user_id: id, kind: 'house_demo_grants', amount: '10000.00' },
        { user_id: id, kind: 'house_simulated_capital', amount: '-10000.00' },
      ]),
    );
    await assertLedgerInvariants(db);
  });

  it('on a new database, only adds the mark and the house account', async () => {
    database = await freshDatabase();
    expect(await house(database.db, 'house_simulated_capital')).toBe('0.00');
    expect(await database.db.query("SELECT id FROM journals WHERE cause = 'simulated_capital'")).toEqual([]);
  });
});
