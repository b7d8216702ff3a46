import { Transform } from 'node:stream';
import { alternatesOf, openGraphLocale, splitLanguagePath } from '@chaba/i18n/alternates';
import { languages } from '@chaba/i18n/languages';

/**
 * The tags search engines and link previews read, written by the server into every page's head
 * (issue 15, decision 36): a canonical address, the three language versions and the default
 * (`hreflang`), and Open Graph's title, description, address, image and locale. They are made from
 * the page's own title and description (its route's `meta`, already in the head React rendered), so
 * the browser runs no code for them: the home page's first-load budget has no room for it. A page
 * that is not a 200 (the 404 page, an error) gets `noindex` instead.
 */

/** Set by the server (apps/server/src/http/web.ts) on every page request; never the client's. */
export const siteOriginHeader = 'x-chaba-site-origin';

/** The picture link previews show (1200 × 630, apps/web/public/social-card.png). */
const socialImagePath = '/social-card.png';

/** A head larger than this is passed on untouched: the bound of what is held back. */
const maximumHeadBytes = 512 * 1024;

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** What React wrote as the page's title and description; both already escaped for HTML. */
function titleAndDescription(head: string): { title: string; description: string } {
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '';
  return { title, description };
}

/** The tags for one page: `url` is its address under the site's origin, `status` the page's status. */
export function searchTags(options: { url: URL; origin: string; status: number; head: string }): string {
  const { url, origin, status } = options;
  if (status !== 200) return '<meta name="robots" content="noindex"/>';
  const { language, path } = splitLanguagePath(url.pathname);
  const canonical = escapeAttribute(`${origin}${url.pathname}`);
  const { title, description } = titleAndDescription(options.head);
  const property = (name: string, content: string) => `<meta property="${name}" content="${content}"/>`;
  return [
    `<link rel="canonical" href="${canonical}"/>`,
    ...alternatesOf(origin, path).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}"/>`,
    ),
    property('og:type', path.startsWith('/article/') ? 'article' : 'website'),
    property('og:title', title),
    property('og:description', description),
    property('og:url', canonical),
    property('og:image', escapeAttribute(`${origin}${socialImagePath}`)),
    property('og:image:width', '1200'),
    property('og:image:height', '630'),
    property('og:locale', openGraphLocale[language]),
    ...languages
      .filter((other) => other !== language)
      .map((other) => property('og:locale:alternate', openGraphLocale[other])),
    '<meta name="twitter:card" content="summary_large_image"/>',
  ].join('');
}

/**
 * A pass-through for the page's HTML that holds it back until `</head>`, then puts the search tags
 * in front of it. Everything after the head streams on as it comes. `</head>` is plain ASCII, so it
 * is found in the bytes, and a character split between two chunks is never cut.
 */
export function withSearchTags(options: { url: URL; origin: string; status: () => number }): Transform {
  let held: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (held === null) return callback(null, chunk);
      held = Buffer.concat([held, chunk]);
      const end = held.indexOf('</head>');
      if (end === -1 && held.length < maximumHeadBytes) return callback();
      const html = held;
      held = null;
      if (end === -1) return callback(null, html);
      const head = html.subarray(0, end).toString('utf8');
      const tags = searchTags({ ...options, status: options.status(), head });
      callback(null, Buffer.concat([html.subarray(0, end), Buffer.from(tags), html.subarray(end)]));
    },
    flush(callback) {
      callback(null, held && held.length > 0 ? held : undefined);
    },
  });
}
