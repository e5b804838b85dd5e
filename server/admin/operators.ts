import type { OperatorListItem } from '../../common/api/admin-console';
import type { OperatorRole } from '../../common/api/operator-roles';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { hashPassword } from '../account/passwords';
import { digest, newToken, randomCode } from '../account/tokens';
import type { SessionResolver, SessionUser } from '../sessions';

// Operators run the back office. They are not users: their own table, their own sessions, so a user token can
// never reach /admin/api and an operator token never acts as a user. Each has a role (viewer, support, finance,
// admin) that the back-office calls check (server/http/operator-roles.ts).

export const OPERATOR_PASSWORD_MIN = 12;
/** How long an operator session may sit unused, unless OPERATOR_IDLE_MINUTES says otherwise. */
export const DEFAULT_OPERATOR_IDLE_MINUTES = 30;

export interface OperatorRow {
  id: number;
  email: string;
  password_hash: string;
  role: OperatorRole;
  /** Set while an admin has disabled the operator: no sign-in, no session resolves. */
  disabled_at: Date | null;
}

export async function findOperator(db: Queryable, email: string): Promise<OperatorRow | null> {
  const [row] = await db.query<OperatorRow>(
    'SELECT id, email, password_hash, role, disabled_at FROM operators WHERE lower(email) = lower($1)',
    [email],
  );
  return row ?? null;
}

/** Every operator, by address: the audit screen's filter. */
export function listOperators(db: Queryable): Promise<OperatorListItem[]> {
  return db.query<OperatorListItem>('SELECT id, email, role FROM operators ORDER BY email');
}

export async function operatorById(db: Queryable, id: number): Promise<OperatorRow | null> {
  const [row] = await db.query<OperatorRow>('SELECT id, email, password_hash, role, disabled_at FROM operators WHERE id = $1', [id]);
  return row ?? null;
}

/**
 * Creates an operator with its role (admin unless given: the operator of OPERATOR_EMAIL and the tests' desks run
 * everything); returns the password (a generated one when none is given) or null when it exists.
 */
export async function createOperator(
  db: Queryable,
  clock: Clock,
  email: string,
  password?: string,
  role: OperatorRole = 'admin',
): Promise<string | null> {
  if (await findOperator(db, email)) return null;
  const secret = password ?? randomCode(20, 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789');
  await db.query('INSERT INTO operators (email, password_hash, created_at, role) VALUES ($1, $2, $3, $4)', [
    email.trim().toLowerCase(),
    await hashPassword(secret),
    new Date(clock.now()),
    role,
  ]);
  return secret;
}

export async function createOperatorSession(
  db: Queryable,
  clock: Clock,
  operatorId: number,
  options: { idleMinutes?: number; userAgent?: string; address?: string } = {},
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO operator_sessions (token_hash, operator_id, created_at, last_seen_at, idle_seconds, user_agent, address)
     VALUES ($1, $2, $3, $3, $4, $5, $6)`,
    [
      digest(token),
      operatorId,
      new Date(clock.now()),
      (options.idleMinutes ?? DEFAULT_OPERATOR_IDLE_MINUTES) * 60,
      (options.userAgent ?? '').slice(0, 200),
      options.address ?? null,
    ],
  );
  return token;
}

export async function revokeOperatorSession(db: Queryable, clock: Clock, token: string): Promise<void> {
  await db.query('UPDATE operator_sessions SET revoked_at = $2 WHERE token_hash = $1', [digest(token), new Date(clock.now())]);
}

/** A session as its owner sees it: `id` is a prefix of the token's hash, enough to name it and useless to use it. */
export interface OperatorSessionInfo {
  id: string;
  created_at: number;
  last_seen_at: number;
  user_agent: string;
  address: string | null;
  current: boolean;
}

/** A session's public name: the first 16 hex digits of its token's hash. */
export const SESSION_ID_LENGTH = 16;

export async function listOperatorSessions(
  db: Queryable,
  clock: Clock,
  operatorId: number,
  currentToken: string | undefined,
): Promise<OperatorSessionInfo[]> {
  const rows = await db.query<{ token_hash: string; created_at: Date; last_seen_at: Date; user_agent: string; address: string | null }>(
    `SELECT token_hash, created_at, last_seen_at, user_agent, address FROM operator_sessions
     WHERE operator_id = $1 AND revoked_at IS NULL AND last_seen_at + idle_seconds * interval '1 second' > $2
     ORDER BY last_seen_at DESC`,
    [operatorId, new Date(clock.now())],
  );
  const current = currentToken ? digest(currentToken) : '';
  return rows.map((row) => ({
    id: row.token_hash.slice(0, SESSION_ID_LENGTH),
    created_at: row.created_at.getTime(),
    last_seen_at: row.last_seen_at.getTime(),
    user_agent: row.user_agent,
    address: row.address,
    current: row.token_hash === current,
  }));
}

/** Ends one of the operator's own sessions by its public id; false when none of theirs has it. */
export async function revokeOwnSession(db: Queryable, clock: Clock, operatorId: number, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE operator_sessions SET revoked_at = $3
     WHERE operator_id = $1 AND left(token_hash, ${SESSION_ID_LENGTH}) = $2 AND revoked_at IS NULL RETURNING 1`,
    [operatorId, id, new Date(clock.now())],
  );
  return rows.length > 0;
}

/** Sets a new password and ends every other session of the operator. */
export async function setOperatorPassword(
  db: Queryable,
  clock: Clock,
  operatorId: number,
  password: string,
  keepToken: string | undefined,
): Promise<void> {
  await db.query('UPDATE operators SET password_hash = $2 WHERE id = $1', [operatorId, await hashPassword(password)]);
  await endOperatorSessions(db, clock, operatorId, keepToken);
}

/** Ends every session of the operator now (a new password, disabled, a reset second factor), but `keepToken`'s. */
export async function endOperatorSessions(db: Queryable, clock: Clock, operatorId: number, keepToken?: string): Promise<void> {
  await db.query('UPDATE operator_sessions SET revoked_at = $3 WHERE operator_id = $1 AND revoked_at IS NULL AND token_hash <> $2', [
    operatorId,
    keepToken ? digest(keepToken) : '',
    new Date(clock.now()),
  ]);
}

/**
 * Resolves operator tokens. A session ends after its own idle limit without use (set when it was opened), at
 * logout, or when its operator changes their password; each use moves its idle window on.
 */
export function operatorSessions(db: Queryable, clock: Clock): SessionResolver {
  return {
    async resolve(token: string): Promise<SessionUser | null> {
      const now = new Date(clock.now());
      const [row] = await db.query<{ operator_id: number; role: OperatorRole }>(
        `UPDATE operator_sessions s SET last_seen_at = $2 FROM operators o
         WHERE s.token_hash = $1 AND o.id = s.operator_id AND s.revoked_at IS NULL AND o.disabled_at IS NULL
           AND s.last_seen_at + s.idle_seconds * interval '1 second' > $2
         RETURNING s.operator_id, o.role`,
        [digest(token), now],
      );
      return row ? { id: row.operator_id, isDemo: false, role: row.role } : null;
    },
  };
}
