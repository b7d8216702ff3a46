import type { sitePages } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { localizedText } from './content-record';

type SitePageRow = typeof sitePages.$inferSelect;

/** An article as a reader sees it: every text in one language. */
export interface LocalizedArticle {
  slug: string;
  title: string;
  /** The operator's description, or the start of the body when they wrote none. */
  description: string;
  body: string;
  publishedAt: Date;
  updatedAt: Date;
}

/** Search engines show about this many characters of a description. */
const descriptionLength = 160;

/** The start of a text, cut at a space when there is one near the end (Thai has few). */
export function excerpt(text: string, length = descriptionLength): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A page's texts in the language asked, each falling back to Thai when not written in it. */
export function localizedArticle(row: SitePageRow, language: Language): LocalizedArticle {
  const body = localizedText(language, { th: row.bodyTh, en: row.bodyEn, cn: row.bodyCn });
  const description = localizedText(language, {
    th: row.descriptionTh,
    en: row.descriptionEn,
    cn: row.descriptionCn,
  });
  return {
    slug: row.slug,
    title: localizedText(language, { th: row.titleTh, en: row.titleEn, cn: row.titleCn }),
    description: description.trim() === '' ? excerpt(body) : description,
    body,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
  };
}
