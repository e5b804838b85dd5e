import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../common/api/endpoint';
import { boundedText, page, positiveInt } from '../../common/api/input/fields';
import { CODE } from '../../common/envelope';
import { registerEndpoint } from '../../server/http/route';
import { noSessions } from '../../server/sessions';
import { appForTests } from './helpers/lifecycle';

// A form-encoded call shaped like the spec's (POST, form body), registered only for this test, to show that every
// endpoint gets the same validation.
const probeInput = z.object({ name: boundedText(20, 1), count: positiveInt, page });
const probe = endpoint<{ echoed: { name: string; count: number; page: number } }, typeof probeInput>()({
  method: 'POST',
  path: '/api/test/probe',
  encoding: 'form',
});

const app = appForTests();
beforeAll(() => {
  registerEndpoint(app.http, noSessions, probe, probeInput, ({ input }) => ({ echoed: input }));
});

const post = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
  app.http.inject({ method: 'POST', url: '/api/test/probe', payload, headers: { 'content-type': contentType, lang: 'en' } });

describe('input validation', () => {
  it('passes a good form body to the handler with its types', async () => {
    const body = (await post('name=Ada&count=3&page=2')).json();
    expect(body).toMatchObject({ code: 1, data: { echoed: { name: 'Ada', count: 3, page: 2 } } });
  });

  it.each([
    ['count=3', 'Please fill in name'],
    ['name=&count=3', 'Please fill in name'],
    [`name=${'x'.repeat(21)}&count=3`, 'The value of name is too long'],
    ['name=Ada', 'Please fill in count'],
    ['name=Ada&count=0', 'The value of count is not valid'],
    ['name=Ada&count=-1', 'The value of count is not valid'],
    ['name=Ada&count=1e3', 'The value of count is not valid'],
    ['name=Ada&count=12abc', 'The value of count is not valid'],
    ['name=Ada&count=99999999999999999999', 'The value of count is not valid'],
    ['name=Ada%00&count=1', 'The value of name is not valid'],
    ["name=' OR 1=1 --&count=1&page=x", 'The value of page is not valid'],
  ])('refuses %s with a message naming the field', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: CODE.BAD_INPUT, msg: message, data: null });
  });

  it('answers a body it cannot read with an envelope, not a 500', async () => {
    const response = await post('{"name":', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: CODE.BAD_INPUT, data: null });
  });

  it('refuses a body over the size limit', async () => {
    const response = await post(`name=${'x'.repeat(200_000)}&count=1`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: CODE.TOO_LARGE });
  });

  it('names the field for a GET query too', async () => {
    const body = (await app.http.inject({ url: '/api/default/setting', headers: { lang: 'en' } })).json();
    expect(body).toEqual({ code: CODE.BAD_INPUT, msg: 'Please fill in key', data: null });
  });
});
