import { z } from 'zod';

/**
 * The operator's banners (issue 15, decision 33): `GET /api/banners?placement=home|lobby` lists the
 * banners showing now at one place of the member site, in their order, their texts in the caller's
 * language (Thai where none was written).
 */
export const bannerPlacements = ['home', 'lobby'] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];

export const bannersQuery = z.object({
  placement: z.enum(bannerPlacements, { error: 'invalid' }),
});

/**
 * Where a banner may lead: a path of this site (`/promotion`, not `//elsewhere`) or an https
 * address. The same rule is a CHECK of the table (`banners_link_safe`), so that no `javascript:`
 * or plain-http address reaches a page.
 */
export function isSafeBannerAddress(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https:\/\/[^/]/.test(value) && URL.canParse(value);
}

export const bannerAddress = z
  .string()
  .max(500, { error: 'too_long' })
  .refine(isSafeBannerAddress, { error: 'invalid' });

export const banner = z.object({
  id: z.number().int(),
  /** The image: a path of this site (`/banners/welcome.svg`) or an https address. */
  image: bannerAddress,
  /** Where a tap leads, or null when the banner is a picture only. */
  link: bannerAddress.nullable(),
  /** The headline, shown over the image; also what the banner is called to a screen reader. */
  title: z.string(),
  /** A line under the headline; may be empty. */
  text: z.string(),
});
export type Banner = z.infer<typeof banner>;

export const bannersResponse = z.object({ data: z.array(banner) });
export type BannersResponse = z.infer<typeof bannersResponse>;
