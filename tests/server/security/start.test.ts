import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { start } from '../../../server/main';
import { SECRETS_KEY_FILE } from '../../../server/security/secrets-key';
import { freePort } from '../helpers/private-postgres';

// The server's start opens the secrets key before anything else (issue 33): on PostgreSQL without SECRETS_KEY it stops
// with the configuration's refusal, before it reaches for the database; on the embedded default it makes the key file.

describe('the start and the secrets key', () => {
  it('refuses DATABASE_URL without SECRETS_KEY before opening the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-secrets-start-'));
    // Port 1: nothing listens there, so reaching for the database would fail otherwise than with a ConfigError.
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', LOG_LEVEL: 'silent' });
    await expect(start(config)).rejects.toThrow(ConfigError);
    await expect(start(config)).rejects.toThrow(/SECRETS_KEY: must be set with DATABASE_URL/);
  });

  it('generates the key into DATA_DIR on the embedded default', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-secrets-start-'));
    const running = await start(
      loadConfig({ DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'silent', SIMULATED_TRADERS: 'off' }),
    );
    try {
      expect(readFileSync(path.join(dataDir, SECRETS_KEY_FILE), 'utf8').trim()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    } finally {
      await running.stop();
    }
  }, 60_000);
});
