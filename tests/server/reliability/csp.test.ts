import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/test-app';

// Defect 8: without PUBLIC_ORIGIN the socket's origin in the CSP comes from the request; a Host header must never
// add directives of its own.

let app: TestApp;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

function directives(csp: string): string[] {
  return csp.split(';').map((part) => part.trim().split(/\s+/)[0] ?? '');
}

describe('the CSP without PUBLIC_ORIGIN', () => {
  it('allows the socket of an ordinary host', async () => {
    const response = await app.http.inject({ url: '/trade', headers: { accept: 'text/html', host: 'trade.example.com:8080' } });
    expect(String(response.headers['content-security-policy'])).toContain('wss://trade.example.com:8080');
  });

  it('never lets a hostile Host header add directives', async () => {
    for (const host of [
      'evil.example; report-uri https://evil.example/r',
      "evil.example 'unsafe-inline'",
      'evil.example,script-src *',
      'a\tb',
    ]) {
      const response = await app.http.inject({ url: '/trade', headers: { accept: 'text/html', host } });
      const csp = String(response.headers['content-security-policy']);
      expect(directives(csp)).not.toContain('report-uri');
      expect(csp).not.toContain('evil.example');
      expect(csp).not.toContain("'unsafe-inline' ws");
      expect(csp.split(';').find((part) => part.includes('connect-src'))).not.toMatch(/\*|unsafe/);
    }
  });
});
