import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../common/envelope';
import { testApp, type TestApp } from './helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'meridian-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  app = await testApp({
    rateLimitPerMinute: 5,
    distDir: dist,
    config: { logLevel: 'silent', publicOrigin: 'https://trade.example.com' },
  });
});
afterAll(() => app.close());

describe('security headers', () => {
  it('sends a CSP for a PWA that loads nothing from elsewhere, with the socket allowed', async () => {
    const response = await app.http.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.body).toContain('<title>shell</title>');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The support chat's own frame page is framed by the app, over http as well as https.
    expect(csp).toContain("frame-src 'self' https:");
    expect(csp).toMatch(/connect-src 'self' wss:\/\/trade\.example\.com/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('answers the API with a policy that lets nothing in its JSON run, load or be framed', async () => {
    for (const url of ['/api/health', '/api/default/setting?key=nope', '/api/no/such/call']) {
      const response = await app.http.inject({ url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      // What governs a document (its opener, its permissions, its referrer) says nothing to a JSON answer.
      expect(response.headers['permissions-policy']).toBeUndefined();
    }
  });
});

describe('the global rate limit', () => {
  it('answers 429 with a translated envelope once an address passes the limit', async () => {
    const statuses: number[] = [];
    let last: { code: number; msg: string } | undefined;
    let retryAfter: unknown;
    for (let i = 0; i < 6; i += 1) {
      const response = await app.http.inject({ url: '/api/health', headers: { lang: 'en' }, remoteAddress: '10.9.9.9' });
      statuses.push(response.statusCode);
      last = response.json();
      retryAfter = response.headers['retry-after'];
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last?.code).toBe(CODE.RATE_LIMITED);
    expect(last?.msg).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    // A client that passed the limit is told when to come back in the header too, not only in the message.
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const other = await app.http.inject({ url: '/api/health', remoteAddress: '10.9.9.10' });
    expect(other.statusCode).toBe(200);
  });
});

describe('what the rate limit leaves alone', () => {
  it('never refuses the app its own files, which a first visit fetches all at once', async () => {
    const from = '10.9.9.20';
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await app.http.inject({ url: '/assets/app-abc123.js', remoteAddress: from })).statusCode);
      statuses.push((await app.http.inject({ url: '/mine/wallet', headers: { accept: 'text/html' }, remoteAddress: from })).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    // The API from the same address is still limited.
    const api = [];
    for (let i = 0; i < 6; i += 1) api.push((await app.http.inject({ url: '/api/health', remoteAddress: from })).statusCode);
    expect(api).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
