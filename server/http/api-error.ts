import type { MessageDescriptor } from '@lingui/core';
import { DomainError } from '../errors';

// Domain refusals live in server/errors.ts. This is the HTTP layer's own kind: a refusal that exists only because
// of HTTP (a body over the limit, the rate limiter) and may carry its own status. Without one, the status comes
// from the mapping in ./http-status.ts like any domain refusal's.

export class ApiError extends DomainError {
  constructor(
    code: number,
    descriptor: MessageDescriptor,
    values: Record<string, unknown> = {},
    readonly statusCode?: number,
  ) {
    super(code, descriptor, values);
    this.name = 'ApiError';
  }
}
