import type {
  ActivityValues,
  AnnouncementValues,
  GameValues,
  PromotionValues,
  SitePageValues,
  StaffActivity,
  StaffAnnouncement,
  StaffGame,
  StaffPromotion,
  StaffSitePage,
  BannerValues,
  StaffBanner,
} from '@chaba/contracts/backoffice-content';
import { bahtToSatang, satangToBahtNumber } from '@chaba/contracts/money';
import type { ActivityFields, ActivityRow } from '@chaba/core/content/save-activity';
import type { AnnouncementFields, AnnouncementRow } from '@chaba/core/content/save-announcement';
import type { BannerFields, BannerRow } from '@chaba/core/content/save-banner';
import type { PromotionFields, PromotionRow } from '@chaba/core/content/save-promotion';
import type { SitePageFields, SitePageRow } from '@chaba/core/content/save-site-page';
import type { GameFields, GameRow } from '@chaba/core/content/update-game';

/*
 * The content desk's records both ways: the contract's values (baht, percent, ×turnover, ISO times)
 * to the domain's fields (satang, basis points, hundredths, dates), and the rows back.
 */

const hundredthsOf = (value: number) => Math.round(value * 100);
const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

export function promotionFieldsFrom(values: PromotionValues): PromotionFields {
  return {
    name: values.name_th,
    nameEn: values.name_en,
    nameCn: values.name_cn,
    bonusPercentBasisPoints: hundredthsOf(values.bonus_percent),
    bonusMaxSatang: bahtToSatang(values.bonus_max),
    bonusFixedSatang: bahtToSatang(values.bonus_fixed),
    depositMinSatang: bahtToSatang(values.deposit_min),
    depositMaxSatang: bahtToSatang(values.deposit_max),
    turnoverMultiplierHundredths: hundredthsOf(values.turnover),
    turnoverMaxSatang: bahtToSatang(values.turnover_max),
    imageUrl: values.image_url,
    active: values.active,
    startsAt: values.active_from ? new Date(values.active_from) : null,
    endsAt: values.active_until ? new Date(values.active_until) : null,
    sortOrder: values.sort_order,
  };
}

export function presentStaffPromotion(row: PromotionRow): StaffPromotion {
  return {
    id: row.id,
    name_th: row.name,
    name_en: row.nameEn,
    name_cn: row.nameCn,
    bonus_percent: row.bonusPercentBasisPoints / 100,
    bonus_max: satangToBahtNumber(row.bonusMaxSatang),
    bonus_fixed: satangToBahtNumber(row.bonusFixedSatang),
    deposit_min: satangToBahtNumber(row.depositMinSatang),
    deposit_max: satangToBahtNumber(row.depositMaxSatang),
    turnover: row.turnoverMultiplierHundredths / 100,
    turnover_max: satangToBahtNumber(row.turnoverMaxSatang),
    image_url: row.imageUrl,
    active: row.active,
    active_from: isoOrNull(row.startsAt),
    active_until: isoOrNull(row.endsAt),
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
  };
}

export function activityFieldsFrom(values: ActivityValues): ActivityFields {
  return {
    name: values.name_th,
    nameEn: values.name_en,
    nameCn: values.name_cn,
    bonusSatang: bahtToSatang(values.bonus),
    ruleKind: values.rule_kind,
    // The rule engine reads the weekly total's minimum as satang (activities/activity-rules).
    ruleParams:
      values.rule_kind === 'weekly_deposit_total'
        ? { minimumSatang: Number(bahtToSatang(values.minimum_deposit)) }
        : {},
    active: values.active,
    sortOrder: values.sort_order,
  };
}

export function presentStaffActivity(row: ActivityRow): StaffActivity {
  const minimumSatang = Number((row.ruleParams as { minimumSatang?: unknown }).minimumSatang ?? 0);
  return {
    id: row.id,
    name_th: row.name,
    name_en: row.nameEn,
    name_cn: row.nameCn,
    bonus: satangToBahtNumber(row.bonusSatang),
    rule_kind: row.ruleKind as StaffActivity['rule_kind'],
    minimum_deposit: Number.isFinite(minimumSatang) ? minimumSatang / 100 : 0,
    active: row.active,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
  };
}

export function announcementFieldsFrom(values: AnnouncementValues): AnnouncementFields {
  return {
    content: values.content_th,
    contentEn: values.content_en,
    contentCn: values.content_cn,
    imageUrl: values.image_url,
    active: values.active,
  };
}

export function presentStaffAnnouncement(row: AnnouncementRow): StaffAnnouncement {
  return {
    id: row.id,
    content_th: row.content,
    content_en: row.contentEn,
    content_cn: row.contentCn,
    image_url: row.imageUrl,
    active: row.active === 1 ? 1 : row.active === 2 ? 2 : 0,
    created_at: row.createdAt.toISOString(),
  };
}

export function sitePageFieldsFrom(values: SitePageValues): SitePageFields {
  return {
    kind: values.kind,
    titleTh: values.title_th,
    titleEn: values.title_en,
    titleCn: values.title_cn,
    bodyTh: values.body_th,
    bodyEn: values.body_en,
    bodyCn: values.body_cn,
    slug: values.slug,
    descriptionTh: values.description_th,
    descriptionEn: values.description_en,
    descriptionCn: values.description_cn,
    publishedAt: values.published_at === undefined ? undefined : new Date(values.published_at),
    active: values.active,
    sortOrder: values.sort_order,
  };
}

export function presentStaffSitePage(row: SitePageRow): StaffSitePage {
  return {
    id: row.id,
    kind: row.kind,
    title_th: row.titleTh,
    title_en: row.titleEn,
    title_cn: row.titleCn,
    body_th: row.bodyTh,
    body_en: row.bodyEn,
    body_cn: row.bodyCn,
    slug: row.slug,
    description_th: row.descriptionTh,
    description_en: row.descriptionEn,
    description_cn: row.descriptionCn,
    published_at: row.publishedAt.toISOString(),
    active: row.active,
    sort_order: row.sortOrder,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function bannerFieldsFrom(values: BannerValues): BannerFields {
  return {
    placement: values.placement,
    imagePath: values.image,
    link: values.link,
    titleTh: values.title_th,
    titleEn: values.title_en,
    titleCn: values.title_cn,
    textTh: values.text_th,
    textEn: values.text_en,
    textCn: values.text_cn,
    sortOrder: values.sort_order,
    active: values.active,
    startsAt: values.active_from === null ? null : new Date(values.active_from),
    endsAt: values.active_until === null ? null : new Date(values.active_until),
  };
}

export function presentStaffBanner(row: BannerRow): StaffBanner {
  return {
    id: row.id,
    placement: row.placement,
    image: row.imagePath,
    link: row.link,
    title_th: row.titleTh,
    title_en: row.titleEn,
    title_cn: row.titleCn,
    text_th: row.textTh,
    text_en: row.textEn,
    text_cn: row.textCn,
    sort_order: row.sortOrder,
    active: row.active,
    active_from: isoOrNull(row.startsAt),
    active_until: isoOrNull(row.endsAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function gameFieldsFrom(values: GameValues): GameFields {
  return {
    nameTh: values.name_th,
    nameEn: values.name_en,
    nameCn: values.name_cn,
    category: values.category,
    imageUrl: values.image_url,
    active: values.active,
    sortOrder: values.sort_order,
  };
}

export function presentStaffGame(row: GameRow): StaffGame {
  return {
    id: row.id,
    provider: row.provider,
    code: row.code,
    name_th: row.nameTh,
    name_en: row.nameEn,
    name_cn: row.nameCn,
    category: row.category,
    image_url: row.imageUrl,
    active: row.active,
    sort_order: row.sortOrder,
  };
}
