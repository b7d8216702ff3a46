import { z } from 'zod';

export const siteInfo = z.object({ name: z.string(), referral: z.string(), line: z.string() });
export const siteInfoResponse = z.object({ data: siteInfo });
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
export const notificationsResponse = z.array(notification);
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
