import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, onPostgres, type TestDatabase } from '../helpers/test-db';

// A transaction is ambient to the code it runs (server/db/ambient.ts): queries and transactions started inside it
// through the database object join it, a nested transaction is a savepoint, and work that outlives it uses the
// pool again. On PGlite and PostgreSQL alike.

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase({ seed: false });
  await database.db.exec('CREATE TABLE ambient_probe (id integer PRIMARY KEY)');
});
afterAll(() => database.drop());

const ids = async () => (await database.db.query<{ id: number }>('SELECT id FROM ambient_probe ORDER BY id')).map((row) => row.id);

describe('an ambient transaction', () => {
  it('takes in what code inside it writes through the database object, and rolls it all back together', async () => {
    await expect(
      database.db.transaction(async () => {
        await database.db.query('INSERT INTO ambient_probe (id) VALUES (1)');
        await database.db.transaction((inner) => inner.query('INSERT INTO ambient_probe (id) VALUES (2)'));
        // Seen inside, before any commit.
        expect(await ids()).toEqual([1, 2]);
        throw new Error('the request failed after its effect');
      }),
    ).rejects.toThrow('the request failed');
    expect(await ids()).toEqual([]);
  });

  it('undoes only a nested transaction that fails, as a savepoint', async () => {
    await database.db.transaction(async (tx) => {
      await tx.query('INSERT INTO ambient_probe (id) VALUES (10)');
      await expect(
        database.db.transaction(async (inner) => {
          await inner.query('INSERT INTO ambient_probe (id) VALUES (11)');
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await tx.query('INSERT INTO ambient_probe (id) VALUES (12)');
    });
    expect(await ids()).toEqual([10, 12]);
  });

  it('is left by work that outlives it, which then runs on its own', async () => {
    let later: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      await tx.query('INSERT INTO ambient_probe (id) VALUES (20)');
      later = new Promise((resolve) => setTimeout(resolve, 10)).then(() => database.db.query('INSERT INTO ambient_probe (id) VALUES (21)'));
    });
    await later;
    expect(await ids()).toEqual([10, 12, 20, 21]);
  });

  it('tells what waits for the commit only after it, when the rows are there for anyone to read', async () => {
    const seenAfterCommit: Promise<number[]>[] = [];
    const told: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.query('INSERT INTO ambient_probe (id) VALUES (30)');
      database.db.afterCommit(() => {
        told.push('order 30');
        seenAfterCommit.push(ids());
      });
      expect(told).toEqual([]);
    });
    expect(told).toEqual(['order 30']);
    expect(await seenAfterCommit[0]).toContain(30);
  });

  it('never tells what a rollback undid, in the whole transaction or in a savepoint', async () => {
    const told: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        await tx.query('INSERT INTO ambient_probe (id) VALUES (40)');
        database.db.afterCommit(() => told.push('order 40'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await database.db.transaction(async (tx) => {
      await tx.query('INSERT INTO ambient_probe (id) VALUES (41)');
      database.db.afterCommit(() => told.push('order 41'));
      await expect(
        database.db.transaction(async (inner) => {
          await inner.query('INSERT INTO ambient_probe (id) VALUES (42)');
          database.db.afterCommit(() => told.push('order 42'));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    });
    expect(told).toEqual(['order 41']);
  });

  it('keeps its writes while another transaction beside it ends', async () => {
    let started!: () => void;
    const inside = new Promise<void>((resolve) => (started = resolve));
    let go!: () => void;
    const gate = new Promise<void>((resolve) => (go = resolve));
    const failing = database.db.transaction(async () => {
      await database.db.query('INSERT INTO ambient_probe (id) VALUES (50)');
      started();
      await gate;
      await database.db.query('INSERT INTO ambient_probe (id) VALUES (52)');
      throw new Error('refused');
    });
    await inside;
    // Another request's transaction: PostgreSQL runs it beside the first, to its end; PGlite, one at a time, after.
    const beside = database.db.transaction((tx) => tx.query('INSERT INTO ambient_probe (id) VALUES (51)'));
    if (onPostgres) await beside;
    go();
    await expect(failing).rejects.toThrow('refused');
    await beside;
    const now = await ids();
    expect(now).toContain(51);
    expect(now).not.toContain(50);
    expect(now).not.toContain(52);
  });

  it('tells at once outside any transaction', () => {
    const told: string[] = [];
    database.db.afterCommit(() => told.push('now'));
    expect(told).toEqual(['now']);
  });
});

describe('a write nobody reads (db.writeLater)', () => {
  it('commits with the transaction it was written in', async () => {
    await database.db.transaction(async (tx) => {
      await tx.query('INSERT INTO ambient_probe (id) VALUES (90)');
      await database.db.writeLater('INSERT INTO ambient_probe (id) VALUES ($1)', [91]);
    });
    expect((await ids()).filter((id) => id >= 90)).toEqual([90, 91]);
  });

  it('fails the commit when it fails, and the transaction keeps nothing', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.query('INSERT INTO ambient_probe (id) VALUES (95)');
        // A duplicate key: refused by the database, at the latest when the transaction commits.
        await database.db.writeLater('INSERT INTO ambient_probe (id) VALUES ($1)', [90]);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect((await ids()).filter((id) => id >= 95)).toEqual([]);
  });
});
