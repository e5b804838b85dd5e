import type { Queryable } from '../db/database';

// A turn for the event loop in the middle of long work. PGlite answers queries without ever reaching the event
// loop's timer and I/O phases, so a loop over a thousand copies would hold back every tick until it ended; on
// PostgreSQL each query yields anyway and this costs next to nothing.
export function giveWay(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The same transaction, giving the event loop a turn after every statement. */
export function givingWay(tx: Queryable): Queryable {
  return {
    query: async (sql, params) => {
      const rows = await tx.query(sql, params);
      await giveWay();
      return rows as never;
    },
    exec: async (sql) => {
      await tx.exec(sql);
      await giveWay();
    },
  };
}
