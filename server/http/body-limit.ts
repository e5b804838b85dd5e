import type { FastifyInstance } from 'fastify';
import { CODE } from '../../common/envelope';
import type { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { ApiError } from './api-error';

// A body over its route's limit is refused from the request's headers when its Content-Length says so, before any of
// it is read and before any work is done for it: the 413 envelope at once (issue #32). Fastify's own check answered
// from the headers too, but closed the connection with the body still coming, so a client that writes its whole body
// before it reads (Node's, curl's) met a reset and saw EPIPE instead of the answer. Here the connection stays open and
// Node reads the rest of the body and drops it (as it does for any request answered before its body was read), so the
// client finishes writing and reads the 413. A body declared too large to be worth reading even to drop it is still
// answered, and the connection closed after the answer.
// A body without a declared length (chunked) is counted as it is read, by the parser (Fastify's bodyLimit).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route refuses a body over its bodyLimit, when not with the general "too large" (the upload names its
     * limit in megabytes). */
    bodyTooLarge?: () => DomainError;
  }
}

/** Beyond this, a refused body is not read to be dropped: the connection is closed after the answer. */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

export function registerDeclaredBodyLimit(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const declared = request.headers['content-length'];
    // Node's parser has checked the header's form (digits only, one value) before any hook runs.
    const length = declared === undefined ? 0 : Number(declared);
    const { bodyLimit, config } = request.routeOptions;
    if (length <= bodyLimit) {
      done();
      return;
    }
    if (length > DRAIN_LIMIT_BYTES) void reply.header('connection', 'close');
    request.log.info({ declared: length, bodyLimit }, 'declared body over the limit: refused from its headers');
    done(config.bodyTooLarge?.() ?? new ApiError(CODE.TOO_LARGE, messages.bodyTooLarge, {}, 413));
  });
}
