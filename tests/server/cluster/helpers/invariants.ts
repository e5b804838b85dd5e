import { expect } from 'vitest';
import type { ClusterDatabase } from './cluster-env';

// What must hold after any crash, takeover or chaos: the ledger balances, every account equals its postings, the
// locked buckets equal what the open orders hold, and nothing was settled twice.

export async function expectInvariants(database: ClusterDatabase): Promise<void> {
  expect(
    await database.query('SELECT journal_id FROM postings GROUP BY journal_id HAVING sum(amount) <> 0'),
    'journals that do not sum to zero',
  ).toEqual([]);
  expect(
    await database.query(
      `SELECT a.id FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, sum(amount) FILTER (WHERE bucket = 'available') AS available,
                         sum(amount) FILTER (WHERE bucket = 'locked') AS locked FROM postings GROUP BY account_id) p ON p.account_id = a.id
       WHERE a.available <> coalesce(p.available, 0) OR a.locked <> coalesce(p.locked, 0)`,
    ),
    'accounts that differ from their postings',
  ).toEqual([]);
  expect(
    await database.query('SELECT id FROM ledger_accounts WHERE user_id IS NOT NULL AND (available < 0 OR locked < 0)'),
    'user buckets below zero',
  ).toEqual([]);
  // Each option settled has exactly one settlement journal; each running one none.
  expect(
    await database.query(
      `SELECT m.id, m.status, count(j.id) AS journals FROM micro_orders m
       LEFT JOIN journals j ON j.memo = 'option ' || m.id AND j.cause = 'option_settlement'
       GROUP BY m.id, m.status, m.end_seq
       HAVING count(j.id) > 1 OR (m.status = 1 AND count(j.id) > 0) OR (m.status = 3 AND m.end_seq IS NOT NULL AND count(j.id) <> 1)`,
    ),
    'options settled other than once',
  ).toEqual([]);
  // Each contract order closed at most once: one profit-and-loss journal for a closed position, none otherwise.
  expect(
    await database.query(
      `SELECT o.id, count(j.id) AS journals FROM contract_orders o
       LEFT JOIN journals j ON j.memo = 'order ' || o.id AND j.cause = 'trade_pnl'
       GROUP BY o.id, o.status, o.close_price HAVING count(j.id) > 1 OR (o.status = 3 AND o.close_price IS NOT NULL AND count(j.id) <> 1)`,
    ),
    'orders closed other than once',
  ).toEqual([]);
  // Locked money is exactly what open orders hold: margins of contract orders, stakes of running options.
  expect(
    await database.query(
      `SELECT a.user_id FROM ledger_accounts a
       LEFT JOIN (SELECT user_id, sum(margin) AS held FROM contract_orders WHERE status IN (0, 1) GROUP BY user_id) c ON c.user_id = a.user_id
       WHERE a.kind = 'forex' AND a.user_id IS NOT NULL AND a.locked <> coalesce(c.held, 0)`,
    ),
    'contract accounts whose locked differs from their open margins',
  ).toEqual([]);
  expect(
    await database.query(
      `SELECT a.user_id FROM ledger_accounts a
       LEFT JOIN (SELECT user_id, sum(amount) AS held FROM micro_orders WHERE status = 1 GROUP BY user_id) m ON m.user_id = a.user_id
       WHERE a.kind = 'micro' AND a.user_id IS NOT NULL AND a.locked <> coalesce(m.held, 0)`,
    ),
    'option accounts whose locked differs from their running stakes',
  ).toEqual([]);
}
