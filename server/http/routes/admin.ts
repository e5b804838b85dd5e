import type { FastifyInstance } from 'fastify';
import { adminChangePassword, adminLogout, adminMe, adminMySessions, adminRevokeMySession } from '../../../common/api/admin';
import { CODE } from '../../../common/envelope';
import * as adminInput from '../../../common/api/input/admin';
import { throttledLogin } from '../../account/login-throttle';
import { verifyPassword } from '../../account/passwords';
import {
  listOperatorSessions,
  operatorById,
  operatorSessions,
  revokeOperatorSession,
  revokeOwnSession,
  setOperatorPassword,
} from '../../admin/operators';
import { recordDecision } from '../../decisions/decisions';
import { messages } from '../../i18n/messages';
import { DomainError, notFound, notLoggedIn } from '../../errors';
import { registerEndpoint } from '../route';
import { registerAdminSignInRoutes, type AdminSignInDeps } from './admin-sign-in';

export function registerAdminRoutes(app: FastifyInstance, deps: AdminSignInDeps): void {
  const { db, clock } = deps;
  // Every call here resolves tokens against operator sessions only.
  const sessions = operatorSessions(db, clock);
  registerAdminSignInRoutes(app, deps, sessions);

  registerEndpoint(app, sessions, adminMe, adminInput.adminMe, async ({ user }) => {
    const row = await operatorById(db, user.id);
    if (!row) throw notLoggedIn();
    return { id: row.id, email: row.email, role: row.role };
  });

  // The current password is checked like a sign-in: failures count towards the same throttle, so a stolen
  // session cannot guess its way to the password.
  registerEndpoint(app, sessions, adminChangePassword, adminInput.adminChangePassword, async ({ input, user, request, succeedWith }) => {
    const operator = await operatorById(db, user.id);
    if (!operator) throw notLoggedIn();
    await throttledLogin(db, clock, {
      subject: { scope: 'operator', account: operator.email, address: request.ip },
      captcha: null,
      checkCaptcha: () => Promise.resolve(false),
      verify: async () => ((await verifyPassword(operator.password_hash, input.old_password)) ? operator : null),
      ownerAddress: () => Promise.resolve(null),
      notifyOwner: () => Promise.resolve(),
    }).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === CODE.WRONG_CREDENTIALS) {
        throw new DomainError(CODE.OPERATOR_PASSWORD, messages.operatorPasswordWrong);
      }
      throw error;
    });
    await db.transaction(async (tx) => {
      await setOperatorPassword(tx, clock, operator.id, input.password, request.token ?? undefined);
      await recordDecision(tx, clock, {
        operatorId: operator.id,
        subject: 'operator',
        subjectId: operator.id,
        action: 'change_password',
        reason: '',
        before: null,
        after: { id: operator.id },
      });
    });
    succeedWith(messages.operatorPasswordChanged);
    return null;
  });

  registerEndpoint(app, sessions, adminMySessions, adminInput.adminMySessions, ({ user, request }) =>
    listOperatorSessions(db, clock, user.id, request.token ?? undefined),
  );

  registerEndpoint(app, sessions, adminRevokeMySession, adminInput.adminRevokeMySession, async ({ input, user, succeedWith }) => {
    await db.transaction(async (tx) => {
      if (!(await revokeOwnSession(tx, clock, user.id, input.id))) throw notFound();
      await recordDecision(tx, clock, {
        operatorId: user.id,
        subject: 'operator_session',
        subjectId: user.id,
        action: 'revoke',
        reason: '',
        before: { session: input.id },
        after: { session: input.id, revoked: true },
      });
    });
    succeedWith(messages.sessionRevoked);
    return null;
  });

  registerEndpoint(app, sessions, adminLogout, adminInput.adminLogout, async ({ request }) => {
    if (request.token) await revokeOperatorSession(db, clock, request.token);
    return null;
  });
}
