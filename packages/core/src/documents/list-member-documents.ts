import type { Executor } from '@chaba/db/client';
import { memberDocuments, members, staffAccounts } from '@chaba/db/schema';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';

export type DeskDocumentRow = Awaited<ReturnType<typeof listMemberDocuments>>['documents'][number];

/**
 * The documents desk's list (decision 67): pending ones oldest first (the review queue), decided
 * ones newest first, optionally of one member, at most `limit`, with the total of the filter.
 */
export async function listMemberDocuments(
  db: Executor,
  options: { status?: 'pending' | 'approved' | 'rejected'; memberId?: number; limit: number },
) {
  const filters: SQL[] = [];
  if (options.status) filters.push(eq(memberDocuments.status, options.status));
  if (options.memberId !== undefined) filters.push(eq(memberDocuments.memberId, options.memberId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [documents, [total]] = await Promise.all([
    db
      .select({
        id: memberDocuments.id,
        kind: memberDocuments.kind,
        status: memberDocuments.status,
        imageBytes: memberDocuments.imageBytes,
        imageDeletedAt: memberDocuments.imageDeletedAt,
        rejectionReason: memberDocuments.rejectionReason,
        decisionNote: memberDocuments.decisionNote,
        decidedAt: memberDocuments.decidedAt,
        decidedBy: staffAccounts.username,
        createdAt: memberDocuments.createdAt,
        memberId: members.id,
        phone: members.phone,
        name: members.name,
      })
      .from(memberDocuments)
      .innerJoin(members, eq(members.id, memberDocuments.memberId))
      .leftJoin(staffAccounts, eq(staffAccounts.id, memberDocuments.decidedBy))
      .where(where)
      .orderBy(options.status === 'pending' ? asc(memberDocuments.id) : desc(memberDocuments.id))
      .limit(options.limit),
    db.select({ count: count() }).from(memberDocuments).where(where),
  ]);
  return { documents, total: total?.count ?? 0 };
}
