import * as z from 'zod/mini';
import { boundedText, noInput, positiveIntegerColumn } from './fields';
import { stepUpToken } from './security';
import { assertionJson, challengeId, registrationJson } from './webauthn';

// What the passkey calls of ../passkeys.ts accept, one schema per call under the call's name. The browser's WebAuthn
// answers are read by ./webauthn.ts.

/** A passkey's name as the user gives it ("iPhone", "YubiKey"). */
export const PASSKEY_NAME_MAX_LENGTH = 64;

/** Optional in the schema: a call without one is answered 9002 ("confirm it is you"), not as bad input. */
const stepUpConfirmation = { step_up_token: z.optional(stepUpToken) };

export const passkeyOptions = z.object({
  /** register: the options to add a passkey; step_up: the options to confirm an action with one. */
  purpose: z.enum(['register', 'step_up']),
});

export const registerPasskey = z.object({
  challenge_id: challengeId,
  name: boundedText(PASSKEY_NAME_MAX_LENGTH, 1),
  response: registrationJson,
  ...stepUpConfirmation,
});

export const removePasskey = z.object({ id: positiveIntegerColumn, ...stepUpConfirmation });

export const passkeyLoginOptions = noInput;

export const passkeyLogin = z.object({ challenge_id: challengeId, response: assertionJson });
