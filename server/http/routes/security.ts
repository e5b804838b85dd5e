import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
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
import { requireRealUser } from '../../errors';
import type { SecurityDeps } from '../../security/factors';
import { recoveryCodesLeft, regenerateRecoveryCodes as regenerateCodes } from '../../security/recovery-codes';
import type { SecurityContext } from '../../security/security-log';
import { securityLogPage } from '../../security/security-log';
import { stepUpWithRecoveryCode, stepUpWithTotp, withStepUp } from '../../security/step-up';
import { disableTotp as turnTotpOff, enableTotp as turnTotpOn, startTotpSetup, TOTP_STATE, totpState } from '../../security/totp';
import type { SessionResolver, SessionUser } from '../../sessions';
import { registerEndpoint } from '../route';

// The authenticator app's calls (issue 33; common/api/security.ts): thin, server/security/ decides. Every call is a
// real account's: a demo account holds no real money, so it has no second factor and is refused with 2001 before
// anything is read or written.

/** Where the request came from, for the security log. The PWA sends no device id yet: null until it does. */
function contextOf(request: FastifyRequest): SecurityContext {
  return { deviceId: null, userAgent: request.headers['user-agent'] ?? null, address: request.ip };
}

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

/** The QR code an authenticator app scans, as an SVG data URL: sharp at any size, a few kilobytes. */
async function qrCodeOf(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export function registerSecurityRoutes(app: FastifyInstance, deps: SecurityDeps, sessions: SessionResolver): void {
  const { db, clock } = deps;

  registerEndpoint(app, sessions, getSecurityOverview, input.getSecurityOverview, async ({ user }) => {
    const { id } = realUser(user);
    const state = await totpState(db, id);
    return { totp: TOTP_STATUS[state], recovery_codes_left: await recoveryCodesLeft(db, id) };
  });

  registerEndpoint(app, sessions, setupTotp, input.setupTotp, async ({ user, request }) => {
    const { id } = realUser(user);
    const setup = await startTotpSetup(deps, id, contextOf(request));
    return { uri: setup.uri, secret: setup.secret, qr: await qrCodeOf(setup.uri) };
  });

  registerEndpoint(app, sessions, enableTotp, input.enableTotp, async ({ user, request, input: body }) => {
    const { id } = realUser(user);
    const { recoveryCodes } = await turnTotpOn(deps, id, body.code, contextOf(request));
    return { recovery_codes: recoveryCodes };
  });

  registerEndpoint(app, sessions, disableTotp, input.disableTotp, async ({ user, request, input: body }) => {
    const { id } = realUser(user);
    const context = contextOf(request);
    const steppedUp = { userId: id, kind: STEP_UP_KIND.SECOND_FACTOR, token: body.step_up_token, context };
    await withStepUp(deps, steppedUp, (tx) => turnTotpOff(tx, clock, id, context));
    return null;
  });

  registerEndpoint(app, sessions, regenerateRecoveryCodes, input.regenerateRecoveryCodes, async ({ user, request, input: body }) => {
    const { id } = realUser(user);
    const context = contextOf(request);
    const steppedUp = { userId: id, kind: STEP_UP_KIND.SECOND_FACTOR, token: body.step_up_token, context };
    const codes = await withStepUp(deps, steppedUp, (tx) => regenerateCodes(tx, clock, id, context));
    return { recovery_codes: codes };
  });

  registerEndpoint(app, sessions, stepUp, input.stepUp, async ({ user, request, input: body }) => {
    const { id } = realUser(user);
    const confirm = /^\d{6}$/.test(body.code) ? stepUpWithTotp : stepUpWithRecoveryCode;
    const grant = await confirm(deps, { userId: id, kind: body.kind, code: body.code, context: contextOf(request) });
    return { token: grant.token, expires_at: grant.expiresAt.getTime() };
  });

  registerEndpoint(app, sessions, getSecurityLog, input.getSecurityLog, async ({ user, input: query }) => {
    const { id } = realUser(user);
    const { data, total } = await securityLogPage(db, id, query.page);
    return {
      total,
      data: data.map((entry) => ({
        id: entry.id,
        event: entry.event,
        device_id: entry.deviceId,
        user_agent: entry.userAgent,
        address: entry.address,
        created_at: entry.at.getTime(),
        detail: entry.detail,
      })),
    };
  });
}
