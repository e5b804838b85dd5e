import type { AdminOperatorAccount } from '../../common/api/admin-config';
import { CODE } from '../../common/envelope';
import type { OperatorRole } from '../../common/api/operator-roles';
import { hashPassword } from '../account/passwords';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { recordDecision } from '../decisions/decisions';
import { assert } from '../assert';
import { resetOperatorSecondFactor } from './operator-second-factor';
import { endOperatorSessions } from './operators';

// An admin manages the operators: creates one with a role and an initial password, changes a role, disables or
// enables one, sets a new password. Every act is in the audit log (never the password or its hash). Disabling or
// a new password ends the operator's sessions. The console must never lock itself out: a change that would leave
// no enabled admin is refused.

interface AccountRow {
  id: number;
  email: string;
  role: OperatorRole;
  disabled_at: Date | null;
  created_at: Date;
  last_seen_at: Date | null;
  second_factor: boolean;
}

const SELECT = `SELECT o.id, o.email, o.role, o.disabled_at, o.created_at,
  (SELECT max(s.last_seen_at) FROM operator_sessions s WHERE s.operator_id = o.id) AS last_seen_at,
  EXISTS (SELECT 1 FROM operator_totp f WHERE f.operator_id = o.id AND f.state = 'enabled') AS second_factor
  FROM operators o`;

function toAccount(row: AccountRow): AdminOperatorAccount {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    enabled: row.disabled_at === null,
    created_at: row.created_at.getTime(),
    last_seen_at: row.last_seen_at ? row.last_seen_at.getTime() : null,
    second_factor: row.second_factor,
  };
}

/** What the audit log keeps of an operator: who and what they may do, never a password. */
const audited = (account: AdminOperatorAccount) => ({
  id: account.id,
  email: account.email,
  role: account.role,
  enabled: account.enabled,
  second_factor: account.second_factor,
});

export async function listOperatorAccounts(db: Queryable): Promise<AdminOperatorAccount[]> {
  return (await db.query<AccountRow>(`${SELECT} ORDER BY o.email`)).map(toAccount);
}

async function accountById(tx: Queryable, id: number): Promise<AdminOperatorAccount> {
  const [row] = await tx.query<AccountRow>(`${SELECT} WHERE o.id = $1`, [id]);
  if (!row) throw notFound();
  return toAccount(row);
}

export async function createOperatorAccount(
  db: Database,
  clock: Clock,
  operatorId: number,
  input: { email: string; role: OperatorRole; password: string },
): Promise<AdminOperatorAccount> {
  const email = input.email.trim().toLowerCase();
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Serialises creations, so two admins adding the same address get one operator and one refusal, not a 500.
    await tx.query('LOCK TABLE operators IN SHARE ROW EXCLUSIVE MODE');
    const [taken] = await tx.query('SELECT 1 FROM operators WHERE lower(email) = $1', [email]);
    if (taken) throw new DomainError(CODE.OPERATOR_STATE, messages.operatorExists);
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO operators (email, password_hash, created_at, role) VALUES ($1, $2, $3, $4) RETURNING id',
      [email, hash, new Date(clock.now()), input.role],
    );
    assert(row, 'operator was not written');
    const after = await accountById(tx, row.id);
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'operator',
      subjectId: after.id,
      action: 'create',
      reason: '',
      before: null,
      after: audited(after),
    });
    return after;
  });
}

export async function updateOperatorAccount(
  db: Database,
  clock: Clock,
  operatorId: number,
  change: { id: number; role?: OperatorRole | undefined; enabled?: '0' | '1' | undefined },
): Promise<AdminOperatorAccount> {
  return db.transaction(async (tx) => {
    // The admins are counted under this lock, so two admins demoting each other at once cannot both succeed.
    await tx.query('LOCK TABLE operators IN SHARE ROW EXCLUSIVE MODE');
    const before = await accountById(tx, change.id);
    const role = change.role ?? before.role;
    const enabled = change.enabled === undefined ? before.enabled : change.enabled === '1';
    if (before.role === 'admin' && before.enabled && (role !== 'admin' || !enabled)) {
      const [other] = await tx.query('SELECT 1 FROM operators WHERE role = $1 AND disabled_at IS NULL AND id <> $2 LIMIT 1', [
        'admin',
        change.id,
      ]);
      if (!other) throw new DomainError(CODE.OPERATOR_STATE, messages.lastAdmin);
    }
    const now = new Date(clock.now());
    await tx.query(
      'UPDATE operators SET role = $2, disabled_at = CASE WHEN $3 THEN NULL ELSE coalesce(disabled_at, $4) END WHERE id = $1',
      [change.id, role, enabled, now],
    );
    // A disabled operator's sessions end now, not at their idle limit.
    if (!enabled) await endOperatorSessions(tx, clock, change.id);
    const after = await accountById(tx, change.id);
    const action = before.enabled !== after.enabled ? (after.enabled ? 'enable' : 'disable') : 'update';
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'operator',
      subjectId: after.id,
      action,
      reason: '',
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

export async function resetOperatorPassword(
  db: Database,
  clock: Clock,
  operatorId: number,
  change: { id: number; password: string },
): Promise<void> {
  const hash = await hashPassword(change.password);
  await db.transaction(async (tx) => {
    const account = await accountById(tx, change.id);
    await tx.query('UPDATE operators SET password_hash = $2 WHERE id = $1', [change.id, hash]);
    await endOperatorSessions(tx, clock, change.id);
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'operator',
      subjectId: account.id,
      action: 'reset_password',
      reason: '',
      before: null,
      after: audited(account),
    });
  });
}

/**
 * Drops another operator's authenticator app (they lost it): their sessions end, and their next sign-in sets a new
 * one up. Refused when they have none, so the audit log holds only resets that changed something.
 */
export async function resetOperatorSecondFactorOf(db: Database, clock: Clock, operatorId: number, change: { id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await accountById(tx, change.id);
    if (!(await resetOperatorSecondFactor(tx, change.id))) throw new DomainError(CODE.OPERATOR_STATE, messages.operatorNoSecondFactor);
    await endOperatorSessions(tx, clock, change.id);
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'operator',
      subjectId: account.id,
      action: 'reset_second_factor',
      reason: '',
      before: audited(account),
      after: audited({ ...account, second_factor: false }),
    });
  });
}
