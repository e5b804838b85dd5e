import { afterEach, describe, expect, it } from 'vitest';
import { SECOND_FACTOR, STEP_UP_KINDS } from '../../../../common/security';
import type { Queryable, SqlValue } from '../../../../server/db/database';
import { migrate, readMigrations } from '../../../../server/db/migrate';
import { databaseBefore, freshDatabase, type TestDatabase } from '../../helpers/test-db';

// Migration 0111 (issue 33): the account security tables. On a database that already ran, it adds them and touches
// nothing else; its checks hold the rules the code relies on, and agree with common/security.ts's lists. On PGlite, and
// on PostgreSQL 15 when TEST_DATABASE_URL is set.

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

const NEW_TABLES = ['recovery_codes', 'security_log', 'step_up_tokens', 'user_totp'];

async function user(db: Queryable, n: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (uid, email, password_hash, invite_code, created_at) VALUES ($1, $2, 'x', $3, now()) RETURNING id`,
    [`30000${n}`, `security${n}@example.com`, `SECMIG${n}`],
  );
  return row!.id;
}

async function tables(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name',
  );
  return rows.map((row) => row.table_name);
}

describe('migration 0111', () => {
  it('adds the four tables to a database that already ran, and changes nothing else', async () => {
    database = await databaseBefore('0111');
    const db = database.db;
    const all = await readMigrations();
    const id = await user(db, 1);
    const before = await tables(db);
    const usersBefore = await db.query('SELECT * FROM users ORDER BY id');
    // Up to this one: a later migration's tables are its own test's.
    expect(
      await migrate(
        db,
        all.filter((migration) => migration.version <= '0111'),
      ),
    ).toEqual(['0111_account_security.sql']);
    expect((await tables(db)).filter((name) => !before.includes(name))).toEqual(NEW_TABLES);
    expect(await db.query('SELECT * FROM users ORDER BY id')).toEqual(usersBefore);
    for (const table of NEW_TABLES) expect(await db.query(`SELECT * FROM ${table}`), table).toEqual([]);
    expect(id).toBeGreaterThan(0);
  });

  it('holds the rules the code relies on', async () => {
    database = await freshDatabase({ seed: false });
    const db = database.db;
    const id = await user(db, 2);
    const refused = (sql: string, params: readonly SqlValue[]) => expect(db.query(sql, params), sql).rejects.toThrow();
    const totp =
      'INSERT INTO user_totp (user_id, secret_sealed, state, created_at, enabled_at, last_step) VALUES ($1, $2, $3, now(), $4, $5)';
    const sealed = Uint8Array.of(1, 2, 3);
    // A state of its own, and on means a time and an accepted step, pending means neither.
    await refused(totp, [id, sealed, 'off', null, null]);
    await refused(totp, [id, sealed, 'enabled', new Date(), null]);
    await refused(totp, [id, sealed, 'enabled', null, 5]);
    await refused(totp, [id, sealed, 'pending', null, 5]);
    await db.query(totp, [id, sealed, 'pending', null, null]);
    // One per user.
    await refused(totp, [id, sealed, 'pending', null, null]);
    const [row] = await db.query<{ secret_sealed: Uint8Array }>('SELECT secret_sealed FROM user_totp WHERE user_id = $1', [id]);
    expect(Buffer.from(row!.secret_sealed)).toEqual(Buffer.from(sealed));

    const code = 'INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES ($1, $2, now())';
    await db.query(code, [id, 'a'.repeat(64)]);
    await refused(code, [id, 'a'.repeat(64)]);

    const token = `INSERT INTO step_up_tokens (token_hash, user_id, kind, factor, created_at, expires_at)
                   VALUES ($1, $2, $3, $4, now(), now() + interval '5 minutes')`;
    for (const [index, kind] of STEP_UP_KINDS.entries()) await db.query(token, [`kind${index}`, id, kind, SECOND_FACTOR.TOTP]);
    for (const factor of Object.values(SECOND_FACTOR)) await db.query(token, [`factor-${factor}`, id, 'withdrawal', factor]);
    await refused(token, ['other-kind', id, 'transfer', SECOND_FACTOR.TOTP]);
    await refused(token, ['other-factor', id, 'withdrawal', 'sms']);
    await refused(
      `INSERT INTO step_up_tokens (token_hash, user_id, kind, factor, created_at, expires_at) VALUES ('x', $1, 'withdrawal', 'totp', now(), now())`,
      [id],
    );

    await db.query("INSERT INTO security_log (user_id, event, created_at) VALUES ($1, 'step_up_granted', now())", [id]);
    const [entry] = await db.query<{ detail: unknown }>('SELECT detail FROM security_log WHERE user_id = $1', [id]);
    expect(entry?.detail).toEqual({});
    const indexes = await db.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE indexname = 'security_log_user_idx'");
    expect(indexes[0]?.indexdef).toContain('(user_id, created_at DESC, id DESC)');
  });
});
