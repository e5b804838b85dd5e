import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { testApp, type TestApp } from '../helpers/test-app';

// Defect 6: requests Fastify refuses before any route (a malformed URL, an over-long parameter, a huge URL) must
// still answer the envelope with a translated message, never Fastify's own JSON or a bare status.

let app: TestApp;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

function envelopeOf(body: string): { code: number; msg: string; data: unknown } {
  const parsed = JSON.parse(body) as { code: number; msg: string; data: unknown };
  expect(Object.keys(parsed).sort()).toEqual(['code', 'data', 'msg']);
  return parsed;
}

describe('requests refused before routing', () => {
  it('answers a malformed URL with the envelope', async () => {
    const response = await app.http.inject({ url: '/api/health%', headers: { lang: 'en' } });
    expect(response.statusCode).toBe(400);
    const body = envelopeOf(response.body);
    expect(body.code).toBe(CODE.BAD_INPUT);
    expect(body.msg).not.toMatch(/FST_|Bad Request/);
  });

  it('answers an over-long upload name with the envelope', async () => {
    const response = await app.http.inject({ url: `/api/common/upload/${'a'.repeat(150)}.png`, headers: { lang: 'en' } });
    expect(response.statusCode).toBeLessThan(500);
    expect(envelopeOf(response.body).code).not.toBe(CODE.OK);
  });

  it('answers a URL over 16 KB with the envelope', async () => {
    // Node's own parser refuses this before Fastify sees it, so it takes a real socket, not inject.
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.http.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, path: `/api/health?x=${'b'.repeat(20_000)}` }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(answer.status).toBe(431);
    expect(envelopeOf(answer.body).code).toBe(CODE.TOO_LARGE);
  });
});
