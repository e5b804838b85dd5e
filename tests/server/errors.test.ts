import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../common/envelope';
import { appForTests } from './helpers/lifecycle';

const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
const app = appForTests({ config: { logLevel: 'error', publicOrigin: undefined }, logStream });
beforeAll(() => {
  app.http.get('/api/test/boom', () => {
    throw new Error('database on fire');
  });
});

describe('an unexpected error in a handler', () => {
  it('answers a generic envelope without the internal message, and the server keeps serving', async () => {
    const response = await app.http.inject({ url: '/api/test/boom', headers: { lang: 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: CODE.INTERNAL, msg: 'Something went wrong. Please try again.', data: null });
    expect(response.body).not.toContain('database on fire');
    const next = await app.http.inject({ url: '/api/health' });
    expect(next.json().code).toBe(CODE.OK);
  });

  it('is logged with the request id and the cause', async () => {
    await app.http.inject({ url: '/api/test/boom' });
    const entries = logLines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; err?: { message?: string } });
    const entry = entries.find((line) => line.msg === 'unexpected error');
    expect(entry?.reqId).toMatch(/^[0-9a-f-]{13}$/);
    expect(entry?.err?.message).toBe('database on fire');
  });
});
