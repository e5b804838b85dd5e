import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../server/db/pglite';
import { readContents, type DatabaseContents } from '../../../server/ops/contents';
import { AnotherServerError, claimControlSocket, controlSocketPath, requestSnapshot } from '../../../server/ops/control-socket';
import { freshDatabase, onPostgres, type TestDatabase } from '../helpers/test-db';

// The embedded database's control socket: one server per DATA_DIR, and a snapshot through it is the database as it
// was, whole (what `npm run backup` stores). PGlite only: PostgreSQL is copied by pg_dump.

let scratch: string;
let count = 0;
const newDataDir = () => path.join(scratch, `data${(count += 1)}`);

describe.skipIf(onPostgres)('the control socket', () => {
  let database: TestDatabase;
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'meridian-control-'));
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('takes one server per DATA_DIR, in a folder only its user may enter', async () => {
    const dataDir = newDataDir();
    const first = await claimControlSocket(dataDir, warn);
    expect(first).toBeDefined();
    await expect(claimControlSocket(dataDir, warn)).rejects.toThrow(AnotherServerError);
    expect(statSync(path.dirname(controlSocketPath(dataDir))).mode & 0o777).toBe(0o700);
    expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    await first!.close();
    const again = await claimControlSocket(dataDir, warn);
    expect(again).toBeDefined();
    await again!.close();
  });

  it('replaces what a server that died left at the socket, and its snapshot files', async () => {
    const dataDir = newDataDir();
    const run = path.dirname(controlSocketPath(dataDir));
    mkdirSync(run, { recursive: true });
    writeFileSync(controlSocketPath(dataDir), '');
    writeFileSync(path.join(run, 'snapshot-123-1.tar.gz'), 'half a snapshot');
    const control = await claimControlSocket(dataDir, warn);
    expect(control).toBeDefined();
    expect(statSync(controlSocketPath(dataDir)).isSocket()).toBe(true);
    expect(readdirSync(run)).toEqual(['control.sock']);
    await control!.close();
  });

  it('hands out a snapshot of the whole database, which opens as the same database', async () => {
    const dataDir = newDataDir();
    const target = (name: string) => path.join(scratch, `${name}-${count}.tar.gz`);
    expect(await requestSnapshot(dataDir, target('none'))).toBeNull();
    const control = await claimControlSocket(dataDir, warn);
    try {
      await expect(requestSnapshot(dataDir, target('early'))).rejects.toThrow(/the server is still starting/);
      control!.serve(database.db, () => Date.UTC(2026, 10, 23, 12));
      const answer = await requestSnapshot(dataDir, target('taken'));
      const gzipped = readFileSync(target('taken'));
      expect(gzipped.length).toBe(answer!.bytes);
      expect(answer!.takenAt).toBe('2026-11-23T12:00:00.000Z');
      expect(answer!.engine).toMatch(/PostgreSQL/);
      expect(answer!.contents).toEqual(await readContents(database.db));
      // Moved out of DATA_DIR/run, not copied: nothing is left behind there.
      expect(readdirSync(path.dirname(controlSocketPath(dataDir)))).toEqual(['control.sock']);
      const copy = await openPglite(undefined, { loadDataDir: new Blob([new Uint8Array(gunzipSync(gzipped))]) });
      try {
        expect(await readContents(copy)).toEqual(answer!.contents);
      } finally {
        await copy.close();
      }
    } finally {
      await control!.close();
    }
    expect(() => statSync(controlSocketPath(dataDir))).toThrow();
  });

  it('waits for the transaction in progress and copies committed work only', async () => {
    const { db } = database;
    const before = await readContents(db);
    let pending: Promise<{ inspected: DatabaseContents; tar: Blob }> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO journals (cause, memo, created_at) VALUES ('adjustment', 'never committed', now())");
        // Asked for while this transaction is open: it must not see the journal, nor copy files half-way through it.
        pending = db.snapshot!((inside) => readContents(inside));
        await tx.query("INSERT INTO journals (cause, memo, created_at) VALUES ('adjustment', 'never committed', now())");
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const taken = await pending!;
    expect(taken.inspected).toEqual(before);
    const copy = await openPglite(undefined, { loadDataDir: taken.tar });
    try {
      expect(await readContents(copy)).toEqual(before);
    } finally {
      await copy.close();
    }
  });

  it('goes without online backups where no socket fits, and says why', async () => {
    const control = await claimControlSocket(path.join(scratch, 'x'.repeat(120)), warn);
    expect(control).toBeUndefined();
    expect(warnings.at(-1)).toMatch(/Online backups are off: .* longer than 107 bytes/);
  });
});
