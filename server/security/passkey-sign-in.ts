import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { SECOND_FACTOR } from '../../common/security';
import { refuseSuspended } from '../account/suspension';
import { findUserById, type UserRow } from '../account/users';
import { assert } from '../assert';
import { assertionOptions, withPasskeyAssertion } from './passkey-assertions';
import type { PasskeyCeremony, PasskeyDeps } from './passkeys';
import type { SecurityContext } from './security-log';
import { completeSignIn, type CompletedSignIn } from './sign-in';
import { CHALLENGE_PURPOSE, type RelyingParty } from './webauthn-challenges';

// Signing in with a passkey alone, no password (POST /api/user/passkey_login): the browser is asked for any passkey
// it holds for the site, and the passkey that answers names its user. A suspended account is refused as the
// password's sign-in refuses it, and then nothing is changed (the challenge stays unspent, the counter unmoved).

/** The options of a sign-in by passkey: no user, no list of passkeys (the authenticator offers its discoverable ones). */
export function passkeySignInOptions(
  deps: PasskeyDeps,
  relyingParty: RelyingParty,
): Promise<PasskeyCeremony<PublicKeyCredentialRequestOptionsJSON>> {
  return assertionOptions(deps, { purpose: CHALLENGE_PURPOSE.LOGIN, userId: null, relyingParty });
}

export interface PasskeySignIn {
  challengeId: string;
  response: AuthenticationResponseJSON;
  context: SecurityContext;
}

/** Verifies the assertion and completes the sign-in of its passkey's user (./sign-in.ts): the session, and the user. */
export async function signInWithPasskey(deps: PasskeyDeps, signIn: PasskeySignIn): Promise<CompletedSignIn & { user: UserRow }> {
  const { clock } = deps;
  const assertion = { ...signIn, purpose: CHALLENGE_PURPOSE.LOGIN, userId: null, detail: { for: 'passkey_sign_in' } };
  return withPasskeyAssertion(deps, assertion, async (tx, verified) => {
    await refuseSuspended(tx, verified.userId);
    const user = await findUserById(tx, verified.userId);
    // A passkey's row references its user, and users are never deleted.
    assert(user !== null, () => `passkey ${verified.passkeyId} of a missing user ${verified.userId}`);
    return { ...(await completeSignIn(tx, clock, verified.userId, signIn.context, SECOND_FACTOR.PASSKEY)), user };
  });
}
