import type { Texts } from '../texts';

/** Server-rendered HTML: template strings with every value escaped on the way in. */

export function escapeHtml(value: string | number): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON for a `<script type="application/json">`: `<` escaped so no `</script>` can close it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export function htmlDocument(options: {
  texts: Texts;
  title: string;
  bodyClass: string;
  body: string;
  scripts?: string[];
}): string {
  const scripts = (options.scripts ?? [])
    .map((src) => `<script src="${escapeHtml(src)}" defer></script>`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(options.texts.htmlLang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="dark">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(options.title)} · ${escapeHtml(options.texts.providerName)}</title>
<link rel="stylesheet" href="/static/games.css">
${scripts}
</head>
<body class="${escapeHtml(options.bodyClass)}">
${options.body}
</body>
</html>`;
}
