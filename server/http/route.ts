import type { MessageDescriptor } from '@lingui/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyEndpoint, EndpointOutput, EndpointParsedInput, EndpointSchema } from '../../common/api/endpoint';
import { CODE, type Envelope } from '../../common/envelope';
import { messages } from '../i18n/messages';
import { DomainError, notLoggedIn } from '../errors';
import { sendRefusal } from './error-handler';
import { checkOperatorRole } from './operator-roles';
import type { SessionResolver, SessionUser } from '../sessions';
import { parseInput } from './validate';

export interface HandlerContext<Input, Auth extends boolean> {
  input: Input;
  user: Auth extends true ? SessionUser : SessionUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The `msg` of a success, which the PWA may show as a toast ("Success" unless set). */
  succeedWith: (message: MessageDescriptor, values?: Record<string, unknown>) => void;
}

/**
 * Registers a handler for a call declared in common/api: validates its input with the call's schema from
 * common/api/input (the `t` timestamp and other unknown parameters are dropped), resolves the session, and wraps the
 * result in the envelope. The schema's type must be the one the call declares.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  sessions: SessionResolver,
  spec: E,
  schema: EndpointSchema<E>,
  handler: (context: HandlerContext<EndpointParsedInput<E>, E['auth']>) => Promise<EndpointOutput<E>> | EndpointOutput<E>,
): void {
  // Checks in the order the spec answers them: the session, the role, then the input.
  const respond = (request: FastifyRequest, reply: FastifyReply, user: SessionUser | null): Promise<Envelope<EndpointOutput<E>>> => {
    if (spec.auth && !user) throw notLoggedIn();
    checkOperatorRole(spec, user);
    const raw = spec.method === 'GET' || spec.method === 'DELETE' ? request.query : request.body;
    const input = parseInput(schema, raw);
    let success: [MessageDescriptor, Record<string, unknown>?] = [messages.success];
    const succeedWith = (message: MessageDescriptor, values?: Record<string, unknown>) => {
      success = [message, values];
    };
    const context = { input, user, request, reply, succeedWith } as HandlerContext<EndpointParsedInput<E>, E['auth']>;
    const answer = async (): Promise<Envelope<EndpointOutput<E>>> => {
      const data = await handler(context);
      return { code: CODE.OK, msg: request.translate(...success), data };
    };
    if (!spec.idempotent) return answer();
    // Only signed-in calls move money, so the key is scoped to the user, or to the operator on a back-office call.
    if (!user) throw notLoggedIn();
    const owner = { id: user.id, operator: user.role !== undefined };
    return app.idempotency.run(request, owner, `${spec.method} ${spec.path} ${JSON.stringify(input)}`, answer);
  };
  app.route({
    method: spec.method,
    url: spec.path,
    // Not an async function: a call refused before anything needs waiting for (no session to read, bad input) is
    // refused by a plain throw, without a promise per request. That refusal is answered here as the error handler
    // answers it: Fastify's error path would first delete headers from the reply, which turns its header object
    // into a slow dictionary, for every refused request.
    handler: (request, reply) => {
      if (request.token) return sessions.resolve(request.token).then((user) => respond(request, reply, user));
      try {
        return respond(request, reply, null);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        sendRefusal(request, reply, error);
        return undefined;
      }
    },
  });
}
