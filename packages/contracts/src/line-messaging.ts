import { z } from 'zod';
import { memberTagSchema } from './backoffice-members';
import { safeText } from './validation';

/* LINE Messaging API (issue 31, decision 71): the webhook, the marketing desk, the member's choice. */

/**
 * `POST /api/providers/line/webhook`, LINE's webhook body
 * (https://developers.line.biz/en/reference/messaging-api/#request-body): the bot's user id
 * (`destination`) and the events. Only the fields this site reads are checked; others pass.
 * Follow and unfollow need a user `source`; other types are ignored.
 */
const lineWebhookEvent = z.looseObject({
  type: z.string().max(64),
  webhookEventId: z.string().regex(/^[0-9A-Za-z]{1,64}$/, { error: 'invalid' }),
  timestamp: z.number().int().min(0).max(4_102_444_800_000),
  source: z
    .looseObject({
      type: z.string().max(32),
      userId: z
        .string()
        .regex(/^U[0-9a-f]{32}$/, { error: 'invalid' })
        .optional(),
    })
    .optional(),
});
export const lineWebhookBody = z.looseObject({
  destination: z.string().max(64),
  events: z.array(lineWebhookEvent).max(1000),
});
export const lineWebhookResponse = z.object({ success: z.literal(true) });

/** A segment of the members LINE can reach: all, by tags, inactive for N days, or at VIP levels (decision 72). */
export const lineSegment = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({
    kind: z.literal('tags'),
    tags: z.array(memberTagSchema).min(1, { error: 'required' }).max(20),
  }),
  z.object({
    kind: z.literal('inactive'),
    days: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(3650),
  }),
  z.object({
    kind: z.literal('vip'),
    level_ids: z
      .array(z.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'invalid' }))
      .min(1, { error: 'required' })
      .max(20),
  }),
]);
export type LineSegment = z.infer<typeof lineSegment>;

/** An https address LINE may open or fetch (LINE requires https for images and accepts it for links). */
const httpsAddress = safeText(1000)
  .refine((value) => value === '' || (URL.canParse(value) && value.startsWith('https://')), {
    error: 'invalid',
  })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** `POST /api/backoffice/line/audience`: how many a segment reaches now. */
export const lineAudienceRequest = z.object({ segment: lineSegment });
export const lineAudienceResponse = z.object({
  success: z.literal(true),
  data: z.object({
    total: z.number(),
    languages: z.object({ th: z.number(), en: z.number(), cn: z.number() }),
  }),
});

/**
 * `POST /api/backoffice/line/campaigns`: a marketing message (Thai required; English and Chinese
 * fall back to it when empty), an image (https, JPEG or PNG as LINE asks) and a link, to a segment.
 */
export const lineCampaignRequest = z.object({
  text_th: safeText(1000, { multiline: true }).min(1, { error: 'required' }),
  text_en: safeText(1000, { multiline: true }).optional().default(''),
  text_cn: safeText(1000, { multiline: true }).optional().default(''),
  image_url: httpsAddress,
  link_url: httpsAddress,
  segment: lineSegment,
});
export type LineCampaignRequest = z.input<typeof lineCampaignRequest>;
export const lineCampaignResponse = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number(), recipients: z.number() }),
});

export const lineCampaign = z.object({
  id: z.number(),
  text_th: z.string(),
  segment: z.unknown(),
  recipients: z.number(),
  batches: z.number(),
  batches_sent: z.number(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export const lineCampaignsResponse = z.object({ success: z.literal(true), data: z.array(lineCampaign) });

/** `GET`/`PUT /api/customers/line-settings`: the member's choice of LINE marketing messages. */
export const memberLineSettingsRequest = z.object({ marketing: z.boolean({ error: 'invalid' }) });
export const memberLineSettingsResponse = z.object({
  success: z.literal(true),
  data: z.object({ linked: z.boolean(), marketing: z.boolean() }),
});
