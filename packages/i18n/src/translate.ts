import { serverCn } from './catalogs/server.cn';
import { serverEn } from './catalogs/server.en';
import { serverTh, type ServerCatalog } from './catalogs/server.th';
import type { Language } from './languages';

const serverCatalogs: Record<Language, ServerCatalog> = { th: serverTh, en: serverEn, cn: serverCn };

type Section = keyof ServerCatalog;
export type ServerMessageKey = { [S in Section]: `${S}.${Extract<keyof ServerCatalog[S], string>}` }[Section];

/** Replaces `{{name}}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

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
  return labels[field] ?? labels.general ?? field;
}
