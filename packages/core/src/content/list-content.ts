import type { Executor } from '@chaba/db/client';
import { activities, announcements, promotions, sitePages } from '@chaba/db/schema';
import { asc, desc } from 'drizzle-orm';

/*
 * What the content desk lists: every record, the hidden and ended ones too, in the order the member
 * site shows them. These lists are short (an operator's offers and pages); the game catalogue
 * has its own paged list (`list-games-for-staff`).
 */

const maxRows = 1000;

export async function listPromotionsForStaff(db: Executor) {
  return db.select().from(promotions).orderBy(asc(promotions.sortOrder), asc(promotions.id)).limit(maxRows);
}

export async function listActivitiesForStaff(db: Executor) {
  return db.select().from(activities).orderBy(asc(activities.sortOrder), asc(activities.id)).limit(maxRows);
}

export async function listAnnouncementsForStaff(db: Executor) {
  return db
    .select()
    .from(announcements)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(maxRows);
}

export async function listSitePagesForStaff(db: Executor) {
  return db
    .select()
    .from(sitePages)
    .orderBy(asc(sitePages.kind), asc(sitePages.sortOrder), asc(sitePages.id))
    .limit(maxRows);
}
