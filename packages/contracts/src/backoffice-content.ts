import { z } from 'zod';
import { bannerAddress, bannerPlacements } from './banners';
import { gameCategory } from './games';
import { bahtNumber } from './money';
import { dateTimeSchema, recordId, requiredString, safeText } from './validation';

/**
 * The content desk of the back office (issue 12): what players see, editable by `content.manage`.
 * Texts come in Thai (required), English and Chinese (empty: the member site shows the Thai one).
 * Amounts are baht; times ISO 8601. Each write answers the record as it now is.
 */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });

/** The uploaded images' addresses: `/uploads/<sha-256>.<png|jpg|webp>` (see `imageUploadResponse`). */
export const uploadedImagePath = /^\/uploads\/[0-9a-f]{64}\.(png|jpg|webp)$/;

/**
 * The member site's own images (`apps/web/public`: the game art, the banners, the icons), e.g.
 * `/games/baccarat.svg`: a folder of images and a file name with an image's extension.
 */
export const staticImagePath =
  /^\/(games|banners|icons)\/[A-Za-z0-9][A-Za-z0-9_-]*\.(svg|png|jpg|jpeg|webp)$/;

/**
 * Whether staff may show this address as an image: an uploaded image or one of the site's static
 * images, nothing else (issue 24). Any other path of the site would be requested by members'
 * browsers with their login cookie (`/api/customers/check-credit` as a promotion's image); another
 * site's address would tell it who looks at our pages.
 */
export function isImageAddress(value: string): boolean {
  return uploadedImagePath.test(value) || staticImagePath.test(value);
}

/**
 * An image address as members are shown it: null unless `isImageAddress`, so that an address stored
 * before issue 24 (or written to the database by hand) never reaches a member's browser.
 */
export function shownImage(value: string | null): string | null {
  return value !== null && isImageAddress(value) ? value : null;
}

/** A required image address (a banner's): `isImageAddress`, at most 500 characters. */
export const imageAddress = requiredString(500).refine(isImageAddress, { error: 'invalid' });

/**
 * An image address a staff member may set on a promotion, an announcement or a game:
 * `isImageAddress`, or null (or empty) for none.
 */
export const imageUrlSchema = safeText(500)
  .refine((value) => value === '' || isImageAddress(value), { error: 'invalid' })
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** Whole numbers the console sends as order keys: 0 first. */
const sortOrder = z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0).max(1_000_000);

/** A number with at most two decimals in [0, max]: a percent (12.5) or a turnover factor (×5). */
export const hundredths = (max: number) =>
  z
    .number({ error: 'invalid' })
    .min(0, { error: 'invalid' })
    .max(max, { error: 'invalid' })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'amount_format' });

const baht = bahtNumber({ allowZero: true });
const optionalLine = (maxLength: number) => safeText(maxLength).default('');
const optionalMultiline = (maxLength: number) => safeText(maxLength, { multiline: true }).default('');
/** A required text of several lines (an announcement, a page's body). */
const requiredText = (maxLength: number) =>
  safeText(maxLength, { multiline: true }).min(1, { error: 'required', abort: true });

/** A period whose end, when both are set, comes after its start (`date_order` on `active_until`). */
function endsAfterStart(
  value: { active_from: string | null; active_until: string | null },
  context: z.RefinementCtx,
) {
  const { active_from: from, active_until: until } = value;
  if (from && until && Date.parse(until) <= Date.parse(from)) {
    context.addIssue({ code: 'custom', path: ['active_until'], message: 'date_order' });
  }
}

// ---- Promotions (spec §3: name, bonus_max, bonus_fixed, bonus_percent, deposit limits, turnover) ----

/**
 * A promotion as staff write it. `bonus_percent` is a percent (12.5), `turnover` the multiplier
 * (×5 = 5); an amount of 0 means "none" (no maximum bonus, no upper deposit limit, no turnover cap).
 * `active_from`/`active_until` bound when it is offered (null: open).
 */
export const promotionInput = z
  .object({
    name_th: requiredString(120),
    name_en: optionalLine(120),
    name_cn: optionalLine(120),
    bonus_percent: hundredths(1000),
    bonus_max: baht,
    bonus_fixed: baht,
    deposit_min: baht,
    deposit_max: baht,
    turnover: hundredths(1000),
    turnover_max: baht,
    image_url: imageUrlSchema,
    active: z.boolean({ error: 'invalid' }),
    active_from: dateTimeSchema.nullable(),
    active_until: dateTimeSchema.nullable(),
    sort_order: sortOrder,
  })
  .superRefine((value, context) => {
    endsAfterStart(value, context);
    if (value.deposit_max > 0 && value.deposit_max < value.deposit_min) {
      context.addIssue({ code: 'custom', path: ['deposit_max'], message: 'invalid' });
    }
  });
export type PromotionInput = z.input<typeof promotionInput>;
export type PromotionValues = z.output<typeof promotionInput>;

export const staffPromotion = z.object({
  id: z.number().int(),
  name_th: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  bonus_percent: z.number(),
  bonus_max: z.number(),
  bonus_fixed: z.number(),
  deposit_min: z.number(),
  deposit_max: z.number(),
  turnover: z.number(),
  turnover_max: z.number(),
  image_url: z.string().nullable(),
  active: z.boolean(),
  active_from: isoTime.nullable(),
  active_until: isoTime.nullable(),
  sort_order: z.number().int(),
  created_at: isoTime,
});
export type StaffPromotion = z.infer<typeof staffPromotion>;
export const staffPromotionsResponse = z.object({ data: z.array(staffPromotion) });
export type StaffPromotionsResponse = z.infer<typeof staffPromotionsResponse>;
export const staffPromotionResponse = z.object({ data: staffPromotion });

// ---- Activities (issue 5's rule kinds) ----

export const activityRuleKinds = ['first_deposit_of_day', 'weekly_deposit_total', 'daily_login'] as const;
export type ActivityRuleKind = (typeof activityRuleKinds)[number];

/** An activity: its bonus, its rule (the weekly total's `minimum_deposit` in baht), on or off. */
export const activityInput = z
  .object({
    name_th: requiredString(120),
    name_en: optionalLine(120),
    name_cn: optionalLine(120),
    bonus: bahtNumber(),
    rule_kind: z.enum(activityRuleKinds, { error: 'invalid' }),
    minimum_deposit: baht,
    active: z.boolean({ error: 'invalid' }),
    sort_order: sortOrder,
  })
  .superRefine((value, context) => {
    if (value.rule_kind === 'weekly_deposit_total' && value.minimum_deposit <= 0) {
      context.addIssue({ code: 'custom', path: ['minimum_deposit'], message: 'amount_positive' });
    }
  });
export type ActivityInput = z.input<typeof activityInput>;
export type ActivityValues = z.output<typeof activityInput>;

export const staffActivity = z.object({
  id: z.number().int(),
  name_th: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  bonus: z.number(),
  rule_kind: z.enum(activityRuleKinds),
  minimum_deposit: z.number(),
  active: z.boolean(),
  sort_order: z.number().int(),
  created_at: isoTime,
});
export type StaffActivity = z.infer<typeof staffActivity>;
export const staffActivitiesResponse = z.object({ data: z.array(staffActivity) });
export const staffActivityResponse = z.object({ data: staffActivity });

// ---- Announcements (spec §2.2: 0 hidden, 1 a dismissible popup, 2 an inline banner) ----

export const announcementDisplays = [0, 1, 2] as const;
export const announcementInput = z.object({
  content_th: requiredText(2000),
  content_en: optionalMultiline(2000),
  content_cn: optionalMultiline(2000),
  image_url: imageUrlSchema,
  active: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'invalid' }),
});
export type AnnouncementInput = z.input<typeof announcementInput>;
export type AnnouncementValues = z.output<typeof announcementInput>;

export const staffAnnouncement = z.object({
  id: z.number().int(),
  content_th: z.string(),
  content_en: z.string(),
  content_cn: z.string(),
  image_url: z.string().nullable(),
  active: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  created_at: isoTime,
});
export type StaffAnnouncement = z.infer<typeof staffAnnouncement>;
export const staffAnnouncementsResponse = z.object({ data: z.array(staffAnnouncement) });
export const staffAnnouncementResponse = z.object({ data: staffAnnouncement });

// ---- Pages: the articles (/article) and the policy (/privacy-policy) ----

export const sitePageKinds = ['article', 'privacy_policy'] as const;
export type SitePageKind = (typeof sitePageKinds)[number];

/**
 * An article's address at `/article/{slug}`: lower-case letters, digits and single hyphens, the same
 * in every language (decision 36), unique among the pages (`slug_taken`).
 */
export const articleSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const articleSlug = z
  .string({ error: 'invalid' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(100, { error: 'too_long', abort: true })
  .regex(articleSlugPattern, { error: 'slug_format' });

export const sitePageInput = z.object({
  kind: z.enum(sitePageKinds, { error: 'invalid' }),
  /** Omitted: a new page's is made from its English title, a saved page keeps its own. */
  slug: articleSlug.optional(),
  /** What search engines and the article list show (160 characters read well); omitted: unchanged. */
  description_th: safeText(300).optional(),
  description_en: safeText(300).optional(),
  description_cn: safeText(300).optional(),
  /** The date the article shows; omitted: now for a new page, unchanged for a saved one. */
  published_at: dateTimeSchema.optional(),
  title_th: requiredString(200),
  title_en: optionalLine(200),
  title_cn: optionalLine(200),
  body_th: requiredText(20_000),
  body_en: optionalMultiline(20_000),
  body_cn: optionalMultiline(20_000),
  active: z.boolean({ error: 'invalid' }),
  sort_order: sortOrder,
});
export type SitePageInput = z.input<typeof sitePageInput>;
export type SitePageValues = z.output<typeof sitePageInput>;

export const staffSitePage = z.object({
  id: z.number().int(),
  kind: z.enum(sitePageKinds),
  title_th: z.string(),
  title_en: z.string(),
  title_cn: z.string(),
  body_th: z.string(),
  body_en: z.string(),
  body_cn: z.string(),
  slug: z.string(),
  description_th: z.string(),
  description_en: z.string(),
  description_cn: z.string(),
  published_at: isoTime,
  active: z.boolean(),
  sort_order: z.number().int(),
  updated_at: isoTime,
});
export type StaffSitePage = z.infer<typeof staffSitePage>;
export const staffSitePagesResponse = z.object({ data: z.array(staffSitePage) });
export const staffSitePageResponse = z.object({ data: staffSitePage });

// ---- Banners (decision 33's carousels on the home page and above the lobby; decision 41) ----

/**
 * A banner as staff write it: where it shows, its image (an upload or one of the site's static
 * images: `isImageAddress`), where a tap leads (`isSafeBannerAddress`, the table's CHECK too; empty: nowhere), a
 * headline in Thai (required) and the other languages, a line under it, its order, on or off and an
 * optional window `[active_from, active_until)` (the table's `starts_at`, `ends_at`).
 */
export const bannerInput = z
  .object({
    placement: z.enum(bannerPlacements, { error: 'invalid' }),
    image: imageAddress,
    link: z
      .string({ error: 'invalid' })
      .trim()
      .pipe(z.union([z.literal(''), bannerAddress], { error: 'invalid' }))
      .default(''),
    title_th: requiredString(120),
    title_en: optionalLine(120),
    title_cn: optionalLine(120),
    text_th: optionalLine(200),
    text_en: optionalLine(200),
    text_cn: optionalLine(200),
    sort_order: sortOrder,
    active: z.boolean({ error: 'invalid' }),
    active_from: dateTimeSchema.nullable().default(null),
    active_until: dateTimeSchema.nullable().default(null),
  })
  .superRefine(endsAfterStart);
export type BannerInput = z.input<typeof bannerInput>;
export type BannerValues = z.output<typeof bannerInput>;

export const staffBanner = z.object({
  id: z.number().int(),
  placement: z.enum(bannerPlacements),
  image: z.string(),
  link: z.string(),
  title_th: z.string(),
  title_en: z.string(),
  title_cn: z.string(),
  text_th: z.string(),
  text_en: z.string(),
  text_cn: z.string(),
  sort_order: z.number().int(),
  active: z.boolean(),
  active_from: isoTime.nullable(),
  active_until: isoTime.nullable(),
  updated_at: isoTime,
});
export type StaffBanner = z.infer<typeof staffBanner>;
export const staffBannersResponse = z.object({ data: z.array(staffBanner) });
export const staffBannerResponse = z.object({ data: staffBanner });

/** Turning a banner on or off without sending the rest of it. */
export const bannerActiveInput = z.object({ active: z.boolean({ error: 'invalid' }) });

/**
 * A placement's new order: every banner of it, first to last (the order keys become 10, 20, 30 …).
 * A list that names a banner of another placement, one twice, or misses one is `invalid`.
 */
export const bannerOrderInput = z.object({
  placement: z.enum(bannerPlacements, { error: 'invalid' }),
  ids: z
    .array(recordId, { error: 'invalid' })
    .min(1, { error: 'required' })
    .max(200, { error: 'invalid' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'invalid' }),
});
export const bannerDeleteResponse = z.object({ success: z.literal(true) });

// ---- Announcements and Web Push (decision 35) ----

/** Whether announcements reach members' phones: push is set up, and how many browsers receive it. */
export const announcementPushResponse = z.object({
  data: z.object({
    enabled: z.boolean(),
    subscriptions: z.number().int(),
    /** Announcements already told (a visible announcement is told once, at its first showing). */
    pushed_ids: z.array(z.number().int()),
  }),
});
export type AnnouncementPushResponse = z.infer<typeof announcementPushResponse>;

// ---- The game catalogue ----

/** What staff change of a game: its names, category, order, artwork, on or off. */
export const gameInput = z.object({
  name_th: requiredString(120),
  name_en: requiredString(120),
  name_cn: requiredString(120),
  category: gameCategory,
  image_url: imageUrlSchema,
  active: z.boolean({ error: 'invalid' }),
  sort_order: sortOrder,
});
export type GameInput = z.input<typeof gameInput>;
export type GameValues = z.output<typeof gameInput>;

export const staffGame = z.object({
  id: z.number().int(),
  provider: z.string(),
  code: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  category: gameCategory,
  image_url: z.string().nullable(),
  active: z.boolean(),
  sort_order: z.number().int(),
});
export type StaffGame = z.infer<typeof staffGame>;
export const staffGameResponse = z.object({ data: staffGame });

// ---- Images ----

/** The largest image an upload may be (bytes). */
export const imageUploadMaxBytes = 2 * 1024 * 1024;

/** `POST /api/backoffice/content/images` (multipart, field `file`): the stored image's address. */
export const imageUploadResponse = z.object({
  data: z.object({ url: z.string().regex(uploadedImagePath), content_type: z.string(), bytes: z.number() }),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponse>;

export const contentIdParams = z.object({ id: recordId });
