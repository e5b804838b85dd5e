import { Decimal } from '../../common/money';
import type { Queryable } from '../db/database';
import type { ContractAccount } from '../contract/ledger';
import { lockLossCounters } from '../ledger/accounts';

// The contract accounts of a batch of followers, locked for the transaction in one statement and in user-id order
// (as every batch locks them), so two batches, or a batch and a follower's own submit, never wait on each other in
// a circle.
export async function lockContractAccounts(tx: Queryable, userIds: readonly number[]): Promise<Map<number, ContractAccount>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx.query<{ id: number; user_id: number; available: string; locked: string }>(
    `SELECT id, user_id, available, locked FROM ledger_accounts
     WHERE user_id = ANY($1::integer[]) AND kind = 'forex' AND currency = 'USD' ORDER BY user_id FOR UPDATE`,
    [userIds],
  );
  await lockLossCounters(tx, userIds);
  return new Map(rows.map((row) => [row.user_id, { id: row.id, available: new Decimal(row.available), locked: new Decimal(row.locked) }]));
}
