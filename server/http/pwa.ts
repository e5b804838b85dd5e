import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Serves the built PWA from dist/. Hashed assets are cached for a year; the shell, the service worker and the
// manifest are revalidated on every load so an update reaches users. A navigation to any app path gets the
// shell (the router decides what it shows); a missing file, an API path or a socket path never does.

const REVALIDATE = new Set(['/index.html', '/admin/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/** The back-office console: its own page and bundle (admin/index.html), never the PWA's shell. */
const CONSOLE_PREFIX = '/admin';

function isConsolePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === CONSOLE_PREFIX || path.startsWith(`${CONSOLE_PREFIX}/`);
}

function looksLikeFile(url: string): boolean {
  const last = (url.split('?')[0] ?? '').split('/').pop() ?? '';
  return last.includes('.');
}

function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (looksLikeFile(request.url)) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}

/**
 * The hashes of index.html's inline scripts (the boot script the build writes into its head, which must run before
 * the first paint and so cannot be a file to fetch), as CSP sources: the policy allows those exact scripts and still
 * no other inline script.
 */
function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    sources.push(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return sources;
}

/** Adds the shell's inline script hashes to the script-src of every HTML answer (security-headers.ts wrote it). */
function allowInlineScripts(app: FastifyInstance, sources: string[]): void {
  if (sources.length === 0) return;
  const allowed = `script-src 'self' ${sources.join(' ')}`;
  // Synchronous, with the callback: it runs for every answer, API calls included, and an async hook would cost each
  // of them a promise (see the refused-request benchmark).
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', policy.replace("script-src 'self'", allowed));
    }
    done(null, payload);
  });
}

export async function registerPwa(
  app: FastifyInstance,
  distDir: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no built PWA in ${distDir}: run \`npm run build\` (npm start does it for you)`);
    return (_request, reply) => reply.status(404).type('text/plain').send('Not found');
  }
  allowInlineScripts(app, inlineScriptSources(readFileSync(indexFile, 'utf8')));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset; the one the browser accepts is sent.
    preCompressed: true,
    setHeaders(response, filePath) {
      const name = '/' + path.relative(distDir, filePath).split(path.sep).join('/');
      const hashed = name.startsWith('/assets/');
      response.header(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : REVALIDATE.has(name) ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });
  return (request, reply) => {
    if (!isNavigation(request)) return reply.status(404).type('text/plain').send('Not found');
    // The console's paths get the console's page (its router decides what it shows); every other app path the PWA's.
    return reply.header('Cache-Control', 'no-cache').sendFile(isConsolePath(request.url) ? 'admin/index.html' : 'index.html');
  };
}
