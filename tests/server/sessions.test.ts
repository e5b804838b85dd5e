import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../common/api/endpoint';
import { CODE } from '../../common/envelope';
import { registerEndpoint } from '../../server/http/route';
import type { SessionResolver } from '../../server/sessions';
import { appForTests } from './helpers/lifecycle';

// A protected call registered for this test: the accounts area supplies the real session resolver later; the
// rule that a call needing a session answers 999 without a valid one belongs to the core.
const sessions: SessionResolver = {
  resolve: (token) => Promise.resolve(token === 'live-token' ? { id: 42, isDemo: false } : null),
};
const whoAmIInput = z.object({});
const whoAmI = endpoint<{ id: number }, typeof whoAmIInput>()({ method: 'GET', path: '/api/test/me', auth: true });

const app = appForTests({ sessions });
beforeAll(() => {
  registerEndpoint(app.http, sessions, whoAmI, whoAmIInput, ({ user }) => ({ id: user.id }));
});

describe('a call that needs a session', () => {
  it.each([
    ['no authorization header', {}],
    ['an empty one', { authorization: '' }],
    ['an unknown token', { authorization: 'forged-token' }],
    ['a token far too long to be one', { authorization: 'x'.repeat(600) }],
  ])('answers 999 for %s', async (_case, headers: Record<string, string>) => {
    const response = await app.http.inject({ url: '/api/test/me', headers: { ...headers, lang: 'en' } });
    expect(response.json()).toEqual({ code: CODE.NOT_LOGGED_IN, msg: 'Please log in again', data: null });
  });

  it('answers with the user for a live token, bare or as a bearer token', async () => {
    for (const authorization of ['live-token', 'Bearer live-token']) {
      const response = await app.http.inject({ url: '/api/test/me', headers: { authorization } });
      expect(response.json()).toMatchObject({ code: CODE.OK, data: { id: 42 } });
    }
  });

  it('checks the session before the input, so a guest learns nothing from validation', async () => {
    const response = await app.http.inject({ url: '/api/test/me?junk=%00', headers: { lang: 'en' } });
    expect(response.json().code).toBe(CODE.NOT_LOGGED_IN);
  });
});
