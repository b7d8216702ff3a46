import { shownImage } from '@chaba/contracts/backoffice-content';
import type { Executor } from '@chaba/db/client';
import type { Notification } from '@chaba/contracts/site';
import { announcements } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { desc, gt } from 'drizzle-orm';
import { localizedText } from './content-record';

/**
 * The visible announcements, newest first: the site reads the first one (spec §2.2). Each in the
 * language asked, or in Thai where the operator wrote none (issue 12).
 */
export async function listAnnouncements(db: Executor, language: Language): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(gt(announcements.active, 0))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(10);
  return rows.map((row) => ({
    id: row.id,
    content: localizedText(language, { th: row.content, en: row.contentEn, cn: row.contentCn }),
    img: shownImage(row.imageUrl),
    active: row.active === 1 ? 1 : 2,
  }));
}
