import { defaultLanguage, isLanguage, languages, type Language } from './languages';

/*
 * The three language versions of a page, as search engines and link previews name them (issue 15,
 * decision 36): the same address with no prefix (Thai), /en or /cn. Used by the server's sitemap
 * and by the member site's server render (canonical, hreflang and Open Graph tags).
 */

/** `hreflang` values: our `cn` is Chinese (zh) for search engines. */
export const hrefLanguage: Record<Language, string> = { th: 'th', en: 'en', cn: 'zh' };

/** Open Graph's `og:locale`. */
export const openGraphLocale: Record<Language, string> = { th: 'th_TH', en: 'en_US', cn: 'zh_CN' };

/** The language of an address's path and the path without its prefix (`/en/article` → en, `/article`). */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const first = pathname.split('/')[1];
  if (!isLanguage(first) || first === defaultLanguage)
    return { language: defaultLanguage, path: pathname || '/' };
  const rest = pathname.slice(first.length + 1);
  return { language: first, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The path of a page in a language (`/article`, en → `/en/article`; `/`, cn → `/cn`). */
export function languagePath(path: string, language: Language): string {
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

export interface Alternate {
  /** An `hreflang` value, or `x-default` for the Thai version, which visitors of any other language get. */
  hreflang: string;
  href: string;
}

/** A page's three language versions and the default, as absolute addresses under `origin`. */
export function alternatesOf(origin: string, path: string): Alternate[] {
  return [
    ...languages.map((language) => ({
      hreflang: hrefLanguage[language],
      href: `${origin}${languagePath(path, language)}`,
    })),
    { hreflang: 'x-default', href: `${origin}${languagePath(path, defaultLanguage)}` },
  ];
}
