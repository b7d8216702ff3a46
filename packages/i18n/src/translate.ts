import { serverCn } from './catalogs/server.cn';
import { serverEn } from './catalogs/server.en';
import { serverTh, type ServerCatalog } from './catalogs/server.th';
import { formatBaht } from './format';
import type { Language } from './languages';

const serverCatalogs: Record<Language, ServerCatalog> = { th: serverTh, en: serverEn, cn: serverCn };

type Section = keyof ServerCatalog;
export type ServerMessageKey = { [S in Section]: `${S}.${Extract<keyof ServerCatalog[S], string>}` }[Section];

/**
 * How a placeholder may ask for its value to be written: `{{remaining, baht}}` writes a number of
 * baht as "1,400.00"; a plain `{{min}}` writes the value as it is.
 */
const formats: Record<string, (value: string | number) => string> = {
  baht: (value) => (typeof value === 'number' ? formatBaht(value) : value),
};

/**
 * Replaces `{{name}}` and `{{name, format}}` placeholders; unknown placeholders stay visible so a
 * missing value is noticed.
 */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)(?:,\s*(\w+))?\}\}/g, (whole, name: string, format?: string) => {
    if (!(name in values)) return whole;
    const value = values[name]!;
    const write = format === undefined ? undefined : formats[format];
    return write ? write(value) : String(value);
  });
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
  return (Object.hasOwn(labels, field) ? labels[field] : undefined) ?? labels.general ?? field;
}
