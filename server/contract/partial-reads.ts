import type { Queryable } from '../db/database';
import { PARTIAL_CLOSE_COLUMNS, type PartialCloseRow } from './orders';

// The partial closes of the orders a read shows, in one query for all of them (by their ids), oldest first per order:
// an order's answer lists its parts with their deciding ticks (toForexOrder).

/** Ids as one text whichever way the driver hands a bigint over (text on PostgreSQL). */
const keyOf = (id: string | number): string => String(id);

export class PartsByOrder {
  constructor(private readonly byOrder: ReadonlyMap<string, readonly PartialCloseRow[]>) {}

  /** The order's parts, oldest first; none for most orders. */
  of(orderId: string | number): readonly PartialCloseRow[] {
    return this.byOrder.get(keyOf(orderId)) ?? [];
  }
}

export async function partialsOf(db: Queryable, orderIds: readonly (string | number)[]): Promise<PartsByOrder> {
  const parts = new Map<string, PartialCloseRow[]>();
  if (orderIds.length === 0) return new PartsByOrder(parts);
  const rows = await db.query<PartialCloseRow>(
    `SELECT ${PARTIAL_CLOSE_COLUMNS} FROM contract_partial_closes WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, id`,
    [orderIds.map(keyOf)],
  );
  for (const row of rows) {
    const key = keyOf(row.order_id);
    const list = parts.get(key);
    if (list) list.push(row);
    else parts.set(key, [row]);
  }
  return new PartsByOrder(parts);
}
