import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as input from '../../../common/api/input/passkeys';
import { passkeyOptions, registerPasskey, removePasskey, type PasskeyItem } from '../../../common/api/passkeys';
import { STEP_UP_KIND } from '../../../common/security';
import { requireRealUser } from '../../errors';
import { assertionOptions } from '../../security/passkey-assertions';
import { addPasskey, registrationOptions, removePasskey as dropPasskey, type Passkey, type PasskeyDeps } from '../../security/passkeys';
import { withStepUp } from '../../security/step-up';
import { CHALLENGE_PURPOSE } from '../../security/webauthn-challenges';
import type { SessionResolver, SessionUser } from '../../sessions';
import { relyingPartyOf, type RelyingPartySettings } from '../relying-party';
import { registerEndpoint } from '../route';
import { securityContextOf } from '../security-context';
import { mailSecurityNotice, type SecurityMailer } from '../security-mail';
import { messages } from '../../i18n/messages';

// Passkeys' calls (issue 33; common/api/passkeys.ts): thin, server/security/ decides. Adding, removing and the options
// of the signed-in user are a real account's (a demo account: 2001 before anything is read or written). Signing in
// with a passkey is signing in: ./access-sign-in.ts.

export interface PasskeyRouteDeps extends PasskeyDeps {
  sessions: SessionResolver;
  /** PUBLIC_ORIGIN and WEBAUTHN_RP_ID: whom passkeys are made for (../relying-party.ts). */
  relyingParty: Partial<RelyingPartySettings>;
  /** A passkey added or removed is mailed to the user (a security email, with the freeze link). */
  mailer: SecurityMailer;
}

/** A passkey as the overview lists it. */
export function passkeyItem(passkey: Passkey): PasskeyItem {
  return {
    id: passkey.id,
    name: passkey.name,
    created_at: passkey.createdAt.getTime(),
    last_used_at: passkey.lastUsedAt?.getTime() ?? null,
  };
}

/** A real account's id, or the demo refusal (2001). */
function realUserId(user: SessionUser): number {
  requireRealUser(user);
  return user.id;
}

export function registerPasskeyRoutes(app: FastifyInstance, deps: PasskeyRouteDeps): void {
  const { clock, sessions } = deps;
  const relyingParty = (request: FastifyRequest) => relyingPartyOf(deps.relyingParty, request);

  registerEndpoint(app, sessions, passkeyOptions, input.passkeyOptions, async ({ user, request, input: body }) => {
    const userId = realUserId(user);
    if (body.purpose === 'register') {
      const made = await registrationOptions(deps, userId, relyingParty(request));
      return { purpose: body.purpose, challenge_id: made.challengeId, options: made.options };
    }
    const made = await assertionOptions(deps, { purpose: CHALLENGE_PURPOSE.STEP_UP, userId, relyingParty: relyingParty(request) });
    return { purpose: body.purpose, challenge_id: made.challengeId, options: made.options };
  });

  registerEndpoint(app, sessions, registerPasskey, input.registerPasskey, async ({ user, request, input: body }) => {
    const userId = realUserId(user);
    const added = await addPasskey(deps, {
      userId,
      challengeId: body.challenge_id,
      name: body.name,
      response: body.response,
      stepUpToken: body.step_up_token,
      context: securityContextOf(request),
    });
    await mailSecurityNotice(deps.mailer, request, userId, { subject: messages.passkeyAddedSubject, text: messages.passkeyAddedText });
    return passkeyItem(added);
  });

  registerEndpoint(app, sessions, removePasskey, input.removePasskey, async ({ user, request, input: body }) => {
    const userId = realUserId(user);
    const context = securityContextOf(request);
    const steppedUp = { userId, kind: STEP_UP_KIND.SECOND_FACTOR, token: body.step_up_token, context };
    await withStepUp(deps, steppedUp, (tx) => dropPasskey(tx, clock, userId, body.id, context));
    await mailSecurityNotice(deps.mailer, request, userId, { subject: messages.passkeyRemovedSubject, text: messages.passkeyRemovedText });
    return null;
  });
}
