import type { UserInfo } from '../../common/api/access';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { openUserAccounts } from '../ledger/accounts';
import { customerUser } from './customer-predicate';
import { randomCode, randomDigits } from './tokens';
import { assert } from '../assert';

// Users and the facts about them that the PWA shows. A new user gets the three accounts at once, in the same
// transaction, so there is never a user without accounts.

export interface UserRow {
  id: number;
  uid: string;
  email: string | null;
  mobile: string | null;
  area_id: number | null;
  password_hash: string | null;
  invite_code: string;
  is_demo: boolean;
  is_trader: boolean;
  created_at: Date;
}

const COLUMNS = 'id, uid, email, mobile, area_id, password_hash, invite_code, is_demo, is_trader, created_at';

export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    uid: row.uid,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    area_id: row.area_id,
    invite_code: row.invite_code,
    is_demo: row.is_demo ? 1 : 0,
    is_trader: row.is_trader ? 1 : 0,
    created_at: row.created_at.getTime(),
  };
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return row ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);
  return row ?? null;
}

export async function findUserByMobile(db: Queryable, areaId: number, mobile: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE area_id = $1 AND mobile = $2`, [areaId, mobile]);
  return row ?? null;
}

export async function findUserByInviteCode(db: Queryable, code: string): Promise<UserRow | null> {
  // Only a customer invites: a demo account's or a simulated trader's code is nobody's to hand out.
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users u WHERE invite_code = $1 AND ${customerUser('u')}`, [
    code.trim().toUpperCase(),
  ]);
  return row ?? null;
}

export interface NewUser {
  email: string | null;
  mobile: string | null;
  areaId: number | null;
  passwordHash: string | null;
  inviterId: number | null;
  isDemo: boolean;
  deviceId: string | null;
  /** One of the house's simulated traders (copy-trading/simulated/seed.ts): no customer figure counts it. */
  simulated?: boolean;
  /** The country of residence told at registration (issue 38); null: asked before the first trade. */
  residence?: string | null;
}

/**
 * Inserts a user with a fresh public number and invite code (drawn again on the rare collision) and opens the
 * user's accounts. Throws on a taken email or phone, which the caller turns into a message.
 */
export async function createUser(tx: Queryable, clock: Clock, user: NewUser): Promise<UserRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // A savepoint lets a collision on the random values be retried without losing the transaction.
    await tx.query('SAVEPOINT new_user');
    try {
      const [row] = await tx.query<UserRow>(
        `INSERT INTO users (uid, email, mobile, area_id, password_hash, invite_code, inviter_id, is_demo, device_id, created_at, simulated,
           residence)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
        [
          randomDigits(8),
          user.email,
          user.mobile,
          user.areaId,
          user.passwordHash,
          randomCode(8),
          user.inviterId,
          user.isDemo,
          user.deviceId,
          new Date(clock.now()),
          user.simulated ?? false,
          user.residence ?? null,
        ],
      );
      await tx.query('RELEASE SAVEPOINT new_user');
      assert(row, 'user insert returned nothing');
      await openUserAccounts(tx, row.id);
      return row;
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT new_user');
      const collided = isUniqueViolation(error, 'users_uid_key') || isUniqueViolation(error, 'users_invite_code_key');
      if (!collided) throw error;
    }
  }
  throw new Error('could not draw a free user number in 5 attempts');
}

export { isUniqueViolation };
