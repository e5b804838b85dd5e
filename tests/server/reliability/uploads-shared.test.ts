import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import { loadServerI18n } from '../../../server/i18n/catalogs';
import { testApp, type TestApp } from '../helpers/test-app';
import { realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';
import { testSecrets } from '../helpers/secrets-key';

// Uploads live in the database: a second node on the same database, with a folder of its own, serves an image
// the first one took.

let first: TestApp;
let second: App;
let owner: WalletUser;
beforeAll(async () => {
  first = await testApp({ uploadsDir: mkdtempSync(path.join(tmpdir(), 'meridian-node-a-')) });
  second = await buildApp({
    config: { logLevel: 'silent', publicOrigin: undefined },
    db: first.database.db,
    clock: first.clock,
    i18n: await loadServerI18n(),
    secrets: testSecrets(),
    distDir: mkdtempSync(path.join(tmpdir(), 'meridian-nodist-')),
    uploadsDir: mkdtempSync(path.join(tmpdir(), 'meridian-node-b-')),
  });
  owner = await realUser(first, 'two-nodes@example.com');
});
afterAll(async () => {
  await second.http.close();
  await first.close();
});

describe('an upload', () => {
  it('is served by another node than the one that took it', async () => {
    const url = await uploadedUrl(first, owner.token);
    const response = await second.http.inject({ method: 'GET', url, headers: { authorization: owner.token } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
