// Which database failures are the database's condition rather than the request's fault: the connection was ended
// (a restart, a failover, an operator's pg_terminate_backend, a network blip), the server refuses connections
// for now, or two transactions collided. Such a request did not complete; the same request sent again may.

/** SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, cannot connect now),
 * 53300 (too many connections), 40001 and 40P01 (serialization failure, deadlock). */
const RETRYABLE_STATES = /^(08...|57P0[123]|53300|40001|40P01)$/;

/** Node's socket errors, and what node-postgres says when its socket went away or the pool could not connect. */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const CLIENT_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'Client has already been connected',
];

/** True when `error` says the database was unreachable or interrupted, so the request may be sent again. */
export function isRetryableDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (RETRYABLE_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  return CLIENT_MESSAGES.some((text) => error.message.includes(text));
}

const UNIQUE_VIOLATION = '23505';

/** True when `error` is a unique violation of `constraint` (by its name, which both engines report). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const details = error as { code?: string; constraint?: string; message?: string };
  return details.code === UNIQUE_VIOLATION && (details.constraint === constraint || Boolean(details.message?.includes(constraint)));
}
