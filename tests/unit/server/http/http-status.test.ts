import { describe, expect, it } from 'vitest';
import { CODE } from '../../../../common/envelope';
import { badField, DomainError, notFound, notLoggedIn, tooSoon } from '../../../../server/errors';
import { ApiError } from '../../../../server/http/api-error';
import { httpStatusOf } from '../../../../server/http/http-status';
import { messages } from '../../../../server/i18n/messages';

// Domain refusals carry no HTTP status; the HTTP layer picks one. Business refusals answer 200 with their code in
// the envelope (spec section 7), so a client reads `code`, not the status.

describe('the HTTP status of a refusal', () => {
  it('is 200 for business refusals, which the envelope code describes', () => {
    expect(httpStatusOf(badField('amount', 'required'))).toBe(200);
    expect(httpStatusOf(notLoggedIn())).toBe(200);
    expect(httpStatusOf(tooSoon(messages.rateLimited, 30))).toBe(200);
    expect(httpStatusOf(new DomainError(CODE.ALREADY_DECIDED, messages.alreadyDecided))).toBe(200);
    // An unknown instrument named in a submit is a refusal of the input, not a missing resource.
    expect(httpStatusOf(new DomainError(CODE.NOT_FOUND, messages.instrumentNotFound))).toBe(200);
  });

  it('is 404 for a missing resource, 409 for a conflicting retry and 413 for a body too large', () => {
    expect(httpStatusOf(notFound())).toBe(404);
    expect(httpStatusOf(new DomainError(CODE.IDEMPOTENCY_CONFLICT, messages.idempotencyConflict))).toBe(409);
    expect(httpStatusOf(new DomainError(CODE.TOO_LARGE, messages.bodyTooLarge))).toBe(413);
  });

  it("is the HTTP layer's own status where it gave one", () => {
    expect(httpStatusOf(new ApiError(CODE.RATE_LIMITED, messages.rateLimited, { seconds: 5 }, 429))).toBe(429);
    expect(httpStatusOf(new ApiError(CODE.BAD_INPUT, messages.bodyInvalid, {}, 400))).toBe(400);
  });

  it('keeps the code, the message and its values on the domain error', () => {
    const error = badField('amount', 'too_long');
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: CODE.BAD_INPUT, descriptor: messages.fieldTooLong, values: { field: 'amount' } });
  });
});
