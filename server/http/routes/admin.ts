import type { FastifyInstance } from 'fastify';
import { adminLogin, adminLogout, adminMe } from '../../../common/api/admin';
import * as adminInput from '../../../common/api/input/admin';
import { checkCaptcha } from '../../account/captcha';
import { captchaOf, throttledLogin } from '../../account/login-throttle';
import { verifyPassword } from '../../account/passwords';
import { hit } from '../../account/rate-limit';
import { createOperatorSession, findOperator, operatorSessions, revokeOperatorSession } from '../../admin/operators';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import type { Notifier } from '../../notify/notifier';
import { notLoggedIn, tooSoon } from '../../errors';
import { registerEndpoint } from '../route';

export function registerAdminRoutes(app: FastifyInstance, db: Database, clock: Clock, notifier: Notifier): void {
  // Every call here resolves tokens against operator sessions only.
  const sessions = operatorSessions(db, clock);

  registerEndpoint(app, sessions, adminLogin, adminInput.adminLogin, async ({ input, request }) => {
    // Attempts per address across operators; failures per operator are throttled without a lockout.
    const wait = await hit(db, clock, { key: `admin:ip:${request.ip}`, max: 20, windowMs: 60_000 });
    if (wait > 0) throw tooSoon(messages.rateLimited, wait);
    const operator = await throttledLogin(db, clock, {
      subject: { scope: 'operator', account: input.email, address: request.ip },
      captcha: captchaOf(input),
      checkCaptcha: (answer) => checkCaptcha(db, clock, answer.key, answer.answer),
      verify: async () => {
        const found = await findOperator(db, input.email);
        return (await verifyPassword(found?.password_hash ?? null, input.password)) ? found : null;
      },
      ownerAddress: async () => (await findOperator(db, input.email))?.email ?? null,
      notifyOwner: (to, count) =>
        notifier.send({
          to,
          channel: 'email',
          code: '',
          subject: request.translate(messages.loginNoticeSubject),
          text: request.translate(messages.loginNoticeText, { count }),
        }),
    });
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
