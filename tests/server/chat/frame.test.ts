import { describe, expect, it } from 'vitest';
import { appForTests } from '../helpers/lifecycle';

// The support chat's frame page: static, framable only by this origin, running only its own script.

const app = appForTests();

describe('the support chat frame page', () => {
  it('is served with a strict policy of its own that lets only this origin frame it', async () => {
    const page = await app.http.inject({ method: 'GET', url: '/chat/frame' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "frame-ancestors 'self'",
      "connect-src 'self'",
      "form-action 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('unsafe-inline');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // No inline script: the page loads its script as a file.
    expect(page.body).not.toMatch(/<script>(?!<\/script>)|<script>[^<]/);
    expect(page.body).toContain('<script src="/chat/frame.js"></script>');
  });

  it('puts messages on the page as text only and talks only to its parent on this origin', async () => {
    const script = await app.http.inject({
      method: 'GET',
      url: '/chat/frame.js',
    });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).not.toContain('innerHTML');
    expect(script.body).toContain('event.origin !== location.origin');
    expect(script.body).toContain('postMessage(message, location.origin)');
    expect((await app.http.inject({ method: 'GET', url: '/chat/frame.css' })).headers['content-type']).toMatch(/^text\/css/);
  });

  it('keeps the app itself unframable', async () => {
    expect((await app.http.inject({ method: 'GET', url: '/api/health' })).headers['x-frame-options']).toBe('DENY');
  });
});
