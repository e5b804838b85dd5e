// Invariants, stated where they must hold (in the manner of TigerBeetle's TIGER_STYLE): a failed assertion is a
// defect in Meridian, never a user's mistake, so it stops the operation before anything more is written (the
// transaction rolls back) and reaches the error handler as an internal error, logged with its message. A user's
// mistake is a DomainError (errors.ts) instead, with a code and a translated message.

export class InvariantError extends Error {
  override name = 'InvariantError';
}

/**
 * Asserts that `condition` holds; `message` says what was found instead ("journal insert returned nothing"). On a
 * hot path, a message that has to be computed is passed as a function, so it costs nothing while the invariant holds.
 */
export function assert(condition: unknown, message: string | (() => string)): asserts condition {
  if (!condition) throw new InvariantError(typeof message === 'string' ? message : message());
}
