import type { Executor } from '@chaba/db/client';
import { activities, announcements, games, promotions, sitePages } from '@chaba/db/schema';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';

/*
 * What the content desk lists: every record, the hidden and ended ones too, in the order the member
 * site shows them. These lists are short (an operator's offers and pages); the catalogue is bounded.
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

/** The catalogue, optionally of one category or one aggregator, in the lobby's order. */
export async function listGamesForStaff(
  db: Executor,
  filter: { category?: (typeof games.$inferSelect)['category']; provider?: string },
) {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(games.category, filter.category));
  if (filter.provider) conditions.push(eq(games.provider, filter.provider));
  return db
    .select()
    .from(games)
    .where(and(...conditions))
    .orderBy(asc(games.sortOrder), asc(games.id))
    .limit(maxRows);
}
