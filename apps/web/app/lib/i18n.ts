import { createInstance, type i18n as I18n } from 'i18next';
import { webCn } from '@chaba/i18n/catalogs/web.cn';
import { webEn } from '@chaba/i18n/catalogs/web.en';
import { webTh } from '@chaba/i18n/catalogs/web.th';
import { webLobbyCn } from '@chaba/i18n/catalogs/web-lobby.cn';
import { webLobbyEn } from '@chaba/i18n/catalogs/web-lobby.en';
import { webLobbyTh } from '@chaba/i18n/catalogs/web-lobby.th';
import { webMoneyCn } from '@chaba/i18n/catalogs/web-money.cn';
import { webMoneyEn } from '@chaba/i18n/catalogs/web-money.en';
import { webMoneyTh } from '@chaba/i18n/catalogs/web-money.th';
import { webBonusCn } from '@chaba/i18n/catalogs/web-bonus.cn';
import { webBonusEn } from '@chaba/i18n/catalogs/web-bonus.en';
import { webBonusTh } from '@chaba/i18n/catalogs/web-bonus.th';
import { webMaintenanceCn } from '@chaba/i18n/catalogs/web-maintenance.cn';
import { webMaintenanceEn } from '@chaba/i18n/catalogs/web-maintenance.en';
import { webMaintenanceTh } from '@chaba/i18n/catalogs/web-maintenance.th';
import { webProtectionCn } from '@chaba/i18n/catalogs/web-protection.cn';
import { webProtectionEn } from '@chaba/i18n/catalogs/web-protection.en';
import { webProtectionTh } from '@chaba/i18n/catalogs/web-protection.th';
import { defaultLanguage, isLanguage, type Language } from '@chaba/i18n/languages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: (typeof catalogs)['th'] };
  }
}

/** Each screen area keeps its texts in its own catalog file, under its own prefix. */
const catalogs = {
  th: {
    ...webTh,
    money: webMoneyTh,
    lobby: webLobbyTh,
    bonus: webBonusTh,
    maintenance: webMaintenanceTh,
    protection: webProtectionTh,
  },
  en: {
    ...webEn,
    money: webMoneyEn,
    lobby: webLobbyEn,
    bonus: webBonusEn,
    maintenance: webMaintenanceEn,
    protection: webProtectionEn,
  },
  cn: {
    ...webCn,
    money: webMoneyCn,
    lobby: webLobbyCn,
    bonus: webBonusCn,
    maintenance: webMaintenanceCn,
    protection: webProtectionCn,
  },
} as const;

/** `<html lang>` of each site language (cn is Simplified Chinese). */
export const htmlLanguage: Record<Language, string> = { th: 'th', en: 'en', cn: 'zh-CN' };

/** The Accept-Language value sent to the API so that its messages come in the UI language. */
export const apiLanguage: Record<Language, string> = { th: 'th', en: 'en', cn: 'zh' };

const instances = new Map<Language, I18n>();

/**
 * One i18next instance per language, created synchronously with every catalog bundled: the
 * catalogs are small, and a fixed instance per language is safe to share between requests.
 */
export function getI18n(language: Language): I18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: defaultLanguage,
    resources: {
      th: { translation: catalogs.th },
      en: { translation: catalogs.en },
      cn: { translation: catalogs.cn },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(language, instance);
  return instance;
}

/** The language of a URL path: `/en/...` and `/cn/...` are prefixed, everything else is Thai. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return isLanguage(first) && first !== defaultLanguage ? first : defaultLanguage;
}

/** The path without its language prefix, always starting with '/'. */
export function stripLanguagePrefix(pathname: string): string {
  const language = languageFromPath(pathname);
  if (language === defaultLanguage) return pathname || '/';
  const rest = pathname.slice(language.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Puts a language prefix in front of an unprefixed path ('/login' → '/en/login'). */
export function localizePath(path: string, language: Language): string {
  if (language === defaultLanguage) return path;
  if (path === '/' || path === '') return `/${language}`;
  return `/${language}${path.startsWith('/') ? path : `/${path}`}`;
}
