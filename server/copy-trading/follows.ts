import type { FollowList, FollowSetting } from '../../common/api/follow';
import { CODE } from '../../common/envelope';
import { followMultiples, isOfferedMultiple, MAX_FOLLOW_AMOUNT } from '../../common/follow';
import { Decimal, formatAmount, formatAmountDown } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { readSetting } from '../settings';
import { assert } from '../assert';

// Follow settings (issue 14): a follow is a copy ratio and a margin cap per follower and trader. follow_trader
// creates or updates it; canal_follow ends it, after which no new copies open and the open ones stop closing with
// the trader (they stay open for the follower to manage, as the cancel warning says). Demo users may follow: their
// copies come from the demo contract account.

export const FOLLOW_MULTIPLES_SETTING = 'follow_multiples';

interface FollowRow {
  id: string;
  trader_id: number;
  multiple: string;
  max_amount: string;
  active: boolean;
  created_at: string;
}

const FOLLOW_COLUMNS = 'id, trader_id, multiple, max_amount, active, created_at';

export function toFollowSetting(row: FollowRow): FollowSetting {
  return {
    follow_id: Number(row.id),
    trader_id: row.trader_id,
    multiple: new Decimal(row.multiple).toString(),
    max_amount: formatAmount(row.max_amount),
    active: row.active ? 1 : 0,
    created_at: Number(row.created_at),
  };
}

export async function offeredMultiples(db: Queryable): Promise<string[]> {
  return followMultiples(await readSetting(db, FOLLOW_MULTIPLES_SETTING, ''));
}

/** The most a follow may cap at: the contract account's balance and margin in use (2 decimals, never overstated). */
async function maxAmountLimit(db: Queryable, userId: number): Promise<Decimal> {
  const [row] = await db.query<{ available: string; locked: string }>(
    `SELECT available, locked FROM ledger_accounts WHERE user_id = $1 AND kind = 'forex' AND currency = 'USD'`,
    [userId],
  );
  return new Decimal(row?.available ?? 0).plus(row?.locked ?? 0);
}

export async function followList(db: Queryable, userId: number): Promise<FollowList> {
  const rows = await db.query<FollowRow>(`SELECT ${FOLLOW_COLUMNS} FROM follows WHERE follower_user_id = $1 AND active ORDER BY id`, [
    userId,
  ]);
  return {
    data: rows.map(toFollowSetting),
    multiples: await offeredMultiples(db),
    max_amount_limit: formatAmountDown(await maxAmountLimit(db, userId)),
  };
}

/** The trader's user, when `traderId` names an approved trader. */
export async function approvedTrader(db: Queryable, traderId: number): Promise<{ id: number; user_id: number }> {
  const [trader] = await db.query<{ id: number; user_id: number }>('SELECT id, user_id FROM traders WHERE id = $1', [traderId]);
  if (!trader) throw new DomainError(CODE.FOLLOW_TRADER_UNAVAILABLE, messages.followTraderUnavailable);
  return trader;
}

function checkMaxAmount(text: string, limit: Decimal): Decimal {
  const amount = new Decimal(text);
  if (amount.lessThanOrEqualTo(0)) throw new DomainError(CODE.FOLLOW_AMOUNT, messages.followAmountNotPositive);
  if (amount.decimalPlaces() > 2) throw new DomainError(CODE.FOLLOW_AMOUNT, messages.followAmountPrecision);
  if (amount.greaterThan(limit) || amount.greaterThan(MAX_FOLLOW_AMOUNT)) {
    throw new DomainError(CODE.FOLLOW_AMOUNT, messages.followAmountAboveBalance, { limit: formatAmountDown(limit) });
  }
  return amount;
}

export interface FollowRequest {
  traderId: number;
  multiple: string;
  maxAmount: string;
}

export async function followTrader(db: Database, clock: Clock, userId: number, request: FollowRequest): Promise<FollowSetting> {
  const trader = await approvedTrader(db, request.traderId);
  if (trader.user_id === userId) throw new DomainError(CODE.FOLLOW_TRADER_UNAVAILABLE, messages.followSelf);
  const offered = await offeredMultiples(db);
  if (!isOfferedMultiple(request.multiple, offered)) {
    throw new DomainError(CODE.FOLLOW_MULTIPLE, messages.followMultipleNotOffered, { offered: offered.join(', ') });
  }
  const amount = checkMaxAmount(request.maxAmount, await maxAmountLimit(db, userId));
  const now = clock.now();
  const [row] = await db.query<FollowRow>(
    `INSERT INTO follows (follower_user_id, trader_id, multiple, max_amount, active, created_at, updated_at)
     VALUES ($1, $2, $3, $4, true, $5, $5)
     ON CONFLICT (follower_user_id, trader_id)
       DO UPDATE SET multiple = EXCLUDED.multiple, max_amount = EXCLUDED.max_amount, active = true, updated_at = EXCLUDED.updated_at
     RETURNING ${FOLLOW_COLUMNS}`,
    [userId, trader.id, new Decimal(request.multiple).toString(), formatAmount(amount), now],
  );
  assert(row, 'follow upsert returned nothing');
  return toFollowSetting(row);
}

/** Ends the follow; its open copies stay open and stop closing with the trader. */
export async function cancelFollow(db: Database, clock: Clock, userId: number, traderId: number): Promise<FollowSetting> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<FollowRow>(
      `UPDATE follows SET active = false, updated_at = $3 WHERE follower_user_id = $1 AND trader_id = $2 AND active RETURNING ${FOLLOW_COLUMNS}`,
      [userId, traderId, clock.now()],
    );
    if (!row) throw new DomainError(CODE.FOLLOW_STATE, messages.followNotActive);
    await tx.query('UPDATE follow_copies SET following = false WHERE follow_id = $1 AND following', [row.id]);
    return toFollowSetting(row);
  });
}
