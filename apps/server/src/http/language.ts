import { isLanguage, languageCookieName, negotiateLanguage, type Language } from '@chaba/i18n/languages';
import type { FastifyRequest } from 'fastify';

/**
 * The member site's own choice (its calls carry the login cookie, and with it the `lang` cookie,
 * which may differ from the language of the page's address; decision 0009).
 */
export const languageHeader = 'x-chaba-language';

/** The language of a request: the member site's header, the `lang` cookie, then Accept-Language, then Thai. */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = request.headers[languageHeader];
  if (isLanguage(chosen)) return chosen;
  const cookie = request.cookies?.[languageCookieName];
  return negotiateLanguage(cookie, request.headers['accept-language']);
}
