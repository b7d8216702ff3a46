/** The site's languages. Thai is the default and has no URL prefix; the others are /en and /cn. */
export const languages = ['th', 'en', 'cn'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'th';

/** Name of the cookie that keeps the language choice, and its life (365 days, spec §9). */
export const languageCookieName = 'lang';
export const languageCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * Picks the language of a request: the `lang` cookie when valid, otherwise the first
 * Accept-Language entry we serve (zh → cn), otherwise Thai.
 */
export function negotiateLanguage(
  cookieValue: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';');
        const qParam = params.find((param) => param.trim().startsWith('q='));
        const quality = qParam ? Number(qParam.trim().slice(2)) : 1;
        return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
      })
      .sort((a, b) => b.quality - a.quality || a.index - b.index);
    for (const { tag, quality } of ranked) {
      if (quality <= 0) continue;
      const primary = tag.split('-')[0];
      if (primary === 'th') return 'th';
      if (primary === 'en') return 'en';
      if (primary === 'zh' || primary === 'cn') return 'cn';
    }
  }
  return defaultLanguage;
}
