import type { Queryable, SqlValue } from './database';

// One page of a list and the count of the whole list, as every paged call answers (`data` and `total`).
// `from` is the FROM and WHERE part, shared by both queries so they can never disagree.

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- Row is what the caller's SELECT returns
export async function paged<Row extends object, Item>(
  db: Queryable,
  query: { select: string; from: string; orderBy: string; params: readonly SqlValue[] },
  page: { page: number; size: number },
  toItem: (row: Row) => Item,
): Promise<{ data: Item[]; total: number }> {
  const next = query.params.length + 1;
  const rows = await db.query<Row>(
    `SELECT ${query.select} FROM ${query.from} ORDER BY ${query.orderBy} LIMIT $${next} OFFSET $${next + 1}`,
    [...query.params, page.size, (page.page - 1) * page.size],
  );
  const [count] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${query.from}`, query.params);
  return { data: rows.map(toItem), total: Number(count?.n ?? 0) };
}
