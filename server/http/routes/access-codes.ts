import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getAreaList, getCaptcha, sendEmailCode, sendSmsCode, type CodeScene } from '../../../common/api/access';
import * as accessInput from '../../../common/api/input/access';
import { diallingCodeOf, listAreaCodes } from '../../account/area-codes';
import { newCaptcha } from '../../account/captcha';
import { issueCode, resendWait, type Channel } from '../../account/codes';
import { hit } from '../../account/rate-limit';
import { findUserByEmail } from '../../account/users';
import { messages } from '../../i18n/messages';
import { DomainError, badField, tooSoon } from '../../errors';
import { registerEndpoint } from '../route';
import type { AccessContext } from './access-context';
import { CODE } from '../../../common/envelope';

// Area codes, verification codes by email or SMS, and the picture captcha.

/** Codes an address may ask for, whatever the target: stops one client from mailing the world. */
const SENDS_PER_ADDRESS = { max: 10, windowMs: 10 * 60 * 1000 };

async function sendCode(
  context: AccessContext,
  request: FastifyRequest,
  channel: Channel,
  target: string,
  scene: CodeScene,
): Promise<{ resend_after: number }> {
  const { db, clock, notifier } = context;
  const wait = await resendWait(db, clock, channel, target);
  if (wait > 0) throw tooSoon(messages.codeWait, wait);
  const addressWait = await hit(db, clock, { key: `code:ip:${request.ip}`, ...SENDS_PER_ADDRESS });
  if (addressWait > 0) throw tooSoon(messages.rateLimited, addressWait);
  if (channel === 'email' && scene === 'register' && (await findUserByEmail(db, target))) {
    throw new DomainError(CODE.ALREADY_REGISTERED, messages.alreadyRegistered);
  }
  // For a password reset, an unknown address gets the same answer as a known one, so the form cannot be used to
  // find out who has an account; only a known one is sent a code.
  const known = scene === 'register' || channel === 'sms' || (await findUserByEmail(db, target)) !== null;
  const code = await issueCode(db, clock, channel, target, scene);
  if (known) {
    await notifier.send({
      to: target,
      channel,
      code,
      subject: request.translate(messages.codeSubject),
      text: request.translate(messages.codeText, { code }),
      lang: request.lang,
    });
  }
  return { resend_after: 60 };
}

export function registerCodeRoutes(app: FastifyInstance, context: AccessContext): void {
  const { db, clock, sessions } = context;

  registerEndpoint(app, sessions, getAreaList, accessInput.getAreaList, () => listAreaCodes(db));

  registerEndpoint(app, sessions, sendEmailCode, accessInput.sendEmailCode, async ({ input, request, succeedWith }) => {
    const result = await sendCode(context, request, 'email', input.email, input.scene);
    succeedWith(messages.codeSent);
    return result;
  });

  registerEndpoint(app, sessions, sendSmsCode, accessInput.sendSmsCode, async ({ input, request, succeedWith }) => {
    const dialling = await diallingCodeOf(db, input.area_id);
    if (dialling === null) throw badField('area_id', 'invalid');
    const result = await sendCode(context, request, 'sms', `+${dialling}${input.mobile}`, input.scene);
    succeedWith(messages.codeSent);
    return result;
  });

  registerEndpoint(app, sessions, getCaptcha, accessInput.getCaptcha, async () => {
    const { key, svg } = await newCaptcha(db, clock);
    return { key, svg };
  });
}
