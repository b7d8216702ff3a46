import {
  lineAudienceRequest,
  lineAudienceResponse,
  lineCampaignRequest,
  lineCampaignResponse,
  lineCampaignsResponse,
} from '@chaba/contracts/line-messaging';
import { countLineAudience, createLineCampaign, listLineCampaigns } from '@chaba/core/line/line-campaigns';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffActor, staffOnly } from '../../http/staff';
import { staffErrors, staffSchema } from './schemas';

const access = { permission: 'line.send' } as const;

/**
 * The LINE marketing desk (issue 31, decision 71): a segment's count, the campaigns sent, and
 * sending one (audited; queued for the `send-line` job, which sends nothing while LINE is off).
 */
export function lineDeskRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/backoffice/line/audience',
    {
      schema: {
        ...staffSchema,
        summary: 'How many members a segment reaches now on LINE, by language',
        description:
          'Linked, following the Official Account, not stopped marketing messages, not locked nor ' +
          'shut out by a restriction; then the segment: all, tags (any of), or no login for N days.',
        body: lineAudienceRequest,
        response: { 200: lineAudienceResponse, ...staffErrors },
      },
      ...staffOnly(context, access),
    },
    async (request) => ({
      success: true as const,
      data: await countLineAudience(context.db, { segment: request.body.segment, now: context.clock.now() }),
    }),
  );
  app.get(
    '/api/backoffice/line/campaigns',
    {
      schema: {
        ...staffSchema,
        summary: 'The last 50 LINE marketing messages, newest first, with their batches sent',
        response: { 200: lineCampaignsResponse, ...staffErrors },
      },
      ...staffOnly(context, access),
    },
    async () => ({
      success: true as const,
      data: (await listLineCampaigns(context.db, { limit: 50 })).map((row) => ({
        id: row.id,
        text_th: row.textTh,
        segment: row.segment,
        recipients: row.recipients,
        batches: row.batches,
        batches_sent: row.batchesSent,
        created_at: row.createdAt.toISOString(),
        finished_at: row.finishedAt?.toISOString() ?? null,
      })),
    }),
  );
  app.post(
    '/api/backoffice/line/campaigns',
    {
      schema: {
        ...staffSchema,
        summary: 'Send a LINE marketing message to a segment (audited)',
        description:
          'The recipients are fixed now, each member once, in multicast batches of at most 500 of one ' +
          'language; the `send-line` job sends them within LINE’s rate limits.',
        body: lineCampaignRequest,
        response: { 200: lineCampaignResponse, ...staffErrors },
      },
      ...staffOnly(context, access),
    },
    async (request) => {
      const body = request.body;
      const created = await createLineCampaign(context.db, {
        ...staffActor(context, request),
        draft: {
          texts: { th: body.text_th, en: body.text_en, cn: body.text_cn },
          imageUrl: body.image_url ?? null,
          linkUrl: body.link_url ?? null,
          segment: body.segment,
        },
      });
      return { success: true as const, data: created };
    },
  );
}
