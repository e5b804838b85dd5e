import type { RiskFigure } from '../../common/api/admin-protection';
import { ORDER_STATUS } from '../../common/contract';
import { Decimal } from '../../common/money';
import { CLIENT_CATEGORY, RISK_FIGURE_INTERVAL_MS, RISK_FIGURE_WINDOW_MS } from '../../common/protection';
import { customerUser } from '../account/customer-predicate';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { Fence } from '../fence';
import type { Job } from '../jobs/job';

// The risk warning's figure: the share of retail accounts that lost money on CFDs with Meridian (issue 38). The
// method, as the README documents it:
// - the window is the 12 months before the computation;
// - an account counts when it is a customer's (not a demo account, not a simulated trader), its client category is
//   retail, and it closed at least one CFD position, or part of one, in the window (copies included: they are the
//   follower's positions);
// - its net realised result is what those closes realised, less each position's opening fee (the cost of trading),
//   a part's share of it for a part closed in the window;
// - it lost money when that result is below zero; the figure is losing accounts over counted accounts, in percent,
//   rounded half up to 2 decimals (0 with no account counted, which the warning shows without a figure).
// The leader computes it every quarter; an operator may ask for it at any time. Every computation is kept.

export interface FigureCount {
  accounts: number;
  losing: number;
}

/** Counts the accounts and the losing ones over [start, end]. */
export async function countLosingAccounts(db: Queryable, start: number, end: number): Promise<FigureCount> {
  const [row] = await db.query<{ accounts: number; losing: number }>(
    `WITH parts AS (
       SELECT p.user_id, p.realised_pnl - p.fee AS result FROM contract_partial_closes p WHERE p.time >= $1 AND p.time <= $2
     ), closes AS (
       SELECT o.user_id, o.realised_pnl - o.fee
         - coalesce((SELECT sum(p.realised_pnl - p.fee) FROM contract_partial_closes p WHERE p.order_id = o.id), 0) AS result
       FROM contract_orders o
       WHERE o.status = $3 AND o.open_time IS NOT NULL AND o.close_time >= $1 AND o.close_time <= $2
     ), results AS (
       SELECT r.user_id, sum(r.result) AS result FROM (SELECT * FROM parts UNION ALL SELECT * FROM closes) r
       JOIN users u ON u.id = r.user_id
       WHERE ${customerUser('u')} AND u.client_category = $4
       GROUP BY r.user_id
     )
     SELECT count(*)::integer AS accounts, count(*) FILTER (WHERE result < 0)::integer AS losing FROM results`,
    [start, end, ORDER_STATUS.history, CLIENT_CATEGORY.retail],
  );
  return { accounts: row?.accounts ?? 0, losing: row?.losing ?? 0 };
}

/** The share in percent, 2 decimals, half up; 0 when no account counted. */
export function percentOf(count: FigureCount): Decimal {
  if (count.accounts === 0) return new Decimal(0);
  return new Decimal(count.losing).times(100).dividedBy(count.accounts).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Computes the figure now and keeps it; `operatorId` null for the leader's job. */
export async function computeRiskFigure(db: Database, clock: Clock, operatorId: number | null, fence?: Fence): Promise<void> {
  const end = clock.now();
  const start = end - RISK_FIGURE_WINDOW_MS;
  await db.transaction(async (tx) => {
    if (fence) await fence(tx);
    const count = await countLosingAccounts(tx, start, end);
    await tx.query(
      `INSERT INTO risk_warning_figures (percent, losing_accounts, accounts, window_start, window_end, computed_at, operator_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [percentOf(count).toFixed(2), count.losing, count.accounts, start, end, end, operatorId],
    );
  });
}

interface FigureRow {
  id: string;
  percent: string;
  losing_accounts: number;
  accounts: number;
  window_start: string;
  window_end: string;
  computed_at: string;
  operator_email: string | null;
}

/** The computations, newest first (at most `limit`). */
export async function riskFigures(db: Queryable, limit = 40): Promise<RiskFigure[]> {
  const rows = await db.query<FigureRow>(
    `SELECT f.id, f.percent::text, f.losing_accounts, f.accounts, f.window_start::text, f.window_end::text, f.computed_at::text,
       o.email AS operator_email
     FROM risk_warning_figures f LEFT JOIN operators o ON o.id = f.operator_id ORDER BY f.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    percent: row.percent,
    losing_accounts: row.losing_accounts,
    accounts: row.accounts,
    window_start: Number(row.window_start),
    window_end: Number(row.window_end),
    computed_at: Number(row.computed_at),
    operator_email: row.operator_email,
  }));
}

/** The figure shown: the newest computation; null before the first. */
export async function currentRiskFigure(db: Queryable): Promise<RiskFigure | null> {
  return (await riskFigures(db, 1))[0] ?? null;
}

/** How often the leader looks whether a quarter has passed since the last computation. */
export const RISK_FIGURE_CHECK_MS = 60 * 60 * 1000;

/** The quarterly computation: at the first check with no figure, or one a quarter old. */
export const riskFigureJob: Job = {
  name: 'risk-figure',
  intervalMs: RISK_FIGURE_CHECK_MS,
  async run(db, clock, fence) {
    const latest = await currentRiskFigure(db);
    if (latest !== null && clock.now() - latest.computed_at < RISK_FIGURE_INTERVAL_MS) return;
    await computeRiskFigure(db, clock, null, fence);
  },
};
