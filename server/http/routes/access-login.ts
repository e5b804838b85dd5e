import type { FastifyInstance } from 'fastify';
import { refuseUnlistedCountry } from '../../protection/residence';
import { login, loginDemo, register } from '../../../common/api/access';
import * as accessInput from '../../../common/api/input/access';
import { CODE } from '../../../common/envelope';
import { diallingCodeOf } from '../../account/area-codes';
import { checkCaptcha } from '../../account/captcha';
import { captchaOf, throttledLogin } from '../../account/login-throttle';
import { consumeCode } from '../../account/codes';
import { findOrCreateDemoUser } from '../../account/demo';
import { hashPassword, verifyPassword } from '../../account/passwords';
import { hit } from '../../account/rate-limit';
import { refuseSuspended } from '../../account/suspension';
import {
  createUser,
  findUserByEmail,
  findUserByInviteCode,
  findUserByMobile,
  isUniqueViolation,
  toUserInfo,
  type UserRow,
} from '../../account/users';
import { messages } from '../../i18n/messages';
import { readSetting } from '../../settings';
import { DomainError, badField, tooSoon } from '../../errors';
import { createSession } from '../../account/user-sessions';
import { completeSignIn } from '../../security/sign-in';
import { registerEndpoint } from '../route';
import { securityContextOf } from '../security-context';
import { limitSignInAddress, signInOrChallenge } from './access-sign-in';
import type { AccessContext } from './access-context';
import { VERIFY_REG_TYPE } from '../../../common/settings';

// Registration, login by email or phone (with a second factor on a new device: ./access-sign-in.ts), and the demo
// account of a device.

const MINUTE = 60 * 1000;

export function registerLoginRoutes(app: FastifyInstance, context: AccessContext): void {
  const { db, clock, sessions } = context;

  registerEndpoint(app, sessions, register, accessInput.register, async ({ input, request, succeedWith }) => {
    if (input.password !== input.re_password) throw new DomainError(CODE.PASSWORD_MISMATCH, messages.passwordMismatch);
    const mobile = input.mobile === '' ? undefined : input.mobile;
    const areaId = input.area_id === '' ? undefined : input.area_id;
    if (mobile && !areaId) throw badField('area_id', 'required');
    if (areaId && (await diallingCodeOf(db, areaId)) === null) {
      throw badField('area_id', 'invalid');
    }
    const residence = input.residence === '' || input.residence === undefined ? null : input.residence;
    if (residence !== null) await refuseUnlistedCountry(db, residence);
    const inviter = input.invite_code ? await findUserByInviteCode(db, input.invite_code) : null;
    if (input.invite_code && !inviter) throw new DomainError(CODE.INVITE_INVALID, messages.inviteInvalid);
    if ((await readSetting(db, 'verify_reg_type', String(VERIFY_REG_TYPE.emailCode))) === String(VERIFY_REG_TYPE.pictureCaptcha)) {
      if (!input.key) throw badField('key', 'required');
      if (!(await checkCaptcha(db, clock, input.key, input.sms_code))) {
        throw new DomainError(CODE.CODE_INVALID, messages.captchaInvalid);
      }
    } else {
      const check = await consumeCode(db, clock, 'email', input.account, 'register', input.sms_code);
      if (check === 'too_many_tries') throw new DomainError(CODE.CODE_INVALID, messages.codeTooManyTries);
      if (check === 'wrong') throw new DomainError(CODE.CODE_INVALID, messages.codeInvalid);
    }
    // Only someone who proved the code learns whether the address is taken: checked before the code, this answer
    // would tell anyone who has an account.
    if (await findUserByEmail(db, input.account)) throw new DomainError(CODE.ALREADY_REGISTERED, messages.alreadyRegistered);
    if (mobile && areaId && (await findUserByMobile(db, areaId, mobile))) {
      throw new DomainError(CODE.ALREADY_REGISTERED, messages.mobileTaken);
    }

    const passwordHash = await hashPassword(input.password);
    try {
      const result = await db.transaction(async (tx) => {
        const user = await createUser(tx, clock, {
          email: input.account,
          mobile: mobile ?? null,
          areaId: areaId ?? null,
          passwordHash,
          inviterId: inviter?.id ?? null,
          isDemo: false,
          deviceId: null,
          residence,
        });
        // The device that registers is the account's first: no second factor yet, nothing to tell.
        const { token } = await completeSignIn(tx, clock, user.id, securityContextOf(request), null, true);
        return { token, user: toUserInfo(user) };
      });
      request.log.info({ userId: result.user.id }, 'user registered');
      succeedWith(messages.registered);
      return result;
    } catch (error) {
      // The same email registered by a concurrent request between the check above and this insert.
      if (isUniqueViolation(error, 'users_email_key')) throw new DomainError(CODE.ALREADY_REGISTERED, messages.alreadyRegistered);
      if (isUniqueViolation(error, 'users_mobile_key')) throw new DomainError(CODE.ALREADY_REGISTERED, messages.mobileTaken);
      throw error;
    }
  });

  registerEndpoint(app, sessions, login, accessInput.login, async ({ input, request, succeedWith }) => {
    if (input.type === 'mobile' && !input.area_id) throw badField('area_id', 'required');
    await limitSignInAddress(context, request);
    const account = input.type === 'mobile' ? `${input.area_id ?? ''}:${input.account}` : input.account;
    let found: UserRow | null = null;
    const user = await throttledLogin(db, clock, {
      subject: { scope: 'user', account: account.toLowerCase(), address: request.ip },
      captcha: captchaOf(input),
      checkCaptcha: (answer) => checkCaptcha(db, clock, answer.key, answer.answer),
      verify: async () => {
        found =
          input.type === 'mobile' && input.area_id
            ? await findUserByMobile(db, input.area_id, input.account)
            : await findUserByEmail(db, input.account);
        // Unknown account and wrong password answer alike, and take alike long (verifyPassword hashes a decoy).
        return (await verifyPassword(found?.password_hash ?? null, input.password)) ? found : null;
      },
      ownerAddress: () => Promise.resolve(found?.email ?? null),
      notifyOwner: (to, count) =>
        context.notifier.send({
          to,
          channel: 'email',
          code: '',
          subject: request.translate(messages.loginNoticeSubject),
          text: request.translate(messages.loginNoticeText, { count }),
          lang: request.lang,
        }),
    });
    await refuseSuspended(db, user.id);
    succeedWith(messages.loggedIn);
    return signInOrChallenge(context, request, user);
  });

  registerEndpoint(app, sessions, loginDemo, accessInput.loginDemo, async ({ input, request }) => {
    const wait = await hit(db, clock, { key: `demo:ip:${request.ip}`, max: 20, windowMs: MINUTE });
    if (wait > 0) throw tooSoon(messages.rateLimited, wait);
    return db.transaction(async (tx) => {
      const user = await findOrCreateDemoUser(tx, clock, input.device_id, context.demoBalance);
      // A demo account has no account security (it holds no real money): no device to remember, no log.
      return { token: await createSession(tx, clock, user.id, securityContextOf(request)), user: toUserInfo(user) };
    });
  });
}
