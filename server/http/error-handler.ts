import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE, type Envelope } from '../../common/envelope';
import { messages } from '../i18n/messages';
import { DomainError, notFound } from '../errors';
import { ApiError } from './api-error';
import { httpStatusOf } from './http-status';

// Every failure under the API answers an envelope with a translated message. Refusals are expected and not logged
// as errors; anything unexpected is logged with the request id and answered with a generic message, and the
// process carries on.

const API_PREFIXES = ['/api/', '/v2/', '/admin/api/'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}

function envelopeOf(request: FastifyRequest, error: DomainError): Envelope<null> {
  return { code: error.code, msg: request.translate(error.descriptor, error.values), data: null };
}

function toApiError(error: FastifyError, request: FastifyRequest): DomainError | null {
  if (error instanceof DomainError) return error;
  const status = error.statusCode ?? 500;
  if (status === 413) return new ApiError(CODE.TOO_LARGE, messages.bodyTooLarge, {}, 413);
  if (status === 429) {
    const retry = Number(error.message.match(/\d+/)?.[0] ?? 60);
    return new ApiError(CODE.RATE_LIMITED, messages.rateLimited, { seconds: retry }, 429);
  }
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'request refused');
    return new ApiError(CODE.BAD_INPUT, messages.bodyInvalid, {}, 400);
  }
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    const known = toApiError(error, request);
    if (known) return reply.status(httpStatusOf(known)).send(envelopeOf(request, known));
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    const envelope: Envelope<null> = { code: CODE.INTERNAL, msg: request.translate(messages.internal), data: null };
    return reply.status(500).send(envelope);
  });
}

/** Unknown API paths answer an envelope; anything else goes to `fallback` (the PWA, when it is built). */
export function registerNotFound(
  app: FastifyInstance,
  fallback: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return reply.status(404).send(envelopeOf(request, notFound()));
    return fallback(request, reply);
  });
}
