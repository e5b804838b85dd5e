import { Decimal } from '../../common/money';
import { ORDER_STATUS } from '../../common/contract';
import type { Database, Queryable } from '../db/database';
import { ORDER_COLUMNS, type OrderRow } from './orders';
import { OpenOrders, openOrderOf } from './open-orders';
import { TriggerIndex } from './trigger-index';

// The contract engine's memory: the orders still in the book (with their trigger levels) and each of their owners'
// cash, and how each part is read again from the database, which is always the truth: at start and takeover (all),
// after another node's change (one order), after a settlement that could not be made to hold (one user).

const OPEN_STATUSES = [ORDER_STATUS.dealing, ORDER_STATUS.holding] as const;

export class ContractMemory {
  readonly triggers = new TriggerIndex();
  readonly open: OpenOrders;
  /** Each user's contract account (available + locked) as last committed: equity without the floating part. */
  readonly cash = new Map<number, Decimal>();

  constructor(
    private readonly db: Database,
    /** An instrument's price precision: the step a trailing stop moves by. */
    precisionOf: (instrumentId: number) => number | undefined = () => undefined,
  ) {
    this.open = new OpenOrders(this.triggers, precisionOf);
  }

  cashOf(userId: number): Decimal {
    return this.cash.get(userId) ?? new Decimal(0);
  }

  /** Everything again: every order still in the book, and its owner's cash. */
  async reloadAll(): Promise<void> {
    const rows = await this.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM contract_orders WHERE status = ANY($1::smallint[])`, [
      OPEN_STATUSES,
    ]);
    const cash = await this.db.query<{ user_id: number; available: string; locked: string }>(
      `SELECT o.user_id, a.available, a.locked FROM (SELECT DISTINCT user_id FROM contract_orders WHERE status = ANY($1::smallint[])) o
       JOIN ledger_accounts a ON a.user_id = o.user_id AND a.kind = 'forex' AND a.currency = 'USD'`,
      [OPEN_STATUSES],
    );
    for (const id of this.open.ids()) this.open.remove(id);
    for (const row of rows) this.open.put(openOrderOf(row));
    for (const row of cash) this.cash.set(row.user_id, new Decimal(row.available).plus(row.locked));
  }

  /** One order as the database has it now: in the book while dealing or holding, out of it once closed. */
  async reloadOrder(orderId: number): Promise<void> {
    const [row] = await this.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM contract_orders WHERE id = $1`, [orderId]);
    if (row && row.status !== ORDER_STATUS.history) this.open.put(openOrderOf(row));
    else this.open.remove(orderId);
  }

  /** One user's orders and cash again (after a transaction of theirs rolled back). */
  async reloadUser(userId: number): Promise<void> {
    for (const order of this.open.ofUser(userId)) this.open.remove(order.id);
    const rows = await this.db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM contract_orders WHERE user_id = $1 AND status = ANY($2::smallint[])`,
      [userId, OPEN_STATUSES],
    );
    for (const row of rows) this.open.put(openOrderOf(row));
    await this.refreshCash(userId);
  }

  async refreshCash(userId: number, db: Queryable = this.db): Promise<void> {
    this.cash.set(userId, await this.readCash(userId, db));
  }

  /** The user's contract account (available + locked) as `db` sees it now (inside a transaction: as it will commit). */
  async readCash(userId: number, db: Queryable = this.db): Promise<Decimal> {
    const [row] = await db.query<{ available: string; locked: string }>(
      `SELECT available, locked FROM ledger_accounts WHERE user_id = $1 AND kind = 'forex' AND currency = 'USD'`,
      [userId],
    );
    return new Decimal(row?.available ?? 0).plus(row?.locked ?? 0);
  }
}
