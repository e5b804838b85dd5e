import type { MessageDescriptor } from '@lingui/core';
import { CODE, type Code } from '../common/envelope';
import { messages } from './i18n/messages';

// The refusals a domain service throws: an envelope code and a message to translate, nothing about HTTP. The HTTP
// layer (server/http/error-handler.ts) answers them and picks the status; the command line prints them.
//
// A refusal is an answer, not a fault: it carries no stack. Capturing one is most of what constructing an Error
// costs (several microseconds, on every refused request), and the code and message already say where it came from.
// Faults (any other Error) keep their stacks for the log.

export class DomainError extends Error {
  readonly code: Code;
  readonly descriptor: MessageDescriptor;
  readonly values: Record<string, unknown>;
  /** What the refusal hands back besides its message (null for nearly all): e.g. the sign-in's challenge (9001). */
  readonly data: unknown;

  constructor(code: Code, descriptor: MessageDescriptor, values: Record<string, unknown> = {}, data: unknown = null) {
    // The limit applies when the Error is constructed, and is put back at once.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(descriptor.message ?? descriptor.id);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.code = code;
    this.descriptor = descriptor;
    this.values = values;
    this.data = data;
    this.name = 'DomainError';
  }
}

/** The thing a request addresses (by its path or its id) does not exist, or is not this user's. */
export class NotFoundError extends DomainError {
  constructor() {
    super(CODE.NOT_FOUND, messages.notFound);
    this.name = 'NotFoundError';
  }
}

export type FieldProblem = 'required' | 'too_long' | 'invalid' | 'not_a_day' | 'not_a_language' | 'not_a_digest' | 'not_a_year';

const FIELD_MESSAGES: Record<FieldProblem, MessageDescriptor> = {
  required: messages.fieldRequired,
  too_long: messages.fieldTooLong,
  invalid: messages.fieldInvalid,
  not_a_day: messages.fieldNotADay,
  not_a_language: messages.fieldNotALanguage,
  not_a_digest: messages.fieldNotADigest,
  not_a_year: messages.fieldNotAYear,
};

export function badField(field: string, problem: FieldProblem): DomainError {
  return new DomainError(CODE.BAD_INPUT, FIELD_MESSAGES[problem], { field });
}

export function notFound(): NotFoundError {
  return new NotFoundError();
}

export function notLoggedIn(): DomainError {
  return new DomainError(CODE.NOT_LOGGED_IN, messages.notLoggedIn);
}

/** Demo users are refused what only a real account may do (spec sections 5 and 6). */
export function requireRealUser(user: { isDemo: boolean }): void {
  if (user.isDemo) throw new DomainError(CODE.ONLY_REAL_ACCOUNT, messages.onlyRealAccount);
}

/** Asked again before `seconds` passed: a refusal the envelope describes (HTTP's own limiter answers 429). */
export function tooSoon(message: MessageDescriptor, seconds: number): DomainError {
  return new DomainError(CODE.RATE_LIMITED, message, { seconds });
}
