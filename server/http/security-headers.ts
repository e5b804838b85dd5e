import type { FastifyInstance } from 'fastify';
import { isApiPath } from './error-handler';

// Headers for a PWA that loads nothing from other origins: scripts only from itself, no plugins, never framed,
// and the socket allowed explicitly (some engines do not count ws: as 'self').
//
// Every answer carries them, so they are written once here and only set per request: the policy varies with
// nothing but the socket's origin, which is fixed by the public origin or, without one, by the Host header.
//
// An API answer is JSON, never a document: the policies that govern what a page may load, open or use (its long
// CSP, the opener and permissions policies, the referrer policy) say nothing there. It gets the set OWASP's REST
// guidance names instead: a CSP that lets nothing run or frame it, nosniff, no framing, no cross-origin reads, and
// HSTS; five short headers rather than eight, some of 350 characters, on each of the API's many answers.

/**
 * A Host header that is only a host name or address and an optional port. Anything else (spaces, semicolons,
 * quotes, commas) could add sources or directives to the policy it is written into, so it is never used.
 */
const PLAIN_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

function contentSecurityPolicy(socketOrigins: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and the chart library set inline styles on elements.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${socketOrigins}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    // The customer-service chat is an embedded page: an operator's https service, or Meridian's own chat page
    // (/chat/frame), which over plain http (a local start) 'https:' alone would block.
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Without a usable Host the page still reaches its socket wherever engines count ws: as 'self'. */
const POLICY_WITHOUT_HOST = contentSecurityPolicy('');

// A server is reached under a handful of names; past this many the policy is written per request rather than
// remembered, so Host headers an attacker makes up cannot grow the memory.
const REMEMBERED_HOSTS = 32;

/** The policy for requests to this server: the public origin's, or the one for the Host each request names. */
function policyFor(publicOrigin: string | undefined): (host: string | undefined) => string {
  if (publicOrigin) {
    const policy = contentSecurityPolicy(` ${publicOrigin.replace(/^http/, 'ws')}`);
    return () => policy;
  }
  const byHost = new Map<string, string>();
  return (host) => {
    if (!host) return POLICY_WITHOUT_HOST;
    const known = byHost.get(host);
    if (known) return known;
    const policy = host.length > 300 || !PLAIN_HOST.test(host) ? POLICY_WITHOUT_HOST : contentSecurityPolicy(` ws://${host} wss://${host}`);
    if (byHost.size < REMEMBERED_HOSTS) byHost.set(host, policy);
    return policy;
  };
}

/** An API answer's policy: nothing in it runs, loads or may be framed. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function registerSecurityHeaders(app: FastifyInstance, publicOrigin: string | undefined): void {
  const policy = policyFor(publicOrigin);
  const hsts = publicOrigin?.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : undefined;
  // A plain hook with a callback: nothing here waits, and an async hook costs a promise on every answer. Names are
  // given in lower case, as Fastify sends them anyway, so none is lower-cased again on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiPath(request.url)) {
      // A served upload (an image under the API) sets a sandboxing policy of its own and keeps it.
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_POLICY);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-resource-policy', 'same-origin');
      if (hsts) reply.header('strict-transport-security', hsts);
      done(null, payload);
      return;
    }
    // A route that sets its own, stricter policy (served uploads: nothing runs, sandboxed) keeps it.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy(request.headers.host));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // The support chat's own page may be framed by this origin and says so itself (server/chat/frame-page.ts).
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(self), geolocation=(), microphone=(), payment=()');
    if (hsts) reply.header('strict-transport-security', hsts);
    done(null, payload);
  });
}
