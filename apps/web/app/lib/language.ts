import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '@chaba/i18n/languages';
import { languageCookieMaxAgeSeconds, languageCookieName } from '@chaba/i18n/languages';
import { languageFromPath, localizePath } from './i18n';

/** The UI language, which the URL prefix decides. */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/** A function that turns an unprefixed path into one in the current language. */
export function useLocalizePath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}

/** Keeps the language choice for a year (spec §9). */
export function rememberLanguage(language: Language): void {
  document.cookie = `${languageCookieName}=${language}; path=/; max-age=${languageCookieMaxAgeSeconds}; samesite=lax`;
}
