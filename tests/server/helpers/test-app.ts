import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ManualClock } from '../../../server/clock';
import { buildApp, type App, type AppDeps } from '../../../server/app';
import { loadServerI18n } from '../../../server/i18n/catalogs';
import { secretBox } from '../../../server/security/secret-box';
import type { OutgoingCode } from '../../../server/notify/notifier';
import { freshDatabase, type TestDatabase } from './test-db';

export interface TestApp extends App {
  clock: ManualClock;
  database: TestDatabase;
  /** Every verification code "sent", newest last. */
  outbox: OutgoingCode[];
  close(): Promise<void>;
}

/** The app as tests build it on `database`: silent, codes into `outbox`, no PWA build unless given. */
export async function appOn(
  database: TestDatabase,
  clock: ManualClock,
  outbox: OutgoingCode[],
  overrides: Partial<AppDeps> = {},
): Promise<App> {
  return buildApp({
    notifier: { send: (message) => Promise.resolve(void outbox.push(message)) },
    // Tests move the clock by days between an operator's calls; their sessions idle out after 30 days, as before
    // OPERATOR_IDLE_MINUTES (whose own test sets a short limit on the session it makes).
    config: { logLevel: 'silent', publicOrigin: undefined, operatorIdleMinutes: 43_200 },
    db: database.db,
    clock,
    i18n: await loadServerI18n(),
    // A key of the test's own: nothing sealed outlives the test's database.
    secrets: secretBox(randomBytes(32)),
    distDir: mkdtempSync(path.join(tmpdir(), 'meridian-nodist-')),
    ...overrides,
  });
}

/**
 * The whole app on a fresh database with a manual clock, for `inject` tests. No PWA build unless given. The overrides
 * may be made from the fresh database (a function): the app's view of it wrapped, say.
 */
export async function testApp(overrides: Partial<AppDeps> | ((database: TestDatabase) => Partial<AppDeps>) = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const clock = new ManualClock();
  const outbox: OutgoingCode[] = [];
  const app = await appOn(database, clock, outbox, typeof overrides === 'function' ? overrides(database) : overrides);
  return {
    ...app,
    clock,
    database,
    outbox,
    close: async () => {
      await app.http.close();
      await database.drop();
    },
  };
}
