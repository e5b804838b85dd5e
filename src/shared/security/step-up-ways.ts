import type { SecurityOverview } from '@common/api/security';
import type { CodeKind } from './code-entry';

// The ways the step-up dialog offers to confirm it is the user: a code of the authenticator app, one of the recovery
// codes, or a passkey; the first of them is the one it opens on. What the account has comes from its overview, which
// may not be known yet (then the codes, as before passkeys): the server alone decides whether a way is good.

export type StepUpWay = CodeKind | 'passkey';

/** At least one way, the first the one to open on. */
export type StepUpWays = readonly [StepUpWay, ...StepUpWay[]];

/** Until the overview is known, or for an account the overview shows none for: the codes, as the dialog always had. */
const CODES: StepUpWays = ['app', 'recovery'];

/**
 * The ways, the first one to open on: the codes when the app is on, and a passkey when the user has one. A browser
 * without WebAuthn is offered no passkey beside the codes; a user whose only factor is a passkey is still offered it
 * there, and told that the browser cannot use it.
 */
export function stepUpWays(overview: Pick<SecurityOverview, 'totp' | 'passkeys'> | undefined, passkeysWork: boolean): StepUpWays {
  if (!overview) return CODES;
  const app = overview.totp === 'on';
  const passkey = overview.passkeys.length > 0 && (passkeysWork || !app);
  if (!app) return passkey ? ['passkey'] : CODES;
  return passkey ? [...CODES, 'passkey'] : CODES;
}
