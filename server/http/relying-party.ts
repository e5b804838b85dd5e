import type { FastifyRequest } from 'fastify';
import { CODE } from '../../common/envelope';
import type { Config } from '../config';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import type { RelyingParty } from '../security/webauthn-challenges';

// Whom passkeys are made for and answered to: the relying party's id (a host name) and the origin the browser must
// report. The challenge keeps both (server/security/webauthn-challenges.ts), so a ceremony is verified against what
// its options named, whatever request brings the answer.
//
// With PUBLIC_ORIGIN set (any real deployment), that origin is the only one accepted, and the id is its host or
// WEBAUTHN_RP_ID. Without it (the embedded default at http://localhost:8080, the tests at http://127.0.0.1:<port>) the
// server does not know its own name, so it takes the one the request was sent to: the Host header (X-Forwarded-Host
// and -Proto with TRUST_PROXY), never the Origin header, and accepts exactly that origin. A client can put any host
// there, and that gains it nothing: the browser writes the page's real origin into clientDataJSON, and the
// authenticator signs the hash of the id the credential was made for, so an answer checked against a host can only
// come from a page of that host, with a passkey registered for that host.

export type RelyingPartySettings = Pick<Config, 'publicOrigin' | 'webauthnRpId'>;

export function relyingPartyOf(settings: Partial<RelyingPartySettings>, request: FastifyRequest): RelyingParty {
  if (settings.publicOrigin) {
    return { id: settings.webauthnRpId ?? new URL(settings.publicOrigin).hostname, origin: settings.publicOrigin };
  }
  const host = request.host.toLowerCase();
  // Only a host and a port: user info, a path or a query name no site a browser could be on.
  const url = /^[a-z0-9.[\]:-]+$/.test(host) ? urlOf(`${request.protocol}://${host}`) : undefined;
  if (!url?.hostname) throw new DomainError(CODE.BAD_INPUT, messages.passkeyUnavailable);
  return { id: url.hostname, origin: url.origin };
}

function urlOf(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
