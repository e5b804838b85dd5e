import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { hashPassword } from '../account/passwords';
import { IDLE_MS } from '../account/sessions';
import { digest, newToken, randomCode } from '../account/tokens';
import type { SessionResolver, SessionUser } from '../sessions';

// Operators run the back office. They are not users: their own table, their own sessions, so a user token can
// never reach /admin/api and an operator token never acts as a user.

export const OPERATOR_PASSWORD_MIN = 12;

export interface OperatorRow {
  id: number;
  email: string;
  password_hash: string;
}

export async function findOperator(db: Queryable, email: string): Promise<OperatorRow | null> {
  const [row] = await db.query<OperatorRow>('SELECT id, email, password_hash FROM operators WHERE lower(email) = lower($1)', [
    email,
  ]);
  return row ?? null;
}

/** Creates an operator; returns the password (a generated one when none is given) or null when it exists. */
export async function createOperator(db: Queryable, clock: Clock, email: string, password?: string): Promise<string | null> {
  if (await findOperator(db, email)) return null;
  const secret = password ?? randomCode(20, 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789');
  await db.query('INSERT INTO operators (email, password_hash, created_at) VALUES ($1, $2, $3)', [
    email.trim().toLowerCase(),
    await hashPassword(secret),
    new Date(clock.now()),
  ]);
  return secret;
}

export async function createOperatorSession(db: Queryable, clock: Clock, operatorId: number): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO operator_sessions (token_hash, operator_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [
    digest(token),
    operatorId,
    new Date(clock.now()),
  ]);
  return token;
}

export async function revokeOperatorSession(db: Queryable, clock: Clock, token: string): Promise<void> {
  await db.query('UPDATE operator_sessions SET revoked_at = $2 WHERE token_hash = $1', [digest(token), new Date(clock.now())]);
}

export function operatorSessions(db: Queryable, clock: Clock): SessionResolver {
  return {
    async resolve(token: string): Promise<SessionUser | null> {
      const now = clock.now();
      const [row] = await db.query<{ operator_id: number }>(
        `UPDATE operator_sessions SET last_seen_at = $3
         WHERE token_hash = $1 AND revoked_at IS NULL AND last_seen_at > $2 RETURNING operator_id`,
        [digest(token), new Date(now - IDLE_MS), new Date(now)],
      );
      return row ? { id: row.operator_id, isDemo: false } : null;
    },
  };
}
