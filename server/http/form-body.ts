import type { FastifyInstance } from 'fastify';

// The spec sends several calls form-encoded. A repeated key keeps its last value: the API has no list fields in
// form bodies, and a list where a string is expected would only confuse validation.
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
