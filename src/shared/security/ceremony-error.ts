// A passkey's ceremony in the browser (navigator.credentials.create() or .get(), through @simplewebauthn/browser) can
// fail on the device, before the server is asked anything. What the user is told depends only on why: they closed
// the browser's prompt (or it timed out, or another ceremony replaced it), the authenticator already holds one of
// their passkeys, or something else went wrong.

/** Why a ceremony failed: `cancelled` is told nothing, the others are told in the screen's words. */
export type CeremonyFailure = 'cancelled' | 'already-added' | 'failed';

/** The browser's passkey prompt failed; nothing was sent to the server. */
export class CeremonyFailed extends Error {
  constructor(
    readonly failure: CeremonyFailure,
    cause: unknown,
  ) {
    super(`passkey ceremony ${failure}`, { cause });
    this.name = 'CeremonyFailed';
  }
}

/**
 * Why, from what the browser threw: a DOMException, or simplewebauthn's WebAuthnError, which carries the same name.
 * NotAllowedError is what browsers throw when the user closes the prompt (and, so that sites cannot tell, for a time
 * out or a refused permission too); AbortError when another ceremony replaced this one. InvalidStateError, at
 * registration, says the authenticator already holds one of the passkeys the options excluded: the user's own.
 */
export function ceremonyFailureOf(error: unknown): CeremonyFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'InvalidStateError') return 'already-added';
  return 'failed';
}

/** Runs a ceremony, its failure made a CeremonyFailed. */
export async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new CeremonyFailed(ceremonyFailureOf(error), error);
  }
}
