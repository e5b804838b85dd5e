import type { FastifyInstance } from 'fastify';
import { resolveLocale, type LocaleCode } from '../../common/locales';
import type { ServerI18n, Translate } from '../i18n/catalogs';

declare module 'fastify' {
  interface FastifyRequest {
    /** The product language of this request, from the `lang` header (spec section 7). */
    lang: LocaleCode;
    /** The session token from the `authorization` header, if any. */
    token: string | null;
    translate: Translate;
  }
}

/** Reads a token sent bare, as the spec's client does, or as "Bearer <token>". */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim().replace(/^Bearer\s+/i, '') ?? '';
  return value.length > 0 && value.length <= 512 ? value : null;
}

export function registerRequestContext(app: FastifyInstance, i18n: ServerI18n): void {
  app.decorateRequest('lang', 'hk');
  app.decorateRequest('token', null);
  app.decorateRequest('translate', null as unknown as Translate);
  app.addHook('onRequest', (request, _reply, done) => {
    const lang = request.headers.lang;
    request.lang = resolveLocale(Array.isArray(lang) ? lang[0] : lang);
    request.token = tokenFromHeader(request.headers.authorization);
    // The language's own translator, built once at start: nothing is made per request.
    request.translate = i18n.translator(request.lang);
    done();
  });
}
