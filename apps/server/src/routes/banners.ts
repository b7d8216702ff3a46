import { shownImage } from '@chaba/contracts/backoffice-content';
import { bannersQuery, bannersResponse } from '@chaba/contracts/banners';
import { validationErrorResponse } from '@chaba/contracts/errors';
import { listBanners } from '@chaba/core/content/list-banners';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { languageHeader, requestLanguage } from '../http/language';
import { apiTags } from '../http/openapi';

/**
 * A minute: a banner staff switch off or whose window ends leaves browsers and caches within it.
 * The answer is in the caller's language, which the language header, the `lang` cookie or
 * Accept-Language chose: a shared cache keeps one copy per each of them.
 */
const bannersCacheControl = 'public, max-age=60';
const bannersVary = `${languageHeader}, Cookie, Accept-Language`;

/** The operator's banners, as the member site's carousels show them (issue 15, decision 33). */
export function bannerRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/banners',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'The banners showing now on the home page (`placement=home`) or above the lobby (`lobby`)',
        description:
          'Active and inside their window, in their order; titles and texts in the language asked, the Thai ones where none was written.',
        querystring: bannersQuery,
        response: {
          200: bannersResponse,
          422: validationErrorResponse.describe('`placement` missing or not `home` / `lobby`'),
        },
      },
    },
    async (request, reply) => {
      const shown = await listBanners(context.db, {
        placement: request.query.placement,
        language: requestLanguage(request),
        now: context.clock.now(),
      });
      reply.header('cache-control', bannersCacheControl).header('vary', bannersVary);
      return {
        // A banner whose image is not one members may be shown (stored before issue 24) is left out.
        data: shown
          .filter((banner) => shownImage(banner.imagePath) !== null)
          .map((banner) => ({
            id: banner.id,
            image: banner.imagePath,
            link: banner.link,
            title: banner.title,
            text: banner.text,
          })),
      };
    },
  );
}
