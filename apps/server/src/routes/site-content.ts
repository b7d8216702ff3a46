import { sitePagesQuery, sitePagesResponse } from '@chaba/contracts/site-pages';
import { listSitePages } from '@chaba/core/content/list-site-pages';
import { storedImagePath } from '@chaba/core/content/store-image';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { uploadsDirectory } from '../config';
import { storedImageAnswer } from '../http/image-answer';
import { requestLanguage } from '../http/language';
import { apiTags } from '../http/openapi';

/** What the content desk writes, as members read it: the articles, the policy, the uploaded images. */
export function siteContentRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const directory = uploadsDirectory(context.config);

  app.get(
    '/api/pages',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'The articles (`kind=article`) or the policy (`kind=privacy_policy`) in the language asked',
        description: 'A text not written in that language is the Thai one.',
        querystring: sitePagesQuery,
        response: { 200: sitePagesResponse },
      },
    },
    async (request) => {
      const pages = await listSitePages(context.db, {
        kind: request.query.kind,
        language: requestLanguage(request),
      });
      return {
        data: pages.map((page) => ({
          id: page.id,
          title: page.title,
          body: page.body,
          updated_at: page.updatedAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/uploads/:file',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'An image staff uploaded, `<sha-256>.<png|jpg|webp>`; any other name is a 404',
        params: z.object({ file: z.string() }),
        response: { 200: storedImageAnswer },
      },
    },
    async (request, reply) => {
      // Only names storeImage makes: no path from the client ever reaches the file system.
      const stored = storedImagePath(directory, request.params.file);
      const bytes = stored ? await readFile(stored.filePath).catch(() => null) : null;
      if (!stored || !bytes) return reply.callNotFound();
      // The name is the content's hash: it never changes, so it may be cached for ever.
      return reply
        .type(stored.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );
}
