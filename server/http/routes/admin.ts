import type { FastifyInstance } from 'fastify';
import { adminLogin, adminLogout, adminMe } from '../../../common/api/admin';
import * as adminInput from '../../../common/api/input/admin';
import { CODE } from '../../../common/envelope';
import { verifyPassword } from '../../account/passwords';
import { hit } from '../../account/rate-limit';
import { createOperatorSession, findOperator, operatorSessions, revokeOperatorSession } from '../../admin/operators';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import { DomainError, notLoggedIn, tooSoon } from '../../errors';
import { registerEndpoint } from '../route';

export function registerAdminRoutes(app: FastifyInstance, db: Database, clock: Clock): void {
  // Every call here resolves tokens against operator sessions only.
  const sessions = operatorSessions(db, clock);

  registerEndpoint(app, sessions, adminLogin, adminInput.adminLogin, async ({ input, request }) => {
    const wait = Math.max(
      await hit(db, clock, { key: `admin:account:${input.email}`, max: 5, windowMs: 60_000 }),
      await hit(db, clock, { key: `admin:ip:${request.ip}`, max: 20, windowMs: 60_000 }),
    );
    if (wait > 0) throw tooSoon(messages.rateLimited, wait);
    const operator = await findOperator(db, input.email);
    if (!(await verifyPassword(operator?.password_hash ?? null, input.password)) || !operator) {
      throw new DomainError(CODE.WRONG_CREDENTIALS, messages.wrongCredentials);
    }
    request.log.info({ operatorId: operator.id }, 'operator logged in');
    return { token: await createOperatorSession(db, clock, operator.id), operator: { id: operator.id, email: operator.email } };
  });

  registerEndpoint(app, sessions, adminMe, adminInput.adminMe, async ({ user }) => {
    const [row] = await db.query<{ id: number; email: string }>('SELECT id, email FROM operators WHERE id = $1', [user.id]);
    if (!row) throw notLoggedIn();
    return row;
  });

  registerEndpoint(app, sessions, adminLogout, adminInput.adminLogout, async ({ request }) => {
    if (request.token) await revokeOperatorSession(db, clock, request.token);
    return null;
  });
}
