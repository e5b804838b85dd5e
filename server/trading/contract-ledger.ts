import { Decimal } from '../../common/money';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournal, type PostingInput } from '../ledger/ledger';

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

function nonZero(postings: PostingInput[]): PostingInput[] {
  return postings.filter((posting) => !new Decimal(posting.amount).isZero());
}

/** An order placed: its margin held and its fee paid, in one journal. `account` is kept current. */
export async function holdForOrder(
  tx: Queryable,
  clock: Clock,
  house: TradingHouse,
  userId: number,
  account: ContractAccount,
  margin: Decimal,
  fee: Decimal,
  memo: string,
): Promise<void> {
  const postings = nonZero([
    { accountId: account.id, bucket: 'available', amount: margin.plus(fee).negated() },
    { accountId: account.id, bucket: 'locked', amount: margin },
    { accountId: house.fees, bucket: 'available', amount: fee },
  ]);
  if (postings.length >= 2) await postJournal(tx, clock, { cause: 'trade_open', userId, memo, postings });
  account.available = account.available.minus(margin).minus(fee);
  account.locked = account.locked.plus(margin);
}

/** A pending order cancelled: its margin comes free and its fee comes back. */
export async function releaseForCancel(
  tx: Queryable,
  clock: Clock,
  house: TradingHouse,
  userId: number,
  account: ContractAccount,
  margin: Decimal,
  fee: Decimal,
  memo: string,
): Promise<void> {
  const postings = nonZero([
    { accountId: account.id, bucket: 'locked', amount: margin.negated() },
    { accountId: account.id, bucket: 'available', amount: margin.plus(fee) },
    { accountId: house.fees, bucket: 'available', amount: fee.negated() },
  ]);
  if (postings.length >= 2) await postJournal(tx, clock, { cause: 'trade_margin', userId, memo, postings });
  account.available = account.available.plus(margin).plus(fee);
  account.locked = account.locked.minus(margin);
}

/**
 * A position closed: margin released and `profit` (cents, signed) settled, in one journal. Returns what was
 * realised: the profit, or the loss the account could pay. `account` is the row locked in this transaction; it is
 * kept current.
 */
export async function settleClose(
  tx: Queryable,
  clock: Clock,
  house: TradingHouse,
  userId: number,
  account: ContractAccount,
  margin: Decimal,
  profit: Decimal,
  memo: string,
): Promise<Decimal> {
  const freed = account.available.plus(margin);
  const realised = profit.isNegative() ? Decimal.max(profit, freed.negated()) : profit;
  const postings = nonZero([
    { accountId: account.id, bucket: 'locked', amount: margin.negated() },
    { accountId: account.id, bucket: 'available', amount: margin.plus(realised) },
    { accountId: house.pnl, bucket: 'available', amount: realised.negated() },
  ]);
  if (postings.length >= 2) await postJournal(tx, clock, { cause: 'trade_pnl', userId, memo, postings });
  account.available = freed.plus(realised);
  account.locked = account.locked.minus(margin);
  return realised;
}
