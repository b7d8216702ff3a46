import { createContext, createElement, use, useContext, type ReactNode } from 'react';
import { interpolate } from '@chaba/i18n/interpolate';
import { defaultLanguage, isLanguage, type Language } from '@chaba/i18n/languages';
import type { Messages } from './messages/th';

/**
 * The member site's texts (decision 29): `t('key.path', {name: value})` over the catalog of the
 * language the URL shows, `{{name}}` placeholders filled by `@chaba/i18n/interpolate`. The browser
 * holds only the languages it has shown: the server renders with every catalog, hands the page's
 * one to the browser in the root loader's data (`registerMessages` before hydration), and another
 * language is loaded (`loadMessages`) by the root's client middleware before a navigation to it.
 */

/** Every text's key: the dotted path of a string in the Thai catalog. */
export type MessageKey = Leaves<Messages>;
type Leaves<T, Prefix extends string = ''> = {
  [Key in keyof T & string]: T[Key] extends string ? `${Prefix}${Key}` : Leaves<T[Key], `${Prefix}${Key}.`>;
}[keyof T & string];

/** A placeholder's value; a missing one (null) writes nothing. */
export type TranslationValues = Record<string, string | number | null | undefined>;

export type TFunction = (key: MessageKey, values?: TranslationValues) => string;

export type { Messages };

/** `<html lang>` of each site language (cn is Simplified Chinese). */
export const htmlLanguage: Record<Language, string> = { th: 'th', en: 'en', cn: 'zh-CN' };

/** The Accept-Language value sent to the API so that its messages come in the UI language. */
export const apiLanguage: Record<Language, string> = { th: 'th', en: 'en', cn: 'zh' };

/** One module per language: the bundler makes each its own file, fetched the first time it is shown. */
const loaders: Record<Language, () => Promise<Messages>> = {
  th: () => import('./messages/th').then((module) => module.messagesTh),
  en: () => import('./messages/en').then((module) => module.messagesEn),
  cn: () => import('./messages/cn').then((module) => module.messagesCn),
};

const registered = new Map<Language, Messages>();
const loading = new Map<Language, Promise<void>>();
const translators = new Map<Language, { language: Language; t: TFunction }>();

/** Makes a language's catalog available (the server: all of them at start; the browser: the page's). */
export function registerMessages(language: Language, messages: Messages): void {
  if (registered.get(language) === messages) return;
  registered.set(language, messages);
  translators.delete(language);
  loading.set(language, fulfilled());
}

export function hasMessages(language: Language): boolean {
  return registered.has(language);
}

/** The catalog of a language that is available, for handing to the browser. */
export function messagesOf(language: Language): Messages | undefined {
  return registered.get(language);
}

/** Loads a language's catalog once; the promise settles when `t` can use it. */
export function loadMessages(language: Language): Promise<void> {
  const existing = loading.get(language);
  if (existing) return existing;
  const promise = loaders[language]().then(
    (messages) => registerMessages(language, messages),
    (error: unknown) => {
      loading.delete(language);
      throw error;
    },
  );
  loading.set(language, promise);
  return promise;
}

/** A settled promise React's `use` reads without suspending. */
function fulfilled(): Promise<void> {
  return Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
}

function present(values: TranslationValues): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? '']));
}

function lookUp(messages: Messages | undefined, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The texts of one language. A key its catalog lacks falls back to Thai when Thai is loaded,
 * else shows the key itself, so that a gap is seen rather than hidden.
 */
export function getI18n(language: Language): { language: Language; t: TFunction } {
  const existing = translators.get(language);
  if (existing) return existing;
  const messages = registered.get(language);
  const t: TFunction = (key, values) => {
    const text = lookUp(messages, key) ?? lookUp(registered.get(defaultLanguage), key) ?? key;
    return values ? interpolate(text, present(values)) : text;
  };
  const translator = { language, t };
  // A translator made before its catalog arrived is not kept: the next call gets the real one.
  if (messages) translators.set(language, translator);
  return translator;
}

const LanguageContext = createContext<Language>(defaultLanguage);

/**
 * Gives the tree below it the texts of `language`. When the catalog is not there yet (a page whose
 * root data carried none, e.g. the root's error page), the render waits for it: React keeps the
 * server's HTML, or the previous page during a navigation, until it has come.
 */
export function TranslationProvider({ language, children }: { language: Language; children: ReactNode }) {
  if (!hasMessages(language)) use(loadMessages(language));
  return createElement(LanguageContext.Provider, { value: language }, children);
}

/** The `t` of the language shown, for components. */
export function useTranslation(): { t: TFunction; language: Language } {
  const language = useContext(LanguageContext);
  const { t } = getI18n(language);
  return { t, language };
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
