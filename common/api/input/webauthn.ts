import * as z from 'zod/mini';
import { boundedText, ruled } from './fields';

// A browser's WebAuthn answer (navigator.credentials.create() or .get(), as its toJSON() gives it, which
// @simplewebauthn/browser's startRegistration and startAuthentication answer) travels as one JSON text field: bounded,
// then read here into the shape simplewebauthn verifies, every part of it of a closed format (base64url, a list of
// known values). Fields WebAuthn may add later are dropped, not refused. Shared by the passkey calls and the step-up.

/** The JSON text of a browser's answer: a few kilobytes at most, even with a post-quantum key and its signature. */
export const WEBAUTHN_JSON_MAX_LENGTH = 20_000;

/** The id of a ceremony's challenge as the options call hands it out: 32 random bytes in base64url. */
export const challengeId = ruled(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)), 'closed');

/** Binary data in base64url (unpadded, as WebAuthn's JSON writes it), of at most `max` characters. */
const base64url = (max: number) => z.string().check(z.regex(/^[A-Za-z0-9_-]*$/), z.maxLength(max));

/** A credential id: at most 1023 bytes (WebAuthn's bound). */
const credentialId = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.maxLength(1_364));

const transports = z.optional(z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).check(z.maxLength(8)));

const credentialOf = <R extends z.ZodMiniType>(response: R) =>
  z.object({
    id: credentialId,
    rawId: credentialId,
    type: z.literal('public-key'),
    response,
    authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
    // What the browser's extensions said; simplewebauthn verifies nothing in it, so nothing of it is kept.
    clientExtensionResults: z._default(z.object({}), {}),
  });

const registrationResponse = credentialOf(
  z.object({
    clientDataJSON: base64url(4_096),
    attestationObject: base64url(12_000),
    authenticatorData: z.optional(base64url(8_000)),
    transports,
    publicKeyAlgorithm: z.optional(z.int()),
    publicKey: z.optional(base64url(4_096)),
  }),
);

const authenticationResponse = credentialOf(
  z.object({
    clientDataJSON: base64url(4_096),
    authenticatorData: base64url(4_096),
    signature: base64url(8_000),
    userHandle: z.optional(base64url(128)),
  }),
);

/** A JSON text field, read into `shape`: text that is no JSON, or JSON of another shape, is refused as bad input. */
function jsonText<S extends z.ZodMiniType>(shape: S) {
  const parsed = z.pipe(
    boundedText(WEBAUTHN_JSON_MAX_LENGTH, 2),
    z.transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: 'not JSON', input: text });
        return z.NEVER;
      }
    }),
  );
  return z.pipe(parsed, shape);
}

/** navigator.credentials.create()'s answer, as JSON text. */
export const registrationJson = jsonText(registrationResponse);
/** navigator.credentials.get()'s answer (an assertion), as JSON text. */
export const assertionJson = jsonText(authenticationResponse);
