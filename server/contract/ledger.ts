import { Decimal, formatAmount } from '../../common/money';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournalSet, reserveJournalIds } from '../ledger/journal-set';
import { postJournal, type LedgerCause } from '../ledger/ledger';
import { assert } from '../assert';

// The money of contract orders: margin moves from the contract account's available bucket to its locked bucket
// while an order is open, the fee goes to the house when the order is placed (back if a pending one is cancelled),
// and a close releases the margin and settles profit or loss against the house's P/L account, in one journal each.
// A loss never takes the account below zero: what the account cannot pay, the house absorbs (negative balance
// protection).

export interface ContractAccount {
  id: number;
  available: Decimal;
  locked: Decimal;
}

/** The house accounts on the other side of trading, looked up once. */
export interface TradingHouse {
  fees: number;
  pnl: number;
}

export async function tradingHouse(db: Queryable): Promise<TradingHouse> {
  return { fees: await houseAccountId(db, 'house_fees'), pnl: await houseAccountId(db, 'house_pnl') };
}

/** The user's contract account, locked for the transaction so concurrent orders see each other's margin. */
export async function lockContractAccount(tx: Queryable, userId: number): Promise<ContractAccount> {
  const row = await lockUserAccount(tx, userId, 'forex');
  return { id: row.id, available: new Decimal(row.available), locked: new Decimal(row.locked) };
}

/** The order whose money moves: its owner, their contract account (the row locked in this transaction, kept
 * current), its margin and how the journal names it. */
export interface OrderMoney {
  userId: number;
  account: ContractAccount;
  margin: Decimal;
  memo: string;
}

/**
 * Posts one journal moving `change` in and out of the user's two buckets, with the house account taking `house` (when
 * anything moves at all), and keeps the locked account row current.
 */
async function move(
  tx: Queryable,
  clock: Clock,
  cause: LedgerCause,
  order: OrderMoney,
  change: { available: Decimal; locked: Decimal },
  house: { accountId: number; amount: Decimal },
): Promise<void> {
  const { account } = order;
  const postings = [
    { accountId: account.id, bucket: 'available' as const, amount: change.available },
    { accountId: account.id, bucket: 'locked' as const, amount: change.locked },
    { accountId: house.accountId, bucket: 'available' as const, amount: house.amount },
  ].filter((posting) => !posting.amount.isZero());
  if (postings.length >= 2) await postJournal(tx, clock, { cause, userId: order.userId, memo: order.memo, postings });
  account.available = account.available.plus(change.available);
  account.locked = account.locked.plus(change.locked);
}

/** An order placed: its margin held and its fee paid, in one journal. */
export async function holdForOrder(tx: Queryable, clock: Clock, house: TradingHouse, order: OrderMoney & { fee: Decimal }): Promise<void> {
  const { margin, fee } = order;
  await move(
    tx,
    clock,
    'trade_open',
    order,
    { available: margin.plus(fee).negated(), locked: margin },
    { accountId: house.fees, amount: fee },
  );
}

/**
 * Many orders placed in one transaction (copy trading's batches): each its own journal as holdForOrder writes it,
 * posted as one journal set, so a batch costs the same few statements whatever its size. The accounts must be
 * locked by the caller and distinct; their rows are kept current as holdForOrder keeps them.
 */
export async function holdForOrders(
  tx: Queryable,
  clock: Clock,
  house: TradingHouse,
  orders: readonly (OrderMoney & { fee: Decimal })[],
): Promise<void> {
  const postings = orders.flatMap((order) =>
    [
      { order, accountId: order.account.id, bucket: 'available', amount: order.margin.plus(order.fee).negated() },
      { order, accountId: order.account.id, bucket: 'locked', amount: order.margin },
      { order, accountId: house.fees, bucket: 'available', amount: order.fee },
    ].filter((posting) => !posting.amount.isZero()),
  );
  // As move(): a journal of fewer than two postings moves nothing and is not written.
  const counted = new Map<OrderMoney, number>();
  for (const posting of postings) counted.set(posting.order, (counted.get(posting.order) ?? 0) + 1);
  const written = postings.filter((posting) => (counted.get(posting.order) ?? 0) >= 2);
  if (written.length > 0) {
    // Each order its own journal: ids reserved first, one per order that writes one.
    const journaled = [...new Set(written.map((posting) => posting.order))];
    const reserved = await reserveJournalIds(tx, journaled.length);
    const ids = new Map<OrderMoney, string>();
    reserved.forEach((id, index) => {
      const order = journaled[index];
      if (order) ids.set(order, id);
    });
    const journalOf = (order: OrderMoney): string => {
      const id = ids.get(order);
      assert(id !== undefined, 'no journal id reserved for an order');
      return id;
    };
    await postJournalSet(tx, clock, {
      sql: `SELECT p.journal_id, 'trade_open'::text AS cause, p.user_id, p.memo, p.account_id, p.bucket, p.amount
            FROM unnest($1::bigint[], $2::text[], $3::integer[], $4::integer[], $5::text[], $6::numeric[])
              AS p (journal_id, memo, user_id, account_id, bucket, amount)`,
      params: [
        written.map((posting) => journalOf(posting.order)),
        written.map((posting) => posting.order.memo),
        written.map((posting) => posting.order.userId),
        written.map((posting) => posting.accountId),
        written.map((posting) => posting.bucket),
        written.map((posting) => formatAmount(posting.amount)),
      ],
    });
  }
  for (const order of orders) {
    order.account.available = order.account.available.minus(order.margin.plus(order.fee));
    order.account.locked = order.account.locked.plus(order.margin);
  }
}

/** A pending order cancelled: its margin comes free and its fee comes back. */
export async function releaseForCancel(
  tx: Queryable,
  clock: Clock,
  house: TradingHouse,
  order: OrderMoney & { fee: Decimal },
): Promise<void> {
  const { margin, fee } = order;
  await move(
    tx,
    clock,
    'trade_margin',
    order,
    { available: margin.plus(fee), locked: margin.negated() },
    { accountId: house.fees, amount: fee.negated() },
  );
}

/**
 * A position closed: margin released and `profit` (cents, signed) settled, in one journal. Returns what was
 * realised: the profit, or the loss the account could pay.
 */
export async function settleClose(
  tx: Queryable,
  clock: Clock,
  house: TradingHouse,
  order: OrderMoney & { profit: Decimal },
): Promise<Decimal> {
  const { margin, profit } = order;
  const freed = order.account.available.plus(margin);
  const realised = profit.isNegative() ? Decimal.max(profit, freed.negated()) : profit;
  await move(
    tx,
    clock,
    'trade_pnl',
    order,
    { available: margin.plus(realised), locked: margin.negated() },
    { accountId: house.pnl, amount: realised.negated() },
  );
  return realised;
}
