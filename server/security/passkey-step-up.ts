import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { SECOND_FACTOR, SECURITY_EVENT, type StepUpKind } from '../../common/security';
import { withPasskeyAssertion } from './passkey-assertions';
import type { PasskeyDeps } from './passkeys';
import { writeSecurityEvent, type SecurityContext } from './security-log';
import { issueStepUp, type StepUpGrant } from './step-up';
import { CHALLENGE_PURPOSE } from './webauthn-challenges';

// Confirming a sensitive action with a passkey: an assertion for a challenge of purpose step_up, made for this user
// (POST /api/security/passkey/options), gives a step-up token for one kind of action, as a code of the authenticator
// app does (./step-up.ts). A refused assertion gives none, and is in the security log.

export interface PasskeyStepUpRequest {
  userId: number;
  kind: StepUpKind;
  challengeId: string;
  /** What the browser's navigator.credentials.get() gave, as JSON. */
  response: AuthenticationResponseJSON;
  context: SecurityContext;
}

export async function stepUpWithPasskey(deps: PasskeyDeps, request: PasskeyStepUpRequest): Promise<StepUpGrant> {
  const { clock } = deps;
  const { userId, kind, context } = request;
  const assertion = { purpose: CHALLENGE_PURPOSE.STEP_UP, userId, challengeId: request.challengeId, response: request.response, context };
  return withPasskeyAssertion(deps, { ...assertion, detail: { kind } }, async (tx) => {
    const grant = await issueStepUp(tx, clock, { userId, kind, factor: SECOND_FACTOR.PASSKEY });
    await writeSecurityEvent(tx, clock, {
      userId,
      event: SECURITY_EVENT.STEP_UP_GRANTED,
      context,
      detail: { kind, factor: SECOND_FACTOR.PASSKEY },
    });
    return grant;
  });
}
