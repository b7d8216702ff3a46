import { z } from 'zod';

/**
 * The site's name (page titles), the base of referral links, the contact (LINE) link, and whether
 * members can log in with LINE (LINE Login configured, decision 70).
 */
export const siteInfo = z.object({
  name: z.string(),
  referral: z.string(),
  line: z.string(),
  line_login: z.boolean(),
});
export const siteInfoResponse = z.object({ data: siteInfo }).meta({
  examples: [
    {
      data: {
        name: 'Chaba',
        referral: 'https://chaba.example/?ref=',
        line: 'https://line.me/R/ti/p/@chaba',
        line_login: true,
      },
    },
  ],
});
export type SiteInfoResponse = z.infer<typeof siteInfoResponse>;
export type SiteInfo = z.infer<typeof siteInfo>;

/** active: 0 hidden, 1 dismissible popup, 2 inline banner. */
export const notification = z.object({
  id: z.number().int(),
  content: z.string(),
  img: z.string().nullable(),
  active: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type Notification = z.infer<typeof notification>;

/** GET /api/notification answers a bare list, as the spec reads it (first item). */
export const notificationsResponse = z.array(notification).meta({
  examples: [[{ id: 1, content: 'ฝากถอนอัตโนมัติ 24 ชั่วโมง ไม่มีขั้นต่ำ', img: null, active: 2 }]],
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const bankListItem = z.object({
  code: z.string(),
  thai_name: z.string(),
  nice_name: z.string(),
  official_name: z.string(),
  color: z.string(),
  selectable: z.boolean(),
});
export const banksResponse = z.object({ data: z.array(bankListItem) });
export type BanksResponse = z.infer<typeof banksResponse>;

/** GET /healthz: the server answers and its database too (otherwise a 500). */
export const healthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;
