import { FOLLOW_END_REASON, type FollowEndReason, type FollowList, type FollowSetting } from '../../common/api/follow';
import { CODE } from '../../common/envelope';
import { followMultiples, isOfferedMultiple, MAX_FOLLOW_AMOUNT } from '../../common/follow';
import {
  DEFAULT_MAX_SLIPPAGE_PERCENT,
  followControlsProblem,
  stopLossLimit,
  type FollowControlsProblem,
} from '../../common/follow-controls';
import { Decimal, formatAmount, formatAmountDown } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { readSetting } from '../settings';
import { assert } from '../assert';
import { followRefusal, readEligibility, simulatedFollowForReal, viewerIsDemo } from './follow-eligibility';

// Follow settings (issues 14 and 36): a follow is a copy ratio (or a fixed margin per copy) and an allocation per
// follower and trader, with a cap per copy, a slippage guard and an optional copy stop-loss. follow_trader creates
// it, or starts it again after it ended; update_follow changes an active one. Either replaces the controls with
// what it is sent (an absent stop-loss is none), keeping the ratio and the allocation when those are absent.
// canal_follow ends it, after which no new copies open and the open ones stop closing with the trader. Demo users
// may follow: their copies come from the demo contract account.

export const FOLLOW_MULTIPLES_SETTING = 'follow_multiples';

export interface FollowRow {
  id: string;
  trader_id: number;
  multiple: string;
  max_amount: string;
  amount_per_order: string | null;
  max_per_order: string | null;
  max_slippage_percent: string;
  stop_loss_amount: string | null;
  stop_loss_percent: string | null;
  copy_open: boolean;
  paused_at: string | null;
  active: boolean;
  ended_reason: FollowEndReason | null;
  ended_at: string | null;
  created_at: string;
}

export const FOLLOW_COLUMNS = `id, trader_id, multiple, max_amount, amount_per_order, max_per_order, max_slippage_percent, stop_loss_amount,
  stop_loss_percent, copy_open, paused_at, active, ended_reason, ended_at, created_at`;

const amountOrNull = (value: string | null) => (value === null ? null : formatAmount(value));
const percentText = (value: string | null) => (value === null ? null : new Decimal(value).toString());

export function toFollowSetting(row: FollowRow): FollowSetting {
  const limit = stopLossLimit(row.max_amount, row.stop_loss_amount, row.stop_loss_percent);
  return {
    follow_id: Number(row.id),
    trader_id: row.trader_id,
    multiple: new Decimal(row.multiple).toString(),
    max_amount: formatAmount(row.max_amount),
    max_total: formatAmount(row.max_amount),
    amount_per_order: amountOrNull(row.amount_per_order),
    max_per_order: amountOrNull(row.max_per_order),
    max_slippage_percent: new Decimal(row.max_slippage_percent).toString(),
    stop_loss_amount: amountOrNull(row.stop_loss_amount),
    stop_loss_percent: percentText(row.stop_loss_percent),
    stop_loss_limit: limit === null ? null : formatAmount(limit),
    copy_open: row.copy_open ? 1 : 0,
    paused: row.paused_at === null ? 0 : 1,
    active: row.active ? 1 : 0,
    ended_reason: row.ended_reason,
    ended_at: Number(row.ended_at ?? 0),
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

/** The refusal a controls problem is answered with, in the caller's language. */
function controlsError(problem: FollowControlsProblem): DomainError {
  const fail = (message: (typeof messages)[keyof typeof messages], values: Record<string, string> = {}) =>
    new DomainError(CODE.FOLLOW_CONTROLS, message, values);
  switch (problem.field) {
    case 'stop_loss':
      return fail(messages.followStopLossBoth);
    case 'stop_loss_percent':
      return fail(messages.followStopLossPercentRange, { min: problem.min, max: problem.max });
    case 'stop_loss_amount':
      return problem.problem === 'not_positive'
        ? fail(messages.followStopLossAmountNotPositive)
        : fail(messages.followStopLossAboveAllocation, { allocation: problem.allocation });
    case 'max_slippage_percent':
      return fail(messages.followSlippageRange, { min: problem.min, max: problem.max });
    default:
      if (problem.problem === 'above_max_per_order') return fail(messages.followAmountAboveMaxPerOrder, { max: problem.max });
      return problem.problem === 'not_positive'
        ? fail(messages.followPerOrderNotPositive)
        : fail(messages.followPerOrderAboveTotal, { allocation: problem.allocation });
  }
}

export interface FollowRequest {
  traderId: number;
  multiple?: string | undefined;
  /** The allocation, as max_amount or max_total (the same amount if both). */
  maxAmount?: string | undefined;
  maxTotal?: string | undefined;
  amountPerOrder?: string | undefined;
  maxPerOrder?: string | undefined;
  maxSlippagePercent?: string | undefined;
  stopLossAmount?: string | undefined;
  stopLossPercent?: string | undefined;
  /** On a new follow: copy the trader's positions open now too. */
  copyOpen?: boolean | undefined;
}

interface CheckedSettings {
  multiple: string;
  maxAmount: Decimal;
  amountPerOrder: string | null;
  maxPerOrder: string | null;
  maxSlippagePercent: string;
  stopLossAmount: string | null;
  stopLossPercent: string | null;
}

/** The request merged with the follow as it is (`current`, or none), every rule checked; refusals change nothing. */
async function checkedSettings(
  db: Queryable,
  userId: number,
  request: FollowRequest,
  current: FollowRow | undefined,
): Promise<CheckedSettings> {
  const { maxAmount, maxTotal } = request;
  if (maxAmount !== undefined && maxTotal !== undefined && !new Decimal(maxAmount).equals(maxTotal)) {
    throw new DomainError(CODE.FOLLOW_AMOUNT, messages.followAllocationTwice);
  }
  const allocationText = maxTotal ?? maxAmount ?? current?.max_amount;
  if (allocationText === undefined) throw new DomainError(CODE.FOLLOW_AMOUNT, messages.followAllocationMissing);
  const amountPerOrder = request.amountPerOrder ?? null;
  let multiple = request.multiple ?? current?.multiple;
  if (multiple === undefined) {
    // A fixed amount per order needs no ratio; the column keeps 1 for it.
    if (amountPerOrder === null) throw new DomainError(CODE.FOLLOW_MULTIPLE, messages.followMultipleMissing);
    multiple = '1';
  } else if (request.multiple !== undefined) {
    const offered = await offeredMultiples(db);
    if (!isOfferedMultiple(request.multiple, offered)) {
      throw new DomainError(CODE.FOLLOW_MULTIPLE, messages.followMultipleNotOffered, { offered: offered.join(', ') });
    }
  }
  const allocation = checkMaxAmount(allocationText, await maxAmountLimit(db, userId));
  const problem = followControlsProblem({
    maxTotal: allocation.toString(),
    amountPerOrder: request.amountPerOrder,
    maxPerOrder: request.maxPerOrder,
    maxSlippagePercent: request.maxSlippagePercent,
    stopLossAmount: request.stopLossAmount,
    stopLossPercent: request.stopLossPercent,
  });
  if (problem) throw controlsError(problem);
  return {
    multiple: new Decimal(multiple).toString(),
    maxAmount: allocation,
    amountPerOrder,
    maxPerOrder: request.maxPerOrder ?? null,
    maxSlippagePercent: request.maxSlippagePercent ?? DEFAULT_MAX_SLIPPAGE_PERCENT,
    stopLossAmount: request.stopLossAmount ?? null,
    stopLossPercent: request.stopLossPercent ?? null,
  };
}

/** The checked settings in the order of the columns multiple .. stop_loss_percent, as both writes list them. */
function settingColumns(settings: CheckedSettings): (string | null)[] {
  return [
    settings.multiple,
    formatAmount(settings.maxAmount),
    settings.amountPerOrder,
    settings.maxPerOrder,
    settings.maxSlippagePercent,
    settings.stopLossAmount,
    settings.stopLossPercent,
  ];
}

async function currentFollow(db: Queryable, userId: number, traderId: number, lock = false): Promise<FollowRow | undefined> {
  const [row] = await db.query<FollowRow>(
    `SELECT ${FOLLOW_COLUMNS} FROM follows WHERE follower_user_id = $1 AND trader_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [userId, traderId],
  );
  return row;
}

/** What follow_trader did: the setting, and whether it (re)started the follow (copy_open then applies). */
export interface FollowStarted {
  setting: FollowSetting;
  started: boolean;
  /** The trader's user, whose open positions copy_open copies. */
  traderUserId: number;
}

export async function followTrader(db: Database, clock: Clock, userId: number, request: FollowRequest): Promise<FollowStarted> {
  const trader = await approvedTrader(db, request.traderId);
  if (trader.user_id === userId) throw new DomainError(CODE.FOLLOW_TRADER_UNAVAILABLE, messages.followSelf);
  return db.transaction(async (tx) => {
    const existing = await currentFollow(tx, userId, trader.id, true);
    const active = existing?.active === true;
    if (!active) {
      // Only a new follow is refused: an active one may change its settings whatever the trader's score now.
      const refusal = followRefusal(await readEligibility(tx, trader.id), await viewerIsDemo(tx, userId), await simulatedFollowForReal(tx));
      if (refusal === 'risk') throw new DomainError(CODE.FOLLOW_REFUSED, messages.followRefusedRisk);
      if (refusal === 'simulated') throw new DomainError(CODE.FOLLOW_REFUSED, messages.followRefusedSimulated);
    }
    // A follow that ended starts afresh: its old ratio and allocation are not carried over silently.
    const settings = await checkedSettings(tx, userId, request, active ? existing : undefined);
    const now = clock.now();
    const [row] = await tx.query<FollowRow>(
      `INSERT INTO follows (follower_user_id, trader_id, multiple, max_amount, amount_per_order, max_per_order, max_slippage_percent,
         stop_loss_amount, stop_loss_percent, copy_open, active, active_since, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, $11, $11)
       ON CONFLICT (follower_user_id, trader_id) DO UPDATE SET multiple = EXCLUDED.multiple, max_amount = EXCLUDED.max_amount,
         amount_per_order = EXCLUDED.amount_per_order, max_per_order = EXCLUDED.max_per_order,
         max_slippage_percent = EXCLUDED.max_slippage_percent, stop_loss_amount = EXCLUDED.stop_loss_amount,
         stop_loss_percent = EXCLUDED.stop_loss_percent, updated_at = EXCLUDED.updated_at,
         copy_open = CASE WHEN follows.active THEN follows.copy_open ELSE EXCLUDED.copy_open END,
         active_since = CASE WHEN follows.active THEN follows.active_since ELSE EXCLUDED.active_since END,
         paused_at = CASE WHEN follows.active THEN follows.paused_at END,
         ended_reason = CASE WHEN follows.active THEN follows.ended_reason END,
         ended_at = CASE WHEN follows.active THEN follows.ended_at END,
         active = true
       RETURNING ${FOLLOW_COLUMNS}`,
      [userId, trader.id, ...settingColumns(settings), request.copyOpen === true, now],
    );
    assert(row, 'follow upsert returned nothing');
    return { setting: toFollowSetting(row), started: !active, traderUserId: trader.user_id };
  });
}

/** Changes an active follow's settings; its pause, start and copies are left as they are. */
export async function updateFollow(db: Database, clock: Clock, userId: number, request: FollowRequest): Promise<FollowSetting> {
  return db.transaction(async (tx) => {
    const current = await currentFollow(tx, userId, request.traderId, true);
    if (current?.active !== true) throw new DomainError(CODE.FOLLOW_STATE, messages.followNotActive);
    const settings = await checkedSettings(tx, userId, request, current);
    const [row] = await tx.query<FollowRow>(
      `UPDATE follows SET multiple = $2, max_amount = $3, amount_per_order = $4, max_per_order = $5, max_slippage_percent = $6,
         stop_loss_amount = $7, stop_loss_percent = $8, updated_at = $9
       WHERE id = $1 RETURNING ${FOLLOW_COLUMNS}`,
      [current.id, ...settingColumns(settings), clock.now()],
    );
    assert(row, 'follow update returned nothing');
    return toFollowSetting(row);
  });
}

/** Pauses (`pause` true) or resumes an active follow of the caller's; open copies are left as they are. */
export async function setPaused(db: Database, clock: Clock, userId: number, traderId: number, pause: boolean): Promise<FollowSetting> {
  return db.transaction(async (tx) => {
    const current = await currentFollow(tx, userId, traderId, true);
    if (current?.active !== true) throw new DomainError(CODE.FOLLOW_STATE, messages.followNotActive);
    if (pause === (current.paused_at !== null)) {
      throw new DomainError(CODE.FOLLOW_STATE, pause ? messages.followAlreadyPaused : messages.followNotPaused);
    }
    const [row] = await tx.query<FollowRow>(
      `UPDATE follows SET paused_at = $2, updated_at = $3 WHERE id = $1 RETURNING ${FOLLOW_COLUMNS}`,
      [current.id, pause ? clock.now() : null, clock.now()],
    );
    assert(row, 'follow pause returned nothing');
    return toFollowSetting(row);
  });
}

/**
 * Ends an active follow (`reason`: the follower cancelled it, or its copy stop-loss fired); its open copies stop
 * closing with the trader. Answers null when it was not active (another end won), in the caller's transaction.
 */
export async function endFollow(tx: Queryable, clock: Clock, followId: string, reason: FollowEndReason): Promise<FollowRow | null> {
  const now = clock.now();
  const [row] = await tx.query<FollowRow>(
    `UPDATE follows SET active = false, paused_at = NULL, ended_reason = $2, ended_at = $3, updated_at = $3 WHERE id = $1 AND active
     RETURNING ${FOLLOW_COLUMNS}`,
    [followId, reason, now],
  );
  if (!row) return null;
  // A stop-loss's copies are closed by it (and marked then); a cancel's stay open for the follower to manage.
  if (reason === FOLLOW_END_REASON.cancelled)
    await tx.query('UPDATE follow_copies SET following = false WHERE follow_id = $1 AND following', [row.id]);
  return row;
}

/** Ends the follow; its open copies stay open and stop closing with the trader. */
export async function cancelFollow(db: Database, clock: Clock, userId: number, traderId: number): Promise<FollowSetting> {
  return db.transaction(async (tx) => {
    const current = await currentFollow(tx, userId, traderId, true);
    const row = current ? await endFollow(tx, clock, current.id, FOLLOW_END_REASON.cancelled) : null;
    if (!row) throw new DomainError(CODE.FOLLOW_STATE, messages.followNotActive);
    return toFollowSetting(row);
  });
}
