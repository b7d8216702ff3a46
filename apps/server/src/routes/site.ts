import { banks, registrationBankCodes } from '@chaba/contracts/banks';
import { getSiteInfo } from '@chaba/core/site/get-site-info';
import { listAnnouncements } from '@chaba/core/site/list-announcements';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { bankLogoSvg } from '../http/bank-logo';

const selectable = new Set<string>(registrationBankCodes.map((code) => code.toLowerCase()));

/** Public site data: info, announcements, banks and their logos. */
export function siteRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/api/site', async () => ({ data: await getSiteInfo(context.db) }));

  app.get('/api/notification', async () => listAnnouncements(context.db));

  app.get('/api/banks', async (_request, reply) => {
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
  });

  app.get<{ Params: { file: string } }>('/bank/:file', async (request, reply) => {
    const match = /^([a-z0-9]+)\.svg$/i.exec(request.params.file);
    const svg = match?.[1] ? bankLogoSvg(match[1]) : undefined;
    if (!svg) return reply.callNotFound();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
