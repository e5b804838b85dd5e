import { Decimal, formatAmount } from '../../common/money';
import { ORDER_STATUS } from '../../common/contract';
import type { Clock } from '../clock';
import type { Queryable, SqlValue } from '../db/database';
import { CURRENCY } from '../ledger/accounts';
import { checkedPostings } from '../ledger/ledger';
import type { ContractAccount, TradingHouse } from './ledger';
import type { OrderRow } from './orders';
import type { PlannedOrder } from './plan';
import { assert } from '../assert';

// A submit's whole write in one statement: the contract account locked, the order written when the locked balance
// covers margin and fee, and its journal (margin held, fee to the house, as holdForOrder posts it) with the balance
// moves. On PGlite each statement is a call into its backend and a submit's share of the one connection was what
// queued orders at 200 a second (issue #20); the order, its journal and one balance update per account moved (three
// or four statements, in a savepoint of their own) are one statement here.
//
// One statement is atomic on its own, in a transaction or not: the order, its journal and the balances are written
// together or not at all. The ledger's rules hold as postJournal holds them: the postings are checked here first
// (balanced, 2 decimals, none of zero), the postings trigger checks the journal again as the statement ends, and a
// user bucket cannot go below zero (the order is only written when the locked row covers it, and the account's own
// CHECK fails the statement should a bucket still go below zero).
//
// The balance moves from the locked row's figures (`account`), the ones the margin check read, not from the account
// row as the statement's snapshot saw it (issue #32): when another transaction (a close) changed the account after
// the snapshot was taken, `FOR UPDATE` waits for it and returns the row as it committed, while the update first
// computes its new row from the snapshot's older one and PostgreSQL checks the CHECK constraint on that row before it
// finds the newer one. A close that freed margin then failed the placement with `ledger_accounts_check` (an HTTP
// 500) although the locked row covered it. The row is ours from the lock on, so its locked figures are current.

/** The statement's row: the locked contract account, whether its balance moved, and the order's id when it was
 * written (null when the balance did not cover it). */
interface PlacedRow {
  account_id: number;
  account_available: string;
  account_locked: string;
  moved: number;
  id: string | null;
  within_loss_limit: boolean;
}

export interface Placement {
  /** The contract account as it was locked, before the order (for a refusal's figures). */
  locked: ContractAccount;
  /** The order written, or null when the available balance did not cover margin and fee, or the loss limit refused. */
  order: OrderRow | null;
  /** False when the margin at risk with this order's would go past what the customer's loss limit leaves. */
  withinLossLimit: boolean;
}

/** The user's side of an order's hold, and the house's: what holdForOrder posts. */
function holdPostings(house: TradingHouse, plan: PlannedOrder) {
  const { margin, fee } = plan;
  const user = [
    { bucket: 'available' as const, amount: margin.plus(fee).negated() },
    { bucket: 'locked' as const, amount: margin },
  ].filter((posting) => !posting.amount.isZero());
  const fees = fee.isZero() ? [] : [{ accountId: house.fees, bucket: 'available' as const, amount: fee }];
  // A journal of fewer than two postings moves nothing and is not written (as holdForOrder).
  const journaled = user.length + fees.length >= 2;
  // Checked as postJournal checks a journal; the user's account id is the locked row's, unknown until the statement
  // runs, so it is checked under a stand-in id.
  if (journaled) checkedPostings([...user.map((posting) => ({ ...posting, accountId: 0 })), ...fees]);
  return { user, fees, journaled };
}

/**
 * Places `plan` for `userId` in one statement on `db` (the transaction ambient there, if any). With `lossLeft` (what
 * the customer's tightest loss limit leaves), the order is written only while the margin locked in the account, with
 * this order's, stays within it: checked on the locked row, so two submits at once cannot both pass a limit that has
 * room for one (the second waits for the first's lock and sees its margin).
 */
export async function placeOrder(
  db: Queryable,
  clock: Clock,
  house: TradingHouse,
  userId: number,
  plan: PlannedOrder,
  lossLeft: Decimal | null = null,
): Promise<Placement> {
  const needed = plan.margin.plus(plan.fee);
  const { user, fees, journaled } = holdPostings(house, plan);
  const now = clock.now();
  const params: SqlValue[] = [
    userId,
    plan.instrument.id,
    plan.side,
    plan.lots.toString(),
    plan.multiple,
    plan.pending ? ORDER_STATUS.dealing : ORDER_STATUS.holding,
    plan.pending ? plan.price.toString() : '0',
    plan.fillWhenAtOrAbove,
    plan.pending ? null : plan.price.toString(),
    plan.stopLoss.toString(),
    plan.takeProfit.toString(),
    formatAmount(plan.margin),
    formatAmount(plan.fee),
    plan.pending ? null : 'market',
    plan.pending ? null : plan.tick.seq,
    plan.pending ? null : plan.tick.time,
    now,
    CURRENCY,
    formatAmount(needed),
    new Date(now),
    plan.trailingDistance.toString(),
    plan.expireAt,
    plan.seenPrice?.toString() ?? null,
    plan.openSlippage === null ? null : formatAmount(plan.openSlippage),
    lossLeft === null ? null : formatAmount(lossLeft),
    plan.closeOutLevel?.toString() ?? null,
  ];
  const param = (value: SqlValue): string => `$${params.push(value)}`;
  // The postings as typed VALUES rows (VALUES has no column types of its own): the user's against the locked row.
  const rows = [
    ...user.map((posting) => `(account.id, ${param(posting.bucket)}::text, ${param(formatAmount(posting.amount))}::numeric)`),
    ...fees.map(
      (posting) =>
        `(${param(posting.accountId)}::integer, ${param(posting.bucket)}::text, ${param(formatAmount(posting.amount))}::numeric)`,
    ),
  ];
  // Each account's net change, as postJournal moves it.
  const change = (bucket: 'available' | 'locked') => param(formatAmount(user.find((posting) => posting.bucket === bucket)?.amount ?? 0));
  // The house's row is updated after the user's (`moved` first): the order every path locks them in.
  const houseMoved = fees.map(
    (posting) => `, house AS (
       UPDATE ledger_accounts SET available = available + ${param(formatAmount(posting.amount))}::numeric
       WHERE id = ${param(posting.accountId)} AND EXISTS (SELECT 1 FROM moved)
     )`,
  );
  const journal = journaled
    ? `, journal AS (
         INSERT INTO journals (cause, user_id, memo, created_at) SELECT 'trade_open', $1, 'order ' || placed.id, $20 FROM placed RETURNING id
       ), posted AS (
         INSERT INTO postings (journal_id, account_id, bucket, amount)
         SELECT journal.id, posting.account_id, posting.bucket, posting.amount
         FROM journal, account, LATERAL (VALUES ${rows.join(', ')}) AS posting (account_id, bucket, amount)
       ), moved AS (
         UPDATE ledger_accounts SET available = account.available + ${change('available')}::numeric,
           locked = account.locked + ${change('locked')}::numeric
         FROM account, placed WHERE ledger_accounts.id = account.id RETURNING ledger_accounts.id
       )${houseMoved.join('')}`
    : ', moved AS (SELECT id FROM account WHERE false)';
  const [placed] = await db.query<PlacedRow>(
    `WITH account AS (
       SELECT id, available, locked FROM ledger_accounts WHERE user_id = $1 AND kind = 'forex' AND currency = $18 FOR UPDATE
     ), placed AS (
       INSERT INTO contract_orders (user_id, instrument_id, side, lots, multiple, status, target_price, fill_when_at_or_above,
         open_price, stop_loss, take_profit, margin, fee, open_reason, open_seq, open_time, created_at, trailing_distance, expire_at,
         seen_price, open_slippage, close_out_level)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $21, $22, $23, $24, $26::numeric
       FROM account WHERE account.available >= $19::numeric AND ($25::numeric IS NULL OR account.locked + $12::numeric <= $25::numeric)
       RETURNING id
     )${journal}
     SELECT account.id AS account_id, account.available AS account_available, account.locked AS account_locked,
       (SELECT count(*) FROM moved)::integer AS moved, placed.id,
       ($25::numeric IS NULL OR account.locked + $12::numeric <= $25::numeric) AS within_loss_limit
     FROM account LEFT JOIN placed ON true`,
    params,
  );
  assert(placed, `user ${userId} has no forex account`);
  const locked: ContractAccount = {
    id: placed.account_id,
    available: new Decimal(placed.account_available),
    locked: new Decimal(placed.account_locked),
  };
  if (placed.id === null) return { locked, order: null, withinLossLimit: placed.within_loss_limit };
  assert(!journaled || placed.moved === 1, () => `order ${placed.id}: the contract account's balance did not move`);
  return { locked, order: storedOrder(placed.id, userId, plan, now), withinLossLimit: true };
}

/** A numeric column's value as PostgreSQL returns it: rounded to the column's scale, every place written. */
function numeric(value: Decimal, scale: number): string {
  return formatAmount(value, scale);
}

/**
 * The order row as the statement wrote it, built from what it was given rather than read back: the row's 31 columns,
 * their types described and their values written out and parsed on every submit, were a third of the statement's
 * cost on PGlite. Each value is written as the column returns it (contract_orders' scales; bigints as text).
 */
function storedOrder(id: string, userId: number, plan: PlannedOrder, now: number): OrderRow {
  const { pending } = plan;
  return {
    id,
    user_id: userId,
    origin_id: '0',
    instrument_id: plan.instrument.id,
    side: plan.side,
    lots: numeric(plan.lots, 8),
    multiple: plan.multiple,
    status: pending ? ORDER_STATUS.dealing : ORDER_STATUS.holding,
    target_price: numeric(pending ? plan.price : new Decimal(0), 10),
    fill_when_at_or_above: plan.fillWhenAtOrAbove,
    open_price: pending ? null : numeric(plan.price, 10),
    close_price: null,
    stop_loss: numeric(plan.stopLoss, 10),
    take_profit: numeric(plan.takeProfit, 10),
    margin: numeric(plan.margin, 2),
    fee: numeric(plan.fee, 2),
    realised_pnl: '0.00',
    open_reason: pending ? null : 'market',
    open_seq: pending ? null : String(plan.tick.seq),
    open_time: pending ? null : String(plan.tick.time),
    close_reason: null,
    close_seq: null,
    close_time: null,
    created_at: String(now),
    trailing_distance: numeric(plan.trailingDistance, 10),
    expire_at: plan.expireAt === null ? null : String(plan.expireAt),
    seen_price: plan.seenPrice === null ? null : numeric(plan.seenPrice, 10),
    open_slippage: plan.openSlippage === null ? null : numeric(plan.openSlippage, 2),
    close_seen_price: null,
    close_slippage: null,
    close_out_level: plan.closeOutLevel === null ? null : numeric(plan.closeOutLevel, 4),
  };
}
