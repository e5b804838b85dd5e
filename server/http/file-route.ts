import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyEndpoint, EndpointParsedInput, EndpointSchema } from '../../common/api/endpoint';
import { assert } from '../assert';
import { notLoggedIn } from '../errors';
import { checkOperatorRole } from './operator-roles';
import type { SessionResolver, SessionUser } from '../sessions';
import { parseInput } from './validate';

// A call declared in common/api that answers a file instead of an envelope (a CSV export): checked like every call
// (the session, the role, then the input with the call's schema), its refusals answered with an envelope by the
// error handler; its success is the file, named for the reader's disk.

export interface FileAnswer {
  filename: string;
  contentType: string;
  /** The file, or a stream of it (a statement, written as it is read). */
  body: string | Buffer | Readable;
  /** More answer headers (an export's "truncated" mark). */
  headers?: Record<string, string>;
}

export function registerFileEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  sessions: SessionResolver,
  spec: E,
  schema: EndpointSchema<E>,
  handler: (context: { input: EndpointParsedInput<E>; user: SessionUser | null; request: FastifyRequest }) => Promise<FileAnswer>,
  /** A limit of its own in place of the API's global one (a file heavier than a call), counting calls that passed
   * their checks; `perSession`: per signed-in session rather than per address (a file a user asks for a few times a
   * minute). */
  rateLimit?: { max: number; timeWindow: number; perSession?: boolean },
): void {
  const limit = rateLimit && {
    max: rateLimit.max,
    timeWindow: rateLimit.timeWindow,
    // Counted once the call is checked (below): a refused call costs nothing to refuse, and is refused as itself.
    hook: 'preHandler' as const,
    ...(rateLimit.perSession ? { keyGenerator: (request: FastifyRequest) => request.token ?? request.ip } : {}),
  };
  const checked = new WeakMap<FastifyRequest, { input: EndpointParsedInput<E>; user: SessionUser | null }>();
  app.route({
    method: spec.method,
    url: spec.path,
    ...(limit ? { config: { rateLimit: limit } } : {}),
    preValidation: async (request) => {
      const user = request.token ? await sessions.resolve(request.token) : null;
      if (spec.auth && !user) throw notLoggedIn();
      checkOperatorRole(spec, user);
      const raw = spec.method === 'GET' || spec.method === 'DELETE' ? request.query : request.body;
      checked.set(request, { input: parseInput(schema, raw) as EndpointParsedInput<E>, user });
    },
    handler: async (request, reply) => {
      const call = checked.get(request);
      assert(call, 'a file call reaches its handler only once checked');
      const file = await handler({ ...call, request });
      return reply
        .headers(file.headers ?? {})
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
}

/**
 * The Content-Disposition of a file: a name in the reader's language that is not plain ASCII goes as an ASCII stand-in
 * for old readers and as itself in UTF-8 (RFC 6266, RFC 8187) for every browser of today, since a header may carry
 * no other characters.
 */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === filename) return `attachment; filename="${filename}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
