import type { BannerPlacement } from '@chaba/contracts/banners';
import type { Executor } from '@chaba/db/client';
import { banners } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { localizedText } from './content-record';

/** A carousel shows at most this many banners; more would only be swiped past. */
const maxBanners = 12;

export interface ShownBanner {
  id: number;
  imagePath: string;
  /** Where a tap leads, or null for a picture only. */
  link: string | null;
  title: string;
  text: string;
}

/**
 * The banners showing now at one place of the member site (issue 15): active, inside their window
 * (from `starts_at`, until before `ends_at`), in their order, with the title and text of the
 * language asked (Thai where none was written).
 */
export async function listBanners(
  db: Executor,
  options: { placement: BannerPlacement; language: Language; now: Date },
): Promise<ShownBanner[]> {
  const { now, language } = options;
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.placement, options.placement),
        eq(banners.active, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id))
    .limit(maxBanners);
  return rows.map((row) => ({
    id: row.id,
    imagePath: row.imagePath,
    link: row.link === '' ? null : row.link,
    title: localizedText(language, { th: row.titleTh, en: row.titleEn, cn: row.titleCn }),
    text: localizedText(language, { th: row.textTh, en: row.textEn, cn: row.textCn }),
  }));
}
