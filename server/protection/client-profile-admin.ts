import type { CustomerProtection } from '../../common/api/admin-protection';
import type { ClientCategory } from '../../common/protection';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { recordDecision } from '../decisions/decisions';
import { notFound } from '../errors';
import type { ClientProtection } from './client-protection';
import { limitsOverview } from './limits';
import { refuseUnlistedCountry } from './residence';
import { readStanding } from './standing';

// What operators see and decide of a customer's protection: the residence (changed through support once the customer
// set it) and the client category (professional only on an operator's decision with its reasons). Each change is in
// the audit log under the customer, with the value before and after; it applies to orders placed after it.

async function lockedCustomer(tx: Queryable, id: number): Promise<{ residence: string | null; client_category: ClientCategory }> {
  const [row] = await tx.query<{ residence: string | null; client_category: ClientCategory }>(
    'SELECT residence, client_category FROM users WHERE id = $1 AND NOT is_demo FOR NO KEY UPDATE',
    [id],
  );
  if (!row) throw notFound();
  return row;
}

export interface ProfileDecision {
  id: number;
  reason: string;
}

/** One column of the profile changed by an operator, with the value before and after in the audit log. */
async function changeProfile(
  tx: Queryable,
  clock: Clock,
  operatorId: number,
  decision: ProfileDecision,
  change: { action: 'residence' | 'category'; column: 'residence' | 'client_category'; value: string },
  before: string | null,
): Promise<void> {
  // The column is one of the two named in the type, never input.
  await tx.query(`UPDATE users SET ${change.column} = $2 WHERE id = $1`, [decision.id, change.value]);
  await recordDecision(tx, clock, {
    operatorId,
    subject: 'customer',
    subjectId: decision.id,
    action: change.action,
    reason: decision.reason,
    before: { [change.action]: before },
    after: { [change.action]: change.value },
  });
}

export async function setResidenceByOperator(
  tx: Queryable,
  clock: Clock,
  operatorId: number,
  decision: ProfileDecision & { country: string },
): Promise<void> {
  const before = await lockedCustomer(tx, decision.id);
  await refuseUnlistedCountry(tx, decision.country);
  await changeProfile(
    tx,
    clock,
    operatorId,
    decision,
    { action: 'residence', column: 'residence', value: decision.country },
    before.residence,
  );
}

export async function setCategory(
  tx: Queryable,
  clock: Clock,
  operatorId: number,
  decision: ProfileDecision & { category: ClientCategory },
): Promise<void> {
  const before = await lockedCustomer(tx, decision.id);
  const change = { action: 'category', column: 'client_category', value: decision.category } as const;
  await changeProfile(tx, clock, operatorId, decision, change, before.client_category);
}

/** The console's view of a customer's protection. */
export async function customerProtection(
  db: Queryable,
  protection: ClientProtection,
  id: number,
  now: number,
): Promise<CustomerProtection> {
  const [customer] = await db.query<{ client_category: ClientCategory }>(
    'SELECT client_category FROM users WHERE id = $1 AND NOT is_demo',
    [id],
  );
  if (!customer) throw notFound();
  const [decided] = await db.query<{ reason: string }>(
    `SELECT reason FROM operator_decisions WHERE subject = 'customer' AND subject_id = $1 AND action = 'category' ORDER BY id DESC LIMIT 1`,
    [id],
  );
  return {
    profile: protection.profileOf(await readStanding(db, id)),
    limits: await limitsOverview(db, id, now),
    category_reason: customer.client_category === 'professional' ? (decided?.reason ?? null) : null,
  };
}
