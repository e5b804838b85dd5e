import type { FastifyInstance } from 'fastify';
import {
  amendPassword,
  forgetPassword,
  getProfits,
  getStartCheck,
  getUserInfo,
  logout,
  resetDemoAccount,
} from '../../../common/api/access';
import * as accessInput from '../../../common/api/input/access';
import { getBalance } from '../../../common/api/wallet';
import * as walletInput from '../../../common/api/input/wallet';
import { CODE } from '../../../common/envelope';
import { formatAmount } from '../../../common/money';
import { consumeCode } from '../../account/codes';
import { profitDayStart, recordDemoReset, topUpDemo } from '../../account/demo';
import { replacePassword, setPassword } from '../../account/password-change';
import { hashPassword, verifyPassword } from '../../account/passwords';
import { STEP_UP_KIND } from '../../../common/security';
import { withStepUpWhenProtected } from '../../security/step-up';
import { securityContextOf } from '../security-context';
import { mailSecurityNotice, type SecurityMailer } from '../security-mail';
import { revokeSession } from '../../account/user-sessions';
import { findUserByEmail, findUserById, toUserInfo } from '../../account/users';
import { toAccountBalance, userAccounts } from '../../ledger/accounts';
import { realisedProfitSince } from '../../ledger/realised-profit';
import { messages } from '../../i18n/messages';
import { startCheck } from '../../content/start-check';
import { startOfDay } from '../../time';
import { DomainError, notLoggedIn, requireRealUser } from '../../errors';
import { registerEndpoint } from '../route';
import type { AccessContext } from './access-context';

// What a signed-in user does with the account itself, and the start check every visit makes. A new password, changed
// or reset, locks withdrawals for 24 hours and is told by a security email (issue 33); changing it asks an account
// with a second factor on for a step-up of kind password (9002 without a valid one, nothing changed).

export function registerUserRoutes(app: FastifyInstance, context: AccessContext, mailer: SecurityMailer): void {
  const { db, clock, sessions } = context;

  registerEndpoint(app, sessions, getUserInfo, accessInput.getUserInfo, async ({ user }) => {
    const row = await findUserById(db, user.id);
    if (!row) throw notLoggedIn();
    return toUserInfo(row);
  });

  registerEndpoint(app, sessions, getBalance, walletInput.getBalance, async ({ user }) =>
    (await userAccounts(db, user.id)).map(toAccountBalance),
  );

  // Today's profit counts from the day's start, or from a demo reset made since (issue 41, defect 7).
  registerEndpoint(app, sessions, getProfits, accessInput.getProfits, async ({ user }) => ({
    today_profit: formatAmount(await realisedProfitSince(db, user.id, await profitDayStart(db, user.id, startOfDay(clock.now())))),
  }));

  registerEndpoint(app, sessions, amendPassword, accessInput.amendPassword, async ({ input, user, request, succeedWith }) => {
    requireRealUser(user);
    if (input.password !== input.re_password) throw new DomainError(CODE.PASSWORD_MISMATCH, messages.passwordMismatch);
    const row = await findUserById(db, user.id);
    if (!row || !(await verifyPassword(row.password_hash, input.old_password))) {
      throw new DomainError(CODE.WRONG_PASSWORD, messages.wrongPassword);
    }
    // Anyone else holding a session of this account is signed out; this device stays signed in.
    const passwordHash = await hashPassword(input.password);
    const securityContext = securityContextOf(request);
    const change = { userId: user.id, passwordHash, keepToken: request.token ?? undefined, reset: false, context: securityContext };
    const steppedUp = { userId: user.id, kind: STEP_UP_KIND.PASSWORD, token: input.step_up_token, context: securityContext };
    await withStepUpWhenProtected({ db, clock }, steppedUp, (tx) => setPassword(tx, clock, change));
    context.sessionsEnded(user.id);
    await mailSecurityNotice(mailer, request, user.id, { subject: messages.passwordChangedSubject, text: messages.passwordChangedText });
    succeedWith(messages.passwordChanged);
    return null;
  });

  registerEndpoint(app, sessions, forgetPassword, accessInput.forgetPassword, async ({ input, request, succeedWith }) => {
    if (input.password !== input.re_password) throw new DomainError(CODE.PASSWORD_MISMATCH, messages.passwordMismatch);
    const check = await consumeCode(db, clock, 'email', input.account, 'forget', input.code);
    if (check === 'too_many_tries') throw new DomainError(CODE.CODE_INVALID, messages.codeTooManyTries);
    const row = await findUserByEmail(db, input.account);
    // No account and a wrong code get the same answer: the form does not tell who has an account.
    if (check === 'wrong' || !row) throw new DomainError(CODE.CODE_INVALID, messages.codeInvalid);
    await replacePassword(db, clock, { userId: row.id, password: input.password, reset: true, context: securityContextOf(request) });
    context.sessionsEnded(row.id);
    await mailSecurityNotice(mailer, request, row.id, { subject: messages.passwordChangedSubject, text: messages.passwordChangedText });
    succeedWith(messages.passwordReset);
    return null;
  });

  registerEndpoint(app, sessions, logout, accessInput.logout, async ({ request, user, succeedWith }) => {
    if (request.token) await revokeSession(db, clock, request.token);
    context.sessionsEnded(user.id);
    succeedWith(messages.loggedOut);
    return null;
  });

  registerEndpoint(app, sessions, resetDemoAccount, accessInput.resetDemoAccount, async ({ user, succeedWith }) => {
    if (!user.isDemo) throw new DomainError(CODE.DEMO_ONLY, messages.demoOnly);
    const voided = await db.transaction(async (tx) => {
      const ids = await context.demoReset.inTransaction(tx, user.id);
      await topUpDemo(tx, clock, user.id, context.demoBalance, 'demo_reset');
      await recordDemoReset(tx, clock, user.id);
      return ids;
    });
    await context.demoReset.afterCommit(user.id, voided);
    succeedWith(messages.demoReset);
    return null;
  });

  // The rules live in the content area (server/content/start-check.ts): the operator's closure, then the region rule.
  registerEndpoint(app, sessions, getStartCheck, accessInput.getStartCheck, ({ request }) => startCheck(db, request.headers));
}
