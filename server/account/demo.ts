import { Decimal } from '../../common/money';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { houseAccountId, userAccounts } from '../ledger/accounts';
import { postJournal } from '../ledger/ledger';
import { createUser, isUniqueViolation, type UserRow } from './users';

// The demo (mock) account: no registration, tied to a device id, every account starting at the demo balance,
// granted by the house through the ledger like any other money. A reset puts each account back to that balance.

/** Demo users get or lose exactly what brings each account back to `balance`; the house is the other side. */
export async function topUpDemo(tx: Queryable, clock: Clock, userId: number, balance: string, cause: 'demo_grant' | 'demo_reset') {
  const house = await houseAccountId(tx, 'house_demo_grants');
  const accounts = await userAccounts(tx, userId, true);
  const postings = [];
  let houseSide = new Decimal(0);
  for (const account of accounts) {
    // Locked money is released first (later areas close what holds it), then available is set to the balance.
    const locked = new Decimal(account.locked);
    if (!locked.isZero()) postings.push({ accountId: account.id, bucket: 'locked' as const, amount: locked.negated() });
    const availableChange = new Decimal(balance).minus(account.available);
    if (!availableChange.isZero()) postings.push({ accountId: account.id, bucket: 'available' as const, amount: availableChange });
    houseSide = houseSide.minus(availableChange).plus(locked);
  }
  if (!houseSide.isZero()) postings.push({ accountId: house, bucket: 'available' as const, amount: houseSide });
  // Nothing to move when the accounts already hold exactly the demo balance.
  if (postings.length > 0) await postJournal(tx, clock, { cause, userId, postings });
}

/** Marks the moment a demo account was reset, in the reset's transaction: the day's profit counts from here. */
export async function recordDemoReset(tx: Queryable, clock: Clock, userId: number): Promise<void> {
  await tx.query('UPDATE users SET demo_reset_at = $2 WHERE id = $1 AND is_demo', [userId, new Date(clock.now())]);
}

/**
 * Where "today's profit" starts for a user: the start of the day (`dayStart`), or the account's last demo reset if
 * that came later, so the figure after a reset is the new balance's alone (issue 41, defect 7).
 */
export async function profitDayStart(db: Queryable, userId: number, dayStart: number): Promise<number> {
  const [row] = await db.query<{ reset_at: Date | null }>('SELECT demo_reset_at AS reset_at FROM users WHERE id = $1', [userId]);
  return Math.max(dayStart, row?.reset_at?.getTime() ?? dayStart);
}

async function demoUserOf(tx: Queryable, deviceId: string): Promise<UserRow | undefined> {
  const [row] = await tx.query<UserRow>(
    `SELECT id, uid, email, mobile, area_id, password_hash, invite_code, is_demo, is_trader, created_at
     FROM users WHERE device_id = $1 AND is_demo`,
    [deviceId],
  );
  return row;
}

export async function findOrCreateDemoUser(tx: Queryable, clock: Clock, deviceId: string, balance: string): Promise<UserRow> {
  const existing = await demoUserOf(tx, deviceId);
  if (existing) return existing;
  try {
    const user = await createUser(tx, clock, {
      email: null,
      mobile: null,
      areaId: null,
      passwordHash: null,
      inviterId: null,
      isDemo: true,
      deviceId,
    });
    await topUpDemo(tx, clock, user.id, balance, 'demo_grant');
    return user;
  } catch (error) {
    // Two first visits from one device at once: the other one created it; use that.
    const winner = isUniqueViolation(error, 'users_device_id_key') ? await demoUserOf(tx, deviceId) : undefined;
    if (winner) return winner;
    throw error;
  }
}
