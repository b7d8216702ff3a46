import type { Executor } from '@chaba/db/client';
import type { Notification } from '@chaba/contracts/site';
import { announcements } from '@chaba/db/schema';
import { desc, gt } from 'drizzle-orm';

/** The visible announcements, newest first: the site reads the first one (spec §2.2). */
export async function listAnnouncements(db: Executor): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(gt(announcements.active, 0))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(10);
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    img: row.imageUrl,
    active: row.active === 1 ? 1 : 2,
  }));
}
