import { listArticles } from '@chaba/core/content/list-articles';
import { alternatesOf, languagePath } from '@chaba/i18n/alternates';
import { languages } from '@chaba/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';

/**
 * The public pages search engines may list, by their Thai path (each exists under /en and /cn too).
 * Member pages (lobby, deposit, history …), popups' own addresses and /ref (the same page as
 * /referral) are left out.
 */
export const publicPagePaths = [
  '/',
  '/promotion',
  '/article',
  '/referral',
  '/affiliate',
  '/casino-test',
  '/register',
  '/responsible-gaming',
  '/privacy-policy',
] as const;

/** What no crawler should ask for: the API, the console, member pages, in every language. */
const privatePaths = [
  '/lobby',
  '/deposit',
  '/withdraw',
  '/history',
  '/u/',
  '/slip',
  '/authenticate',
  '/authentication',
  '/responsible-gaming/account',
];

/**
 * Member pages whose address is also the start of public ones' (`/u` and `/uploads/…`, the wheel
 * and its public `/wheel/verify`): only the exact path.
 */
const privateExactPaths = ['/u', '/wheel'];

/** How long a crawler or proxy may keep the sitemap and robots.txt. */
const cacheControl = 'public, max-age=3600';

/** The site's public origin: PUBLIC_URL, else the address this request came to (development). */
export function publicOrigin(context: AppContext, request: FastifyRequest): string {
  if (context.config.PUBLIC_URL) return new URL(context.config.PUBLIC_URL).origin;
  return `${request.protocol}://${request.host}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** One `<url>` per language version, each naming all three and the default (Google's sitemap form). */
function sitemapEntries(origin: string, path: string, lastModified?: Date): string[] {
  const alternates = alternatesOf(origin, path)
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return languages.map(
    (language) =>
      `<url><loc>${escapeXml(`${origin}${languagePath(path, language)}`)}</loc>${modified}${alternates}</url>`,
  );
}

/** `/sitemap.xml` and `/robots.txt`, under the site's public origin (issue 15, decision 36). */
export function searchEngineRoutes(scope: FastifyInstance, context: AppContext): void {
  scope.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOrigin(context, request);
    // The slugs are the same in every language; the Thai list names them all.
    const articles = await listArticles(context.db, { language: 'th' });
    const entries = [
      ...publicPagePaths.flatMap((path) => sitemapEntries(origin, path)),
      ...articles.flatMap((article) => sitemapEntries(origin, `/article/${article.slug}`, article.updatedAt)),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
          `${entries.join('\n')}\n</urlset>\n`,
      );
  });

  scope.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const disallowed = [
      '/api/',
      '/backoffice',
      ...languages.flatMap((language) => [
        ...privatePaths.map((path) => languagePath(path, language)),
        ...privateExactPaths.map((path) => `${languagePath(path, language)}$`),
      ]),
    ];
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicOrigin(context, request)}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(lines.join('\n'));
  });
}
