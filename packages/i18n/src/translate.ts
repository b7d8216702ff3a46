import { serverCn } from './catalogs/server.cn';
import { serverEn } from './catalogs/server.en';
import { serverTh, type ServerCatalog } from './catalogs/server.th';
import { interpolate } from './interpolate';
import type { Language } from './languages';

export { interpolate };

const serverCatalogs: Record<Language, ServerCatalog> = { th: serverTh, en: serverEn, cn: serverCn };

type Section = keyof ServerCatalog;
export type ServerMessageKey = { [S in Section]: `${S}.${Extract<keyof ServerCatalog[S], string>}` }[Section];

/** Server-side messages (API errors, SMS texts) in one language. */
export function translateServer(
  language: Language,
  key: ServerMessageKey,
  values?: Record<string, string | number>,
): string {
  const [section, name] = key.split('.') as [Section, string];
  const catalog = serverCatalogs[language][section] as Record<string, string>;
  const fallback = serverTh[section] as Record<string, string>;
  return interpolate(catalog[name] ?? fallback[name] ?? key, values);
}

/** The label of a request field, for "{{field}} is required"-style messages. */
export function fieldLabel(language: Language, field: string): string {
  const labels = serverCatalogs[language].fields as Record<string, string>;
  return (Object.hasOwn(labels, field) ? labels[field] : undefined) ?? labels.general ?? field;
}
