import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { digest, randomDigits } from './tokens';

// Verification codes: 6 digits, valid 10 minutes, one send per target every 60 seconds, 5 wrong tries at most.
// Only a hash is stored; the hash binds the code to its target and purpose, so a code for one cannot serve another.

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_MS = 60 * 1000;
export const MAX_TRIES = 5;

export type Channel = 'email' | 'sms';
export type Scene = 'register' | 'forget';

function codeHash(channel: Channel, target: string, scene: Scene, code: string): string {
  return digest(`${channel}:${target}:${scene}:${code}`);
}

/** Seconds until another code may be sent to this target, or 0 when it may be now. */
export async function resendWait(db: Queryable, clock: Clock, channel: Channel, target: string): Promise<number> {
  const [last] = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM verification_codes WHERE channel = $1 AND target = $2 ORDER BY created_at DESC LIMIT 1',
    [channel, target],
  );
  const wait = last ? last.created_at.getTime() + RESEND_MS - clock.now() : 0;
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

export async function issueCode(db: Queryable, clock: Clock, channel: Channel, target: string, scene: Scene): Promise<string> {
  const code = randomDigits(6);
  const now = clock.now();
  await db.query(
    `INSERT INTO verification_codes (channel, target, scene, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [channel, target, scene, codeHash(channel, target, scene, code), new Date(now), new Date(now + CODE_TTL_MS)],
  );
  return code;
}

export type CodeCheck = 'ok' | 'wrong' | 'too_many_tries';

/**
 * Checks a code against the latest one sent for this target and purpose, and uses it up when right. A wrong try
 * counts against it; after MAX_TRIES it is dead even for the right code. It runs in a transaction of its own:
 * inside the caller's, the refusal that follows a wrong code would roll the count back and the limit would
 * never bite.
 */
export function consumeCode(db: Database, clock: Clock, ...attempt: CodeAttempt): Promise<CodeCheck> {
  return db.transaction((tx) => checkLatest(tx, clock, ...attempt));
}

/** Which code is tried: where it was sent, for what, and what the user typed. */
type CodeAttempt = [channel: Channel, target: string, scene: Scene, code: string];

async function checkLatest(tx: Queryable, clock: Clock, ...[channel, target, scene, code]: CodeAttempt): Promise<CodeCheck> {
  const [latest] = await tx.query<{ id: number; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM verification_codes
     WHERE channel = $1 AND target = $2 AND scene = $3 AND used_at IS NULL AND expires_at > $4
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [channel, target, scene, new Date(clock.now())],
  );
  if (!latest) return 'wrong';
  if (latest.attempts >= MAX_TRIES) return 'too_many_tries';
  if (latest.code_hash !== codeHash(channel, target, scene, code)) {
    await tx.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [latest.id]);
    return latest.attempts + 1 >= MAX_TRIES ? 'too_many_tries' : 'wrong';
  }
  await tx.query('UPDATE verification_codes SET used_at = $2 WHERE id = $1', [latest.id, new Date(clock.now())]);
  return 'ok';
}
