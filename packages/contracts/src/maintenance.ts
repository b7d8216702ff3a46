import { z } from 'zod';

/**
 * `GET /api/maintenance` (public): whether the site is under maintenance, the operator's notice in
 * each language (English and Chinese already fall back to Thai) and the expected end (ISO 8601).
 */
export const maintenanceNotice = z.object({
  active: z.boolean(),
  message: z.object({ th: z.string(), en: z.string(), cn: z.string() }),
  ends_at: z.string().nullable(),
});
export type MaintenanceNotice = z.infer<typeof maintenanceNotice>;
export const maintenanceNoticeResponse = z.object({ data: maintenanceNotice }).meta({
  examples: [
    {
      data: {
        active: true,
        message: {
          th: 'ปิดปรับปรุงระบบชั่วคราว',
          en: 'We are down for maintenance',
          cn: '系统维护中',
        },
        ends_at: '2026-11-20T07:00:00.000Z',
      },
    },
  ],
});
export type MaintenanceNoticeResponse = z.infer<typeof maintenanceNoticeResponse>;
