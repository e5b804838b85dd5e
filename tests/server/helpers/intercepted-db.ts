import type { Database, Queryable } from '../../../server/db/database';

// A database that shows each statement to `before` first, inside transactions too, so a test can fail one (a crash,
// a commit that does not happen) or count them. `before` throws to fail the statement; the real database does the
// rest, after-commit work included. Closing it leaves the real one open: the test's database is dropped on its own.

export function interceptedDatabase(real: Database, before: (sql: string) => void): Database {
  const wrap = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      before(sql);
      return target.query(sql, params);
    },
    exec: (sql) => {
      before(sql);
      return target.exec(sql);
    },
  });
  return {
    kind: real.kind,
    ...wrap(real),
    transaction: (work, options) => real.transaction((tx) => work(wrap(tx)), options),
    afterCommit: (then) => real.afterCommit(then),
    writeLater: (sql, params) => {
      before(sql);
      return real.writeLater(sql, params);
    },
    close: () => Promise.resolve(),
  };
}
