import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyEndpoint, EndpointParsedInput, EndpointSchema } from '../../common/api/endpoint';
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
  body: string | Buffer;
  /** More answer headers (an export's "truncated" mark). */
  headers?: Record<string, string>;
}

export function registerFileEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  sessions: SessionResolver,
  spec: E,
  schema: EndpointSchema<E>,
  handler: (context: { input: EndpointParsedInput<E>; user: SessionUser | null; request: FastifyRequest }) => Promise<FileAnswer>,
): void {
  app.route({
    method: spec.method,
    url: spec.path,
    handler: async (request, reply) => {
      const user = request.token ? await sessions.resolve(request.token) : null;
      if (spec.auth && !user) throw notLoggedIn();
      checkOperatorRole(spec, user);
      const raw = spec.method === 'GET' || spec.method === 'DELETE' ? request.query : request.body;
      const input = parseInput(schema, raw) as EndpointParsedInput<E>;
      const file = await handler({ input, user, request });
      return reply
        .headers(file.headers ?? {})
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
}
