import { randomBytes } from 'node:crypto';
import { Secret } from 'otpauth';
import { afterAll, beforeAll } from 'vitest';
import { ManualClock } from '../../../server/clock';
import type { Queryable } from '../../../server/db/database';
import { secretBox } from '../../../server/security/secret-box';
import type { SecurityDeps } from '../../../server/security/factors';
import type { SecurityContext } from '../../../server/security/security-log';
import { authenticator, startTotpSetup } from '../../../server/security/totp';
import { freshDatabase, type TestDatabase } from '../helpers/test-db';

// The security area's tests work on its domain code directly (no HTTP yet): a fresh database per file (PGlite, or
// PostgreSQL with TEST_DATABASE_URL), a manual clock, and a secrets key of the test's own.

export interface SecurityWorld extends SecurityDeps {
  clock: ManualClock;
  database: TestDatabase;
}

/** The world of one test file, ready in its tests; the database is dropped after them. */
export function securityWorld(): SecurityWorld {
  const world = {} as SecurityWorld;
  beforeAll(async () => {
    world.database = await freshDatabase({ seed: false });
    world.db = world.database.db;
    world.clock = new ManualClock();
    world.secrets = secretBox(randomBytes(32));
  });
  afterAll(() => world.database.drop());
  return world;
}

export const PHONE: SecurityContext = { deviceId: 'device-phone', userAgent: 'Mozilla/5.0 (iPhone) Safari', address: '203.0.113.7' };

let made = 0;

/** A user row as registration leaves one; a demo account has no email and a device instead. */
export async function newUser(db: Queryable, options: { demo?: boolean } = {}): Promise<number> {
  made += 1;
  const tag = `${process.pid}${made}`;
  const demo = options.demo ?? false;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (uid, email, password_hash, invite_code, is_demo, device_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
    [`7${tag}`, demo ? null : `security${tag}@example.com`, demo ? null : 'x', `SEC${tag}`, demo, demo ? `demo-device-${tag}` : null],
  );
  return row!.id;
}

/** What the user's authenticator app shows at the clock's time (or `offsetSteps` steps away from it). */
export function codeAt(world: SecurityWorld, secret: string, offsetSteps = 0): string {
  return authenticator(Secret.fromBase32(secret)).generate({ timestamp: world.clock.now() + offsetSteps * 30_000 });
}

/** Moves the clock to the start of the next 30-second step, so the next code is a new one. */
export function nextStep(world: SecurityWorld): void {
  world.clock.advance(30_000 - (world.clock.now() % 30_000));
}

/** A real user whose authenticator app is set up but not yet on; answers the secret the app was given. */
export async function userWithPendingTotp(world: SecurityWorld): Promise<{ userId: number; secret: string }> {
  const userId = await newUser(world.db);
  const { secret } = await startTotpSetup(world, userId, PHONE);
  return { userId, secret };
}

export async function securityEvents(db: Queryable, userId: number): Promise<{ event: string; detail: Record<string, unknown> }[]> {
  return db.query('SELECT event, detail FROM security_log WHERE user_id = $1 ORDER BY id', [userId]);
}
