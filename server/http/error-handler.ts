import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE, type Envelope } from '../../common/envelope';
import { isRetryableDatabaseError } from '../db/errors';
import type { ServerI18n } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import { DomainError, notFound } from '../errors';
import { ApiError } from './api-error';
import { httpStatusOf } from './http-status';
import { refusalText } from './refusal-text';

// Every failure under the API answers an envelope with a translated message. Refusals are expected and not logged
// as errors; anything unexpected is logged with the request id and answered with a generic message, and the
// process carries on.

const API_PREFIXES = ['/api/', '/v2/', '/admin/api/'];

/** Whether a URL (with its query, if any) is under the API: asked of each route as it is added, and of unknown paths. */
export function isApiPath(url: string): boolean {
  // A prefix holds no '?', so a URL that starts with one has it in its path; the roots themselves ("/api") are
  // matched up to the query, without splitting the URL.
  const query = url.indexOf('?');
  const pathLength = query === -1 ? url.length : query;
  return API_PREFIXES.some((prefix) => url.startsWith(prefix) || (pathLength === prefix.length - 1 && url.startsWith(prefix.slice(0, -1))));
}

function envelopeOf(request: FastifyRequest, error: DomainError): Envelope {
  return { code: error.code, msg: refusalText(request, error), data: error.data };
}

/** The database went away under the request: it did not complete, and may be sent again (with its key). */
export function databaseUnavailable(): ApiError {
  return new ApiError(CODE.UNAVAILABLE, messages.databaseUnavailable, {}, 503);
}

function toApiError(error: FastifyError, request: FastifyRequest): DomainError | null {
  if (error instanceof DomainError) return error;
  if (isRetryableDatabaseError(error)) {
    request.log.warn({ err: error }, 'database unavailable: request answered with a retry');
    return databaseUnavailable();
  }
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

/**
 * Answers a refusal with its translated envelope and its status. Sends and returns nothing: a returned reply is a
 * thenable, which Fastify would wait on (listeners on the response, a promise) for every refusal.
 */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, refusal: DomainError): void {
  if (refusal.code === CODE.UNAVAILABLE) void reply.header('retry-after', '1');
  void reply.status(httpStatusOf(refusal)).send(envelopeOf(request, refusal));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply): void => {
    const known = toApiError(error, request);
    if (known) {
      sendRefusal(request, reply, known);
      return;
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    const envelope: Envelope<null> = { code: CODE.INTERNAL, msg: request.translate(messages.internal), data: null };
    void reply.status(500).send(envelope);
  });
}

/** Unknown API paths answer an envelope; anything else goes to `fallback` (the PWA, when it is built). */
export function registerNotFound(app: FastifyInstance, fallback: (request: FastifyRequest, reply: FastifyReply) => unknown): void {
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return reply.status(404).send(envelopeOf(request, notFound()));
    return fallback(request, reply);
  });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any hook runs (a URL that does not decode, a path
 * parameter over the router's length limit). The request context is not set yet, so the language is read here.
 */
export function frameworkErrorHandler(i18n: ServerI18n) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const lang = request.headers.lang;
    const translate = i18n.translator(Array.isArray(lang) ? lang[0] : lang);
    request.log.info({ err: error }, 'request refused before routing');
    const envelope: Envelope<null> = { code: CODE.BAD_INPUT, msg: translate(messages.bodyInvalid), data: null };
    void reply.status(400).send(envelope);
  };
}

const REASONS: Readonly<Record<number, string>> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the request itself (headers or URL over 16 KB, bytes that
 * are not HTTP). No header was read, so the message is in the default language; the answer is still the envelope.
 */
export function clientErrorHandler(i18n: ServerI18n) {
  const translate = i18n.translator(undefined);
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const envelope: Envelope<null> =
      status === 431
        ? { code: CODE.TOO_LARGE, msg: translate(messages.bodyTooLarge), data: null }
        : { code: CODE.BAD_INPUT, msg: translate(messages.bodyInvalid), data: null };
    const body = JSON.stringify(envelope);
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  };
}
