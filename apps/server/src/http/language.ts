import { languageCookieName, negotiateLanguage, type Language } from '@chaba/i18n/languages';
import type { FastifyRequest } from 'fastify';

/** The language of a request: the `lang` cookie, then Accept-Language, then Thai. */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies?.[languageCookieName];
  return negotiateLanguage(cookie, request.headers['accept-language']);
}
