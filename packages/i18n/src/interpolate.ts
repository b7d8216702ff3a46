import { formatBaht } from './format';

/**
 * How a placeholder may ask for its value to be written: `{{remaining, baht}}` writes a number of
 * baht as "1,400.00"; a plain `{{min}}` writes the value as it is.
 */
const formats: Record<string, (value: string | number) => string> = {
  baht: (value) => (typeof value === 'number' ? formatBaht(value) : value),
};

/**
 * Replaces `{{name}}` and `{{name, format}}` placeholders; unknown placeholders stay visible so a
 * missing value is noticed. Used by the server's messages and the member site's texts alike; it
 * imports no catalog, so the site's bundle carries none it does not show.
 */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)(?:,\s*(\w+))?\}\}/g, (whole, name: string, format?: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name]!;
    const write = format === undefined ? undefined : formats[format];
    return write ? write(value) : String(value);
  });
}
