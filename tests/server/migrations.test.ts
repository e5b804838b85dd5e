import { afterEach, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../server/db/migrate';
import { seed } from '../../server/seed/seed';
import { freshDatabase, type TestDatabase } from './helpers/test-db';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe('migrations', () => {
  it('apply every file once on a fresh database, then nothing on the next run', async () => {
    database = await freshDatabase({ migrate: false });
    const files = await readMigrations();
    expect(files.length).toBeGreaterThan(0);
    expect(await migrate(database.db)).toEqual(files.map((file) => file.name));
    expect(await migrate(database.db)).toEqual([]);
    const rows = await database.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(files.map((file) => file.version));
  });

  it('roll a failing migration back whole, leaving no record of it', async () => {
    database = await freshDatabase({ migrate: false });
    const broken = [{ version: '9001', name: '9001_broken.sql', sql: 'CREATE TABLE half (id int); SELECT * FROM nowhere;' }];
    await expect(migrate(database.db, broken)).rejects.toThrow();
    const tables = await database.db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half'");
    expect(tables).toEqual([]);
    expect(await database.db.query("SELECT 1 FROM schema_migrations WHERE version = '9001'")).toEqual([]);
  });
});

describe('the seed', () => {
  it('can run again without changing what an operator set', async () => {
    database = await freshDatabase();
    await database.db.query("UPDATE settings SET value = '2' WHERE key = 'verify_reg_type'");
    await seed(database.db);
    const [row] = await database.db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'verify_reg_type'");
    expect(row?.value).toBe('2');
    const [count] = await database.db.query<{ n: string }>('SELECT count(*) AS n FROM settings');
    await seed(database.db);
    const [again] = await database.db.query<{ n: string }>('SELECT count(*) AS n FROM settings');
    expect(again?.n).toBe(count?.n);
  });
});
