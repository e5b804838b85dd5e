import type { MessageDescriptor } from '@lingui/core';
import { CODE } from '../../common/envelope';
import { messages } from '../i18n/messages';

/**
 * A refusal the user is told about: an envelope code other than 1 and a message translated for the request's
 * language. Throw it anywhere below a route; the error handler answers it and nothing is logged as a failure.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly descriptor: MessageDescriptor,
    readonly values: Record<string, unknown> = {},
    /** HTTP status: 200 for business refusals, which the envelope code describes; others where HTTP has one. */
    readonly statusCode = 200,
  ) {
    super(descriptor.message ?? descriptor.id);
    this.name = 'ApiError';
  }
}

export type FieldProblem = 'required' | 'too_long' | 'invalid';

const FIELD_MESSAGES: Record<FieldProblem, MessageDescriptor> = {
  required: messages.fieldRequired,
  too_long: messages.fieldTooLong,
  invalid: messages.fieldInvalid,
};

export function badField(field: string, problem: FieldProblem): ApiError {
  return new ApiError(CODE.BAD_INPUT, FIELD_MESSAGES[problem], { field });
}

export function notFound(): ApiError {
  return new ApiError(CODE.NOT_FOUND, messages.notFound, {}, 404);
}

export function notLoggedIn(): ApiError {
  return new ApiError(CODE.NOT_LOGGED_IN, messages.notLoggedIn);
}

/** Demo users are refused what only a real account may do (spec sections 5 and 6). */
export function requireRealUser(user: { isDemo: boolean }): void {
  if (user.isDemo) throw new ApiError(CODE.ONLY_REAL_ACCOUNT, messages.onlyRealAccount);
}

export function tooSoon(message: MessageDescriptor, seconds: number): ApiError {
  return new ApiError(CODE.RATE_LIMITED, message, { seconds });
}
