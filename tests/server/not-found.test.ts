import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE } from '../../common/envelope';
import { appForTests } from './helpers/lifecycle';

const app = appForTests(() => {
  const dist = mkdtempSync(path.join(tmpdir(), 'meridian-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  return { distDir: dist };
});

describe('unknown paths', () => {
  it.each(['/api/nothing/here', '/v2/api/forex/nothing', '/admin/api/nothing'])('%s answers an envelope', async (url) => {
    const response = await app.http.inject({ url, headers: { accept: 'text/html', lang: 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ code: CODE.NOT_FOUND, msg: 'Not found', data: null });
  });

  it('gives a navigation to an app path the shell', async () => {
    const response = await app.http.inject({ url: '/mine/wallet?x=1', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never gives a missing file the shell', async () => {
    const response = await app.http.inject({ url: '/assets/missing-123.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>shell</title>');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await app.http.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});

describe('compressed assets', () => {
  it('sends the brotli copy written at build time to a browser that accepts it', async () => {
    const response = await app.http.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
  });

  it('sends the plain file to one that does not', async () => {
    const response = await app.http.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });
});
