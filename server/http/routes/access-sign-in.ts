import type { MessageDescriptor } from '@lingui/core';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginSecondFactor, type LoginResult, type SecondFactorChallenge } from '../../../common/api/access';
import * as accessInput from '../../../common/api/input/access';
import * as passkeysInput from '../../../common/api/input/passkeys';
import { passkeyLogin, passkeyLoginOptions } from '../../../common/api/passkeys';
import { CODE } from '../../../common/envelope';
import { SECOND_FACTOR, type SecondFactor } from '../../../common/security';
import { checkCaptcha } from '../../account/captcha';
import { captchaOf, checkLoginAllowed, recordLoginFailure, recordLoginSuccess, type ThrottleSubject } from '../../account/login-throttle';
import { hit } from '../../account/rate-limit';
import { refuseSuspended } from '../../account/suspension';
import { findUserById, toUserInfo, type UserRow } from '../../account/users';
import type { Queryable } from '../../db/database';
import { badField, DomainError, tooSoon } from '../../errors';
import { messages } from '../../i18n/messages';
import { codeRefused, secondFactorState } from '../../security/factors';
import { newDeviceEmail } from '../../security/new-device-notice';
import { checkPasskeyAssertion, passkeySecondFactorOptions } from '../../security/passkey-assertions';
import { passkeySignInOptions, signInWithPasskey } from '../../security/passkey-sign-in';
import { passkeysOf } from '../../security/passkeys';
import { recoveryCodesLeft } from '../../security/recovery-codes';
import { checkSecondFactorCode } from '../../security/second-factor-code';
import type { SecurityContext } from '../../security/security-log';
import {
  closeChallenge,
  completeSignIn,
  type CompletedSignIn,
  type SignInChallenge,
  countWrongCode,
  liveChallenge,
  openSignInChallenge,
  secondFactorAsked,
} from '../../security/sign-in';
import { totpState, TOTP_STATE } from '../../security/totp';
import { CHALLENGE_PURPOSE } from '../../security/webauthn-challenges';
import { relyingPartyOf } from '../relying-party';
import { registerEndpoint } from '../route';
import { mailSecurityNotice } from '../security-mail';
import { securityContextOf } from '../security-context';
import type { AccessContext } from './access-context';

// A sign-in's last step, shared by registration and both logins (issue 33): the session opens for the device the
// request came from, and the user is told of a device not seen before. A user with a second factor who signs in from
// such a device first gets a challenge (9001), which login_second_factor completes with a code.

const MINUTE = 60 * 1000;

/** Sign-in attempts an address may make a minute, whatever the accounts and whichever way (password or passkey):
 * stops one client from spraying many accounts. Failures per account are throttled in login-throttle.ts. */
export async function limitSignInAddress(context: AccessContext, request: FastifyRequest): Promise<void> {
  const wait = await hit(context.db, context.clock, { key: `login:ip:${request.ip}`, max: 20, windowMs: MINUTE });
  if (wait > 0) throw tooSoon(messages.rateLimited, wait);
}

/** The email of a sign-in from a device not seen before, once the sign-in committed; a failed send is logged only. */
async function tellIfNewDevice(
  context: AccessContext,
  request: FastifyRequest,
  userId: number,
  signed: CompletedSignIn,
  from: SecurityContext,
) {
  if (!signed.newDevice) return;
  const mailer = { db: context.db, clock: context.clock, notifier: context.notifier, publicOrigin: context.relyingParty.publicOrigin };
  await mailSecurityNotice(mailer, request, userId, newDeviceEmail(request.translate, from, context.clock.now()));
}

/** Opens the session of a sign-in whose checks passed; a new device is told by email once the sign-in committed. */
async function signInFrom(
  context: AccessContext,
  request: FastifyRequest,
  user: UserRow,
  from: SecurityContext,
  factor: SecondFactor | null = null,
): Promise<LoginResult> {
  const signed = await context.db.transaction((tx) => completeSignIn(tx, context.clock, user.id, from, factor));
  await tellIfNewDevice(context, request, user.id, signed, from);
  return { token: signed.token, user: toUserInfo(user) };
}

/** The factors a challenge may be completed with, as the sign-in screen offers them. */
async function factorsOf(db: Queryable, userId: number): Promise<SecondFactor[]> {
  const factors: SecondFactor[] = [];
  if ((await totpState(db, userId)) === TOTP_STATE.ENABLED) factors.push(SECOND_FACTOR.TOTP);
  if ((await recoveryCodesLeft(db, userId)) > 0) factors.push(SECOND_FACTOR.RECOVERY_CODE);
  if ((await passkeysOf(db, userId)).length > 0) factors.push(SECOND_FACTOR.PASSKEY);
  return factors;
}

/**
 * After a right password: the session, or, for a user with a second factor on a device not seen before, the
 * refusal 9001 that hands out the challenge (committed before it is thrown), with a passkey's options when the user
 * has one, so the screen can ask the browser at once.
 */
export async function signInOrChallenge(context: AccessContext, request: FastifyRequest, user: UserRow): Promise<LoginResult> {
  const { db, clock } = context;
  const from = securityContextOf(request);
  if (!(await secondFactorAsked(db, user.id, from))) return signInFrom(context, request, user, from);
  const factors = await factorsOf(db, user.id);
  const challenge: SecondFactorChallenge = { challenge_id: await openSignInChallenge(db, clock, user.id, from), factors };
  if (factors.includes(SECOND_FACTOR.PASSKEY)) {
    const made = await passkeySecondFactorOptions(context, user.id, relyingPartyOf(context.relyingParty, request));
    challenge.passkey = { challenge_id: made.challengeId, options: made.options };
  }
  throw new DomainError(CODE.SECOND_FACTOR_NEEDED, messages.secondFactorNeeded, {}, challenge);
}

/** The second factor as sent: a typed code, or a passkey's answer to its challenge. */
type GivenFactor = { code: string } | { assertion: AuthenticationResponseJSON; passkeyChallengeId: string };

/** The factor the input carries: its schema lets through a code, or a passkey's answer with its challenge. */
function givenFactorOf(input: {
  code?: string | undefined;
  assertion?: AuthenticationResponseJSON | undefined;
  passkey_challenge_id?: string | undefined;
}): GivenFactor {
  if (input.code !== undefined) return { code: input.code };
  if (input.assertion === undefined || input.passkey_challenge_id === undefined) throw badField('code', 'required');
  return { assertion: input.assertion, passkeyChallengeId: input.passkey_challenge_id };
}

/** Checks the given factor in the sign-in's transaction (which commits either way): the factor, or why refused. */
async function checkGivenFactor(
  tx: Queryable,
  context: AccessContext,
  challenge: SignInChallenge,
  given: GivenFactor,
  asking: SecurityContext,
): Promise<{ factor: SecondFactor } | { refusal: MessageDescriptor }> {
  if ('code' in given) {
    return checkSecondFactorCode(tx, context, { userId: challenge.userId, code: given.code, context: asking, purpose: { for: 'sign_in' } });
  }
  const check = await checkPasskeyAssertion(tx, context.clock, {
    purpose: CHALLENGE_PURPOSE.SECOND_FACTOR,
    userId: challenge.userId,
    challengeId: given.passkeyChallengeId,
    response: given.assertion,
    context: asking,
    detail: { for: 'sign_in' },
  });
  return 'refused' in check ? { refusal: check.refused.descriptor } : { factor: SECOND_FACTOR.PASSKEY };
}

export function registerSignInRoutes(app: FastifyInstance, context: AccessContext): void {
  const { db, clock, sessions } = context;

  registerEndpoint(app, sessions, loginSecondFactor, accessInput.loginSecondFactor, async ({ input, request, succeedWith }) => {
    const found = await liveChallenge(db, clock, input.challenge_id);
    if (!found) throw secondFactorState(messages.signInChallengeGone);
    // Wrong codes are throttled as wrong passwords are (login-throttle.ts), under a key of their own per account:
    // an address that guesses waits, and the account as a whole asks for a captcha rather than locking its owner out.
    const subject: ThrottleSubject = { scope: 'user', account: `second-factor:${found.userId}`, address: request.ip };
    await checkLoginAllowed(db, clock, subject, captchaOf(input), (answer) => checkCaptcha(db, clock, answer.key, answer.answer));
    const given = givenFactorOf(input);
    const outcome = await db.transaction(async (tx) => {
      const challenge = await liveChallenge(tx, clock, input.challenge_id, true);
      if (!challenge) return { gone: true } as const;
      const check = await checkGivenFactor(tx, context, challenge, given, securityContextOf(request));
      if ('refusal' in check) {
        await countWrongCode(tx, challenge);
        return check;
      }
      await closeChallenge(tx, clock, challenge);
      return { challenge, factor: check.factor };
    });
    if ('gone' in outcome) throw secondFactorState(messages.signInChallengeGone);
    if ('refusal' in outcome) {
      await recordLoginFailure(db, clock, subject);
      throw codeRefused(outcome.refusal);
    }
    await recordLoginSuccess(db, subject);
    const user = await findUserById(db, outcome.challenge.userId);
    if (!user) throw secondFactorState(messages.signInChallengeGone);
    await refuseSuspended(db, user.id);
    succeedWith(messages.loggedIn);
    return signInFrom(context, request, user, outcome.challenge.context, outcome.factor);
  });

  // Signing in with a passkey alone, no password: the passkey is both factors (the device and the user's verification).
  registerEndpoint(app, sessions, passkeyLoginOptions, passkeysInput.passkeyLoginOptions, async ({ request }) => {
    await limitSignInAddress(context, request);
    const made = await passkeySignInOptions(context, relyingPartyOf(context.relyingParty, request));
    return { purpose: 'login' as const, challenge_id: made.challengeId, options: made.options };
  });

  registerEndpoint(app, sessions, passkeyLogin, passkeysInput.passkeyLogin, async ({ request, input: body, succeedWith }) => {
    await limitSignInAddress(context, request);
    const from = securityContextOf(request);
    const signed = await signInWithPasskey(context, { challengeId: body.challenge_id, response: body.response, context: from });
    await tellIfNewDevice(context, request, signed.user.id, signed, from);
    succeedWith(messages.loggedIn);
    return { token: signed.token, user: toUserInfo(signed.user) };
  });
}
