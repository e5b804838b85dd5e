import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../helpers/lifecycle';

// The shell's boot script is inline (it must run before the first paint): the policy allows that exact script by
// its hash, and still no other inline script.

const BOOT = 'document.documentElement.dataset.theme="dark";';
const hash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;

const app = appForTests(() => {
  const dist = mkdtempSync(path.join(tmpdir(), 'meridian-dist-'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><script>${BOOT}</script></head><body></body></html>`);
  mkdirSync(path.join(dist, 'admin'));
  writeFileSync(path.join(dist, 'admin', 'index.html'), '<!doctype html><html><body>console</body></html>');
  return { distDir: dist };
});

const scriptSources = (csp: string) =>
  csp
    .split(';')
    .find((part) => part.trim().startsWith('script-src'))
    ?.trim()
    .split(/\s+/) ?? [];

describe('the shell page', () => {
  it.each(['/', '/trade', '/index.html'])('%s allows its own inline script and nothing else inline', async (url) => {
    const response = await app.http.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const sources = scriptSources(String(response.headers['content-security-policy']));
    expect(sources).toEqual(['script-src', "'self'", hash]);
  });

  it('leaves the API answers with their policy, which lets no script run at all', async () => {
    const response = await app.http.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(csp).not.toContain(hash);
  });
});
