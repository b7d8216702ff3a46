import { banks, registrationBankCodes } from '@chaba/contracts/banks';
import { banksResponse, notificationsResponse, siteInfoResponse } from '@chaba/contracts/site';
import { getSiteInfo } from '@chaba/core/site/get-site-info';
import { listAnnouncements } from '@chaba/core/content/list-announcements';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { bankLogoSvg } from '../http/bank-logo';
import { requestLanguage } from '../http/language';
import { apiTags } from '../http/openapi';

const selectable = new Set<string>(registrationBankCodes.map((code) => code.toLowerCase()));

/** Public site data: info, announcements, banks and their logos. */
export function siteRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/site',
    {
      schema: {
        tags: [apiTags.member],
        summary: "The site's name, referral base link, contact link and whether LINE Login is on",
        response: { 200: siteInfoResponse },
      },
    },
    async () => ({ data: { ...(await getSiteInfo(context.db)), line_login: context.lineLogin !== null } }),
  );

  app.get(
    '/api/notification',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'The visible announcements, newest first (the site shows the first)',
        description: '`active`: 1 a dismissible popup, 2 an inline banner.',
        response: { 200: notificationsResponse },
      },
    },
    async (request) => listAnnouncements(context.db, requestLanguage(request)),
  );

  app.get(
    '/api/banks',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'The Thai banks, with those a member can register marked `selectable`',
        response: { 200: banksResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return {
        data: banks.map((bank) => ({
          code: bank.code,
          thai_name: bank.thai_name,
          nice_name: bank.nice_name,
          official_name: bank.official_name,
          color: bank.color,
          selectable: selectable.has(bank.code),
        })),
      };
    },
  );

  app.get(
    '/bank/:file',
    {
      schema: {
        tags: [apiTags.member],
        summary: "A bank's logo, `<code>.svg` (e.g. `kbank.svg`); an unknown one is a 404",
        params: z.object({ file: z.string() }),
        response: {
          200: { content: { 'image/svg+xml': { schema: z.string().describe('The logo, an SVG image') } } },
        },
      },
    },
    async (request, reply) => {
      const match = /^([a-z0-9]+)\.svg$/i.exec(request.params.file);
      const svg = match?.[1] ? bankLogoSvg(match[1]) : undefined;
      if (!svg) return reply.callNotFound();
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
