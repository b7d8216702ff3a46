import { webEn } from '@chaba/i18n/catalogs/web.en';
import { webTh } from '@chaba/i18n/catalogs/web.th';

/**
 * The member site's own texts. Labels, titles and buttons are looked up in the catalogs (the tests
 * follow a rewording); the texts the spec fixes word for word are written out in the tests.
 */
export const th = webTh;
export const en = webEn;

/** A catalog text with its {{placeholders}} filled in. */
export function withValues(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
