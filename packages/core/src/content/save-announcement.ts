import type { Database } from '@chaba/db/client';
import { announcements } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { queuePushNotification } from '../push/queue-push-notification';
import { saveAudited, type ContentActor } from './content-record';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementFields = Omit<AnnouncementRow, 'id' | 'createdAt'>;

/**
 * Creates an announcement (no `announcementId`) or replaces the fields of one, audited with before and
 * after. `active` 1 is a popup, 2 an inline banner, 0 hidden; the site shows the newest visible one.
 *
 * @throws DomainError not_found
 */
export async function saveAnnouncement(
  db: Database,
  options: ContentActor & { announcementId?: number; fields: AnnouncementFields },
): Promise<AnnouncementRow> {
  const { announcementId, fields } = options;
  const byId = eq(announcements.id, announcementId ?? 0);
  return saveAudited<AnnouncementRow>(db, {
    ...options,
    targetType: 'announcement',
    lock:
      announcementId === undefined
        ? undefined
        : async (tx) => (await tx.select().from(announcements).where(byId).for('update'))[0],
    write: async (tx) => {
      const [row] =
        announcementId === undefined
          ? await tx
              .insert(announcements)
              .values({ ...fields, createdAt: options.now })
              .returning()
          : await tx.update(announcements).set(fields).where(byId).returning();
      // Shown to the members: told once to every subscribed browser (a later edit is not news again).
      if (row && row.active !== 0) {
        await queuePushNotification(tx, {
          eventKey: `announcement:${row.id}`,
          notice: { kind: 'announcement', announcementId: row.id },
          now: options.now,
        });
      }
      return row;
    },
  });
}
