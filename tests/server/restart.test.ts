import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { start } from '../../server/main';
import { onPostgres } from './helpers/test-db';

// The embedded database's own files: a stop must leave them whole so the next start opens them.
const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(onPostgres)('restarting on the same PGlite directory', () => {
  it('keeps what was written and applies no migration twice', async () => {
    const config = loadConfig({ PORT: '18765', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const first = await start(config);
    await first.db.query("UPDATE settings SET value = 'https://chat.example.com' WHERE key = 'service_link'");
    const [firstRun] = await first.db.query<{ n: string }>('SELECT count(*) AS n FROM schema_migrations');
    await first.stop();
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    const second = await start(config);
    try {
      const response = await fetch('http://127.0.0.1:18765/api/basicSet/getBasicInfo');
      const body = (await response.json()) as { code: number; data: { service_link: string } };
      expect(body.code).toBe(1);
      expect(body.data.service_link).toBe('https://chat.example.com');
      const [secondRun] = await second.db.query<{ n: string }>('SELECT count(*) AS n FROM schema_migrations');
      expect(secondRun?.n).toBe(firstRun?.n);
    } finally {
      await second.stop();
    }
  });
});
