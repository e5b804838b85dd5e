import type { AccountBalance } from '../../common/api/wallet';
import type { Queryable } from '../db/database';
import { ACCOUNT_CURRENCY } from '../../common/money';
import { ACCOUNT_TYPE, ACCOUNT_TYPE_NAME, type AccountKind } from '../../common/wallet';
import { assert } from '../assert';

// The accounts money lives in: three per user (funding, option, contract) and the house's, which stand on the
// other side of grants, deposits, fees and trading results.

export const USER_ACCOUNT_KINDS: readonly AccountKind[] = ['funding', 'micro', 'forex'];

export const HOUSE_ACCOUNTS = [
  'house_demo_grants',
  'house_pnl',
  'house_fees',
  'deposits_in_transit',
  'withdrawals_in_transit',
  'loans',
  'funds',
  // The other side of operators' manual adjustments (server/admin/adjustments.ts).
  'house_adjustments',
  // The other side of the simulated traders' starting capital (server/copy-trading/simulated/seed.ts): the house's
  // own money on the house's own accounts, apart from the demo grants and from every customer's deposit.
  'house_simulated_capital',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

export const CURRENCY = ACCOUNT_CURRENCY;
const CURRENCY_ID = 1;

export async function openUserAccounts(tx: Queryable, userId: number): Promise<void> {
  for (const kind of USER_ACCOUNT_KINDS) {
    await tx.query('INSERT INTO ledger_accounts (user_id, kind, currency) VALUES ($1, $2, $3)', [userId, kind, CURRENCY]);
  }
}

export async function houseAccountId(tx: Queryable, kind: HouseAccount): Promise<number> {
  const [row] = await tx.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE user_id IS NULL AND kind = $1 AND currency = $2', [
    kind,
    CURRENCY,
  ]);
  assert(row, `house account ${kind} is missing: the seed creates it`);
  return row.id;
}

export interface UserAccountRow {
  id: number;
  kind: AccountKind;
  available: string;
  locked: string;
}

/** The user's accounts in the order funding, option, contract; `forUpdate` locks them for the transaction. */
export async function userAccounts(tx: Queryable, userId: number, forUpdate = false): Promise<UserAccountRow[]> {
  const rows = await tx.query<UserAccountRow>(
    `SELECT id, kind, available, locked FROM ledger_accounts WHERE user_id = $1 AND currency = $2
     ORDER BY id ${forUpdate ? 'FOR UPDATE' : ''}`,
    [userId, CURRENCY],
  );
  return rows.sort((a, b) => USER_ACCOUNT_KINDS.indexOf(a.kind) - USER_ACCOUNT_KINDS.indexOf(b.kind));
}

export function toAccountBalance(row: UserAccountRow): AccountBalance {
  return {
    accountTypeId: ACCOUNT_TYPE[row.kind],
    type: ACCOUNT_TYPE_NAME[row.kind],
    balance: row.available,
    lockBalance: row.locked,
    currencyId: CURRENCY_ID,
    currency: CURRENCY,
  };
}

/** One of the user's accounts, locked for the transaction so concurrent orders see each other's holds. */
export async function lockUserAccount(
  tx: Queryable,
  userId: number,
  kind: AccountKind,
): Promise<{ id: number; available: string; locked: string }> {
  const [row] = await tx.query<{ id: number; available: string; locked: string }>(
    'SELECT id, available, locked FROM ledger_accounts WHERE user_id = $1 AND kind = $2 AND currency = $3 FOR UPDATE',
    [userId, kind, CURRENCY],
  );
  assert(row, `user ${userId} has no ${kind} account`);
  await lockLossCounters(tx, [userId]);
  return row;
}

/**
 * The users' loss-limit counters (user_limits), locked in user order right after their accounts. A close, a partial
 * close or an option's settlement moves them through a trigger (migration 0127) at a point of its own: a contract
 * close after its journal has taken the house account, an option's settlement before. Two of one user's settlements
 * at one tick then waited on each other in a circle (the house row against the counters) until PostgreSQL broke it.
 * Taken with the account, the counters are always held before any house row.
 */
export async function lockLossCounters(tx: Queryable, userIds: readonly number[]): Promise<void> {
  await tx.query('SELECT 1 FROM user_limits WHERE user_id = ANY($1::integer[]) ORDER BY user_id FOR NO KEY UPDATE', [userIds]);
}
