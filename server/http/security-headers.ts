import type { FastifyInstance, FastifyRequest } from 'fastify';

// Headers for a PWA that loads nothing from other origins: scripts only from itself, no plugins, never framed,
// and the socket allowed explicitly (some engines do not count ws: as 'self').

/**
 * A Host header that is only a host name or address and an optional port. Anything else (spaces, semicolons,
 * quotes, commas) could add sources or directives to the policy it is written into, so it is never used.
 */
const PLAIN_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

function socketOrigins(request: FastifyRequest, publicOrigin: string | undefined): string {
  if (publicOrigin) return ` ${publicOrigin.replace(/^http/, 'ws')}`;
  const host = request.headers.host;
  // Without a usable Host the page still reaches its socket wherever engines count ws: as 'self'.
  if (!host || host.length > 300 || !PLAIN_HOST.test(host)) return '';
  return ` ws://${host} wss://${host}`;
}

export function registerSecurityHeaders(app: FastifyInstance, publicOrigin: string | undefined): void {
  app.addHook('onSend', async (request, reply) => {
    const csp = [
      "default-src 'self'",
      "script-src 'self'",
      // React and the chart library set inline styles on elements.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      `connect-src 'self'${socketOrigins(request, publicOrigin)}`,
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
    // A route that sets its own, stricter policy (served uploads: nothing runs, sandboxed) keeps it.
    if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // The support chat's own page may be framed by this origin and says so itself (server/chat/frame-page.ts).
    if (!reply.hasHeader('x-frame-options')) reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), geolocation=(), microphone=(), payment=()');
    if (publicOrigin?.startsWith('https:')) {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}
