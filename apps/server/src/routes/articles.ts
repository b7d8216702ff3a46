import { articleParams, articleResponse, articleSlug, articlesResponse } from '@chaba/contracts/articles';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { getArticle } from '@chaba/core/content/get-article';
import type { LocalizedArticle } from '@chaba/core/content/localized-article';
import { listArticles } from '@chaba/core/content/list-articles';
import { DomainError } from '@chaba/core/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { requestLanguage } from '../http/language';
import { apiTags } from '../http/openapi';

function presentSummary(article: Omit<LocalizedArticle, 'body'>) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    published_at: article.publishedAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
  };
}

/** The articles members and guests read at /article (public; issue 15, decision 36). */
export function articleRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/articles',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'The articles, in the language asked (public)',
        description: 'A text not written in that language is the Thai one.',
        response: { 200: articlesResponse },
      },
    },
    async (request) => ({
      data: (await listArticles(context.db, { language: requestLanguage(request) })).map(presentSummary),
    }),
  );

  app.get(
    '/api/articles/:slug',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'One article by its slug, in the language asked (public)',
        description: 'A text not written in that language is the Thai one.',
        params: articleParams,
        response: { 200: articleResponse, 404: domainErrorResponse.describe('not_found: no such article') },
      },
    },
    async (request) => {
      const { slug } = request.params;
      // An address no article can have is not looked up.
      if (!articleSlug.safeParse(slug).success) throw new DomainError('not_found');
      const article = await getArticle(context.db, { slug, language: requestLanguage(request) });
      return { data: { ...presentSummary(article), body: article.body } };
    },
  );
}
