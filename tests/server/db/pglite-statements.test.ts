import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionAbortedError } from '@electric-sql/pglite';
import type { Database } from '../../../server/db/database';
import { openPglite } from '../../../server/db/pglite';

// PGlite's statements run prepared, one call each (server/db/pglite-statements.ts): they must answer what PGlite's
// own query() answered, follow the schema when it changes, and keep a transaction all or nothing.

let db: Database;
beforeAll(async () => {
  db = await openPglite();
  await db.exec(`CREATE TABLE probe (id integer PRIMARY KEY, amount numeric(24, 2), big bigint, at timestamptz, doc jsonb,
    flag boolean, bytes bytea, tags text[])`);
});
afterAll(() => db.close());

describe('statements on PGlite', () => {
  it('hand back every type as before: money and bigints as exact text, times as dates, JSON parsed, NULL as null', async () => {
    const at = new Date('2026-01-05T12:00:00.123Z');
    await db.query('INSERT INTO probe (id, amount, big, at, doc, flag, bytes, tags) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
      1,
      '12345678901234567890.10',
      '9007199254740993',
      at,
      JSON.stringify({ code: 1, msg: 'ok' }),
      true,
      new Uint8Array([0, 255, 7]),
      ['a', 'b,c'],
    ]);
    await db.query('INSERT INTO probe (id) VALUES ($1)', [2]);
    const rows = await db.query('SELECT id, amount, big, at, doc, flag, bytes, tags FROM probe ORDER BY id');
    expect(rows).toEqual([
      {
        id: 1,
        amount: '12345678901234567890.10',
        big: '9007199254740993',
        at,
        doc: { code: 1, msg: 'ok' },
        flag: true,
        bytes: new Uint8Array([0, 255, 7]),
        tags: ['a', 'b,c'],
      },
      { id: 2, amount: null, big: null, at: null, doc: null, flag: null, bytes: null, tags: null },
    ]);
  });

  it('follow a table changed after a statement on it was prepared', async () => {
    await db.exec('CREATE TABLE reshaped (id integer PRIMARY KEY)');
    await db.query('INSERT INTO reshaped VALUES (1)');
    expect(await db.query('SELECT * FROM reshaped')).toEqual([{ id: 1 }]);
    await db.exec("ALTER TABLE reshaped ADD COLUMN label text NOT NULL DEFAULT 'new'");
    expect(await db.query('SELECT * FROM reshaped')).toEqual([{ id: 1, label: 'new' }]);
  });

  it('run more distinct statements than are kept prepared, each still right', async () => {
    for (let index = 0; index < 450; index += 1) {
      expect(await db.query(`SELECT $1::integer + ${index} AS total`, [1])).toEqual([{ total: index + 1 }]);
    }
    expect(await db.query('SELECT $1::integer + 0 AS total', [5])).toEqual([{ total: 5 }]);
  });

  it('refuse to commit a transaction whose failed statement was caught, and keep none of it', async () => {
    await db.exec('CREATE TABLE once (id integer PRIMARY KEY)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO once VALUES (1)');
        await tx.query('INSERT INTO once VALUES (1)').catch(() => undefined);
      }),
    ).rejects.toBeInstanceOf(TransactionAbortedError);
    expect(await db.query('SELECT id FROM once')).toEqual([]);
    await db.transaction((tx) => tx.query('INSERT INTO once VALUES (2)'));
    expect(await db.query('SELECT id FROM once')).toEqual([{ id: 2 }]);
  });
});
