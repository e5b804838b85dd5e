// The response envelope every API call answers with (spec sections 7 and 8).

export const CODE = {
  /** Success. */
  OK: 1,
  /** The session is missing or expired: the client clears its user and goes to /login. */
  NOT_LOGGED_IN: 999,
  /** A field of the request is missing or not valid; `msg` names the field. */
  BAD_INPUT: 1001,
  /** The path or the thing asked for does not exist (for this user). */
  NOT_FOUND: 1004,
  /** Too many requests in a window; `msg` says when to retry. */
  RATE_LIMITED: 1029,
  /** The body is larger than the server accepts. */
  TOO_LARGE: 1013,
  /** Something failed on the server; the request id in the log tells what. */
  INTERNAL: 1500,
} as const;

/** One of CODE, or a business code a later area defines. */
export type Code = number;

export interface Envelope<T = unknown> {
  code: Code;
  msg: string;
  data: T;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    'msg' in value
  );
}
