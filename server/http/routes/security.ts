import type { FastifyInstance } from 'fastify';
import * as input from '../../../common/api/input/security';
import {
  disableTotp,
  enableTotp,
  getSecurityLog,
  getSecurityOverview,
  regenerateRecoveryCodes,
  setupTotp,
  stepUp,
  type TotpStatus,
} from '../../../common/api/security';
import { STEP_UP_KIND } from '../../../common/security';
import { badField, requireRealUser } from '../../errors';
import type { SecurityDeps } from '../../security/factors';
import { recoveryCodesLeft, regenerateRecoveryCodes as regenerateCodes } from '../../security/recovery-codes';
import { securityLogAnswer } from '../../security/security-log';
import { stepUpWithRecoveryCode, stepUpWithTotp, withStepUp } from '../../security/step-up';
import { passkeysOf } from '../../security/passkeys';
import { stepUpWithPasskey } from '../../security/passkey-step-up';
import { passkeyItem } from './security-passkeys';
import { disableTotp as turnTotpOff, enableTotp as turnTotpOn, startTotpSetup, TOTP_STATE, totpState } from '../../security/totp';
import type { SessionResolver, SessionUser } from '../../sessions';
import { registerEndpoint } from '../route';
import { securityContextOf } from '../security-context';
import { mailSecurityNotice, type SecurityMailer } from '../security-mail';
import { messages } from '../../i18n/messages';
import { antiPhishingCode } from '../../security/anti-phishing-code';
import { frozenAt } from '../../security/freeze';
import { userSafeguardState } from '../../security/safeguard-state';
import { qrCodeOf } from '../../security/totp-qr';

// The authenticator app's calls (issue 33; common/api/security.ts): thin, server/security/ decides. Every call is a
// real account's: a demo account holds no real money, so it has no second factor and is refused with 2001 before
// anything is read or written.

/** Where the request came from, for the security log. */
const contextOf = securityContextOf;

/** A real account's user, or the demo refusal (2001). */
function realUser(user: SessionUser): SessionUser {
  requireRealUser(user);
  return user;
}

const TOTP_STATUS: Record<Awaited<ReturnType<typeof totpState>>, TotpStatus> = {
  off: 'off',
  [TOTP_STATE.PENDING]: 'pending',
  [TOTP_STATE.ENABLED]: 'on',
};

export function registerSecurityRoutes(app: FastifyInstance, deps: SecurityDeps, sessions: SessionResolver, mailer: SecurityMailer): void {
  const { db, clock } = deps;

  registerEndpoint(app, sessions, getSecurityOverview, input.getSecurityOverview, async ({ user }) => {
    const { id } = realUser(user);
    const state = await totpState(db, id);
    const passkeys = (await passkeysOf(db, id)).map(passkeyItem);
    return {
      totp: TOTP_STATUS[state],
      recovery_codes_left: await recoveryCodesLeft(db, id),
      passkeys,
      // The safeguards (issue 33): those in force now, the freeze, the anti-phishing code (its owner's to read).
      safeguards: await userSafeguardState(db, id, clock.now()),
      frozen: (await frozenAt(db, id)) !== null,
      anti_phishing_code: await antiPhishingCode(db, id),
    };
  });

  registerEndpoint(app, sessions, setupTotp, input.setupTotp, async ({ user, request }) => {
    const { id } = realUser(user);
    const setup = await startTotpSetup(deps, id, contextOf(request));
    return { uri: setup.uri, secret: setup.secret, qr: await qrCodeOf(setup.uri) };
  });

  registerEndpoint(app, sessions, enableTotp, input.enableTotp, async ({ user, request, input: body }) => {
    const { id } = realUser(user);
    const { recoveryCodes } = await turnTotpOn(deps, id, body.code, contextOf(request));
    await mailSecurityNotice(mailer, request, id, { subject: messages.totpEnabledSubject, text: messages.totpEnabledText });
    return { recovery_codes: recoveryCodes };
  });

  registerEndpoint(app, sessions, disableTotp, input.disableTotp, async ({ user, request, input: body }) => {
    const { id } = realUser(user);
    const context = contextOf(request);
    const steppedUp = { userId: id, kind: STEP_UP_KIND.SECOND_FACTOR, token: body.step_up_token, context };
    await withStepUp(deps, steppedUp, (tx) => turnTotpOff(tx, clock, id, context));
    await mailSecurityNotice(mailer, request, id, { subject: messages.totpDisabledSubject, text: messages.totpDisabledText });
    return null;
  });

  registerEndpoint(app, sessions, regenerateRecoveryCodes, input.regenerateRecoveryCodes, async ({ user, request, input: body }) => {
    const { id } = realUser(user);
    const context = contextOf(request);
    const steppedUp = { userId: id, kind: STEP_UP_KIND.SECOND_FACTOR, token: body.step_up_token, context };
    const codes = await withStepUp(deps, steppedUp, (tx) => regenerateCodes(tx, clock, id, context));
    await mailSecurityNotice(mailer, request, id, { subject: messages.recoveryCodesSubject, text: messages.recoveryCodesText });
    return { recovery_codes: codes };
  });

  registerEndpoint(app, sessions, stepUp, input.stepUp, async ({ user, request, input: body }) => {
    const { id } = realUser(user);
    const context = contextOf(request);
    const { kind, code, assertion, challenge_id: challengeId } = body;
    let grant;
    if (code !== undefined) {
      const confirm = /^\d{6}$/.test(code) ? stepUpWithTotp : stepUpWithRecoveryCode;
      grant = await confirm(deps, { userId: id, kind, code, context });
    } else if (assertion !== undefined && challengeId !== undefined) {
      grant = await stepUpWithPasskey(deps, { userId: id, kind, challengeId, response: assertion, context });
    } else {
      // The input's schema refuses this first: a code, or a passkey's assertion with its challenge.
      throw badField('code', 'required');
    }
    return { token: grant.token, expires_at: grant.expiresAt.getTime() };
  });

  registerEndpoint(app, sessions, getSecurityLog, input.getSecurityLog, ({ user, input: query }) =>
    securityLogAnswer(db, realUser(user).id, query.page),
  );
}
