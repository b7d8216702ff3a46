import type { Executor } from '@chaba/db/client';
import { memberDocumentRequests, memberDocuments } from '@chaba/db/schema';
import { and, desc, eq, isNull } from 'drizzle-orm';

export type MemberDocumentRow = typeof memberDocuments.$inferSelect;
export const documentKindList = ['id_card', 'bank_book'] as const;
export type DocumentKindName = (typeof documentKindList)[number];

/**
 * What a member's documents stand at (decision 67), the one reading both the member's page and the
 * withdrawal rule use: the open request (staff asked and not both kinds approved since), and per
 * kind the latest document that counts (replaced ones do not). A kind is approved when any of its
 * documents was approved: a newer upload waiting for review does not take the approval away.
 */
export async function memberDocumentState(
  db: Executor,
  memberId: number,
): Promise<{
  openRequest: { id: number; reason: string } | null;
  latest: Record<DocumentKindName, MemberDocumentRow | null>;
  approvedKinds: Set<DocumentKindName>;
  approved: boolean;
}> {
  const [rows, [open]] = await Promise.all([
    db
      .select()
      .from(memberDocuments)
      .where(eq(memberDocuments.memberId, memberId))
      .orderBy(desc(memberDocuments.id))
      .limit(200),
    db
      .select({ id: memberDocumentRequests.id, reason: memberDocumentRequests.reason })
      .from(memberDocumentRequests)
      .where(and(eq(memberDocumentRequests.memberId, memberId), isNull(memberDocumentRequests.closedAt)))
      .orderBy(desc(memberDocumentRequests.id))
      .limit(1),
  ]);
  const latest: Record<DocumentKindName, MemberDocumentRow | null> = { id_card: null, bank_book: null };
  const approvedKinds = new Set<DocumentKindName>();
  for (const row of rows) {
    if (row.status === 'approved') approvedKinds.add(row.kind);
    if (row.status !== 'replaced' && latest[row.kind] === null) latest[row.kind] = row;
  }
  return {
    openRequest: open ?? null,
    latest,
    approvedKinds,
    approved: documentKindList.every((kind) => approvedKinds.has(kind)),
  };
}
