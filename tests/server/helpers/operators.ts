import { randomUUID } from 'node:crypto';
import type { OperatorRole } from '../../../common/api/operator-roles';
import { createOperator, createOperatorSession, findOperator } from '../../../server/admin/operators';
import type { TestApp } from './test-app';

// Operators of each role for the back office's tests: made in the database and given a session directly (the
// sign-in itself is tested in tests/server/access), so a test can hold many without meeting the login throttle.

export interface RoleOperator {
  id: number;
  email: string;
  token: string;
  password: string;
}

export async function operatorWithRole(app: TestApp, role: OperatorRole, options: { idleMinutes?: number } = {}): Promise<RoleOperator> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `${role} password ${randomUUID().slice(0, 6)}`;
  await createOperator(app.database.db, app.clock, email, password, role);
  const operator = await findOperator(app.database.db, email);
  if (!operator) throw new Error(`operator ${email} was not created`);
  // Like the test app's sign-ins, sessions last 30 idle days unless a test asks for a shorter limit.
  const token = await createOperatorSession(app.database.db, app.clock, operator.id, { idleMinutes: 43_200, ...options });
  return { id: operator.id, email, token, password };
}

/** Another session of the same operator, as a second browser would have. */
export function anotherSession(app: TestApp, operator: RoleOperator): Promise<string> {
  return createOperatorSession(app.database.db, app.clock, operator.id, { idleMinutes: 43_200 });
}
