import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../server/db/pglite';

// The embedded database's settings (server/db/pglite.ts): new write-ahead log segments are not zero-filled, since
// on PGlite that filling stalls every request on the event loop, and what is written across segments made that
// way is still all there after a restart.

const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('starts new log segments without filling them and keeps every row written across them through a restart', async () => {
    const first = await openPglite(dataDir);
    expect(await first.query('SHOW wal_init_zero')).toEqual([{ wal_init_zero: 'off' }]);
    await first.exec('CREATE TABLE probe (id integer PRIMARY KEY, note text)');
    const segments = new Set<string>();
    for (let id = 1; id <= 5; id += 1) {
      await first.query('INSERT INTO probe VALUES ($1, $2)', [id, `row ${String(id)}`]);
      const [current] = await first.query<{ segment: string }>('SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment');
      segments.add(current?.segment ?? '');
      // Each row after this one goes into a segment of its own, made new.
      await first.query('SELECT pg_switch_wal()');
    }
    expect(segments.size).toBe(5);
    await first.close();

    const reopened = await openPglite(dataDir);
    try {
      expect(await reopened.query('SELECT id, note FROM probe ORDER BY id')).toEqual(
        [1, 2, 3, 4, 5].map((id) => ({ id, note: `row ${String(id)}` })),
      );
    } finally {
      await reopened.close();
    }
  });
});
