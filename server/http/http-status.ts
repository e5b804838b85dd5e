import { CODE } from '../../common/envelope';
import { NotFoundError, type DomainError } from '../errors';
import { ApiError } from './api-error';

// Which HTTP status a refusal answers with. Business refusals answer 200 and the envelope's code says what went
// wrong (spec section 7); HTTP has a status of its own only for a missing resource, a conflicting retry and a
// body over the limit.

const STATUS_OF_CODE: Readonly<Partial<Record<number, number>>> = {
  [CODE.IDEMPOTENCY_CONFLICT]: 409,
  [CODE.TOO_LARGE]: 413,
  [CODE.ROLE_FORBIDDEN]: 403,
};

export function httpStatusOf(error: DomainError): number {
  if (error instanceof ApiError && error.statusCode !== undefined) return error.statusCode;
  if (error instanceof NotFoundError) return 404;
  return STATUS_OF_CODE[error.code] ?? 200;
}
