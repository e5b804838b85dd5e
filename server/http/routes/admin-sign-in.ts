import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminLogin, adminLoginSecondFactor, type OperatorSecondFactorChallenge } from '../../../common/api/admin';
import * as adminInput from '../../../common/api/input/admin';
import { CODE } from '../../../common/envelope';
import { checkCaptcha } from '../../account/captcha';
import {
  captchaOf,
  checkLoginAllowed,
  recordLoginFailure,
  recordLoginSuccess,
  throttledLogin,
  type ThrottleSubject,
} from '../../account/login-throttle';
import { verifyPassword } from '../../account/passwords';
import { hit } from '../../account/rate-limit';
import {
  checkOperatorCode,
  liveOperatorChallenge,
  openOperatorChallenge,
  pendingOperatorSetup,
  type OperatorOrigin,
} from '../../admin/operator-second-factor';
import { createOperatorSession, findOperator, operatorById, type OperatorRow } from '../../admin/operators';
import type { Clock } from '../../clock';
import { recordDecision } from '../../decisions/decisions';
import type { Database } from '../../db/database';
import { DomainError, tooSoon } from '../../errors';
import { messages } from '../../i18n/messages';
import type { Notifier } from '../../notify/notifier';
import { codeRefused, secondFactorState } from '../../security/factors';
import type { SecretBox } from '../../security/secret-box';
import { qrCodeOf } from '../../security/totp-qr';
import type { SessionResolver } from '../../sessions';
import { registerEndpoint } from '../route';

// The console's sign-in (issue 33): a right password never opens a session by itself. It answers 9001 with a
// challenge, and the code of the operator's authenticator app completes it; an operator without an app gets its
// secret in that answer and sets it up with the same code. Wrong passwords and wrong codes are throttled alike
// (login-throttle.ts): the address waits, the account asks for a captcha, and nobody is locked out.

export interface AdminSignInDeps {
  db: Database;
  clock: Clock;
  notifier: Notifier;
  /** Seals the operators' authenticator secrets. */
  secrets: SecretBox;
  idleMinutes?: number | undefined;
}

const originOf = (request: FastifyRequest): OperatorOrigin => ({ userAgent: request.headers['user-agent'] ?? '', address: request.ip });

/** The refusal 9001 that hands out the challenge (committed before it is thrown), with the set-up when one is needed. */
async function challengeFor(deps: AdminSignInDeps, request: FastifyRequest, operator: OperatorRow): Promise<DomainError> {
  const setup = await pendingOperatorSetup(deps.db, deps.clock, deps.secrets, operator);
  const challenge: OperatorSecondFactorChallenge = {
    challenge_id: await openOperatorChallenge(deps.db, deps.clock, operator.id, originOf(request)),
  };
  if (setup) challenge.setup = { secret: setup.secret, uri: setup.uri, qr: await qrCodeOf(setup.uri) };
  const message = setup ? messages.operatorSetupNeeded : messages.operatorCodeNeeded;
  return new DomainError(CODE.SECOND_FACTOR_NEEDED, message, {}, challenge);
}

/**
 * Sign-in attempts an address may make a minute across operators, passwords and codes together: stops one client
 * spraying the console. Failures per operator are throttled apart, without a lockout (login-throttle.ts).
 */
async function limitConsoleAddress(deps: AdminSignInDeps, request: FastifyRequest): Promise<void> {
  const wait = await hit(deps.db, deps.clock, { key: `admin:ip:${request.ip}`, max: 20, windowMs: 60_000 });
  if (wait > 0) throw tooSoon(messages.rateLimited, wait);
}

export function registerAdminSignInRoutes(app: FastifyInstance, deps: AdminSignInDeps, sessions: SessionResolver): void {
  const { db, clock, notifier } = deps;

  registerEndpoint(app, sessions, adminLogin, adminInput.adminLogin, async ({ input, request }) => {
    await limitConsoleAddress(deps, request);
    const operator = await throttledLogin(db, clock, {
      subject: { scope: 'operator', account: input.email, address: request.ip },
      captcha: captchaOf(input),
      checkCaptcha: (answer) => checkCaptcha(db, clock, answer.key, answer.answer),
      verify: async () => {
        const found = await findOperator(db, input.email);
        // A disabled operator is answered like a wrong password: the sign-in form tells nobody which accounts exist.
        const usable = found && found.disabled_at === null ? found : null;
        return (await verifyPassword(usable?.password_hash ?? null, input.password)) ? usable : null;
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
    throw await challengeFor(deps, request, operator);
  });

  registerEndpoint(app, sessions, adminLoginSecondFactor, adminInput.adminLoginSecondFactor, async ({ input, request }) => {
    await limitConsoleAddress(deps, request);
    const found = await liveOperatorChallenge(db, clock, input.challenge_id);
    if (!found) throw secondFactorState(messages.signInChallengeGone);
    // Wrong codes are throttled as wrong passwords are, under a key of their own per operator.
    const subject: ThrottleSubject = { scope: 'operator', account: `second-factor:${found.operatorId}`, address: request.ip };
    await checkLoginAllowed(db, clock, subject, captchaOf(input), (answer) => checkCaptcha(db, clock, answer.key, answer.answer));
    const checked = await checkOperatorCode(
      deps,
      { challengeId: input.challenge_id, code: input.totp_code },
      async (tx, { challenge, enrolled }) => {
        const operator = await operatorById(tx, challenge.operatorId);
        // Disabled since the password was given: no session.
        if (!operator || operator.disabled_at !== null) return null;
        if (enrolled) {
          await recordDecision(tx, clock, {
            operatorId: operator.id,
            subject: 'operator',
            subjectId: operator.id,
            action: 'enable_second_factor',
            reason: '',
            before: null,
            after: { id: operator.id, second_factor: 'totp' },
          });
        }
        const token = await createOperatorSession(tx, clock, operator.id, { idleMinutes: deps.idleMinutes, ...challenge.origin });
        return { token, operator: { id: operator.id, email: operator.email, role: operator.role } };
      },
    );
    if ('refused' in checked) {
      await recordLoginFailure(db, clock, subject);
      throw codeRefused(checked.refused === 'replayed' ? messages.totpCodeUsed : messages.totpCodeWrong);
    }
    if ('gone' in checked || checked.accepted === null) throw secondFactorState(messages.signInChallengeGone);
    await recordLoginSuccess(db, subject);
    request.log.info({ operatorId: checked.accepted.operator.id }, 'operator signed in');
    return checked.accepted;
  });
}
