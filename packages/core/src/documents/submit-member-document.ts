import type { Database } from '@chaba/db/client';
import { memberChangeOutbox, memberDocuments } from '@chaba/db/schema';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { storeImage } from '../content/store-image';
import { DomainError } from '../errors';
import { slipImageLimits } from '../slips/read-slip-image';
import type { DocumentKindName } from './document-state';

/** Documents a member may send in `documentRate.windowMs` (each is a file kept on disk). */
export const documentRate = { max: 10, windowMs: 10 * 60_000 } as const;

/** A document's image: the slips' bounds and kinds (JPEG, PNG, WebP known by their first bytes). */
export const documentImageLimits = { maxBytes: slipImageLimits.maxBytes } as const;

/**
 * A member sends a photo of one kind of identity document (decision 67). The image is checked and
 * stored as slips' are (storeImage: its kind by its first bytes, at most 5 MB, kept once under its
 * SHA-256 in `imagesDirectory`). The same image of the same kind already waiting for review is the
 * same document (answered again, nothing new); another one waiting of that kind is `replaced` by
 * the new one, so staff review only the latest. The member's open pages are told.
 *
 * @throws DomainError image_type, image_too_large, too_many_documents
 */
export async function submitMemberDocument(
  db: Database,
  options: { memberId: number; kind: DocumentKindName; image: Buffer; imagesDirectory: string; now: Date },
): Promise<{ id: number; kind: DocumentKindName; replayed: boolean }> {
  const { memberId, kind, now } = options;
  const [recent] = await db
    .select({ count: count() })
    .from(memberDocuments)
    .where(
      and(
        eq(memberDocuments.memberId, memberId),
        gte(memberDocuments.createdAt, new Date(now.getTime() - documentRate.windowMs)),
      ),
    );
  if ((recent?.count ?? 0) >= documentRate.max) {
    throw new DomainError('too_many_documents', { retryAfterSeconds: documentRate.windowMs / 1000 });
  }
  const stored = await storeImage({
    directory: options.imagesDirectory,
    bytes: options.image,
    maxBytes: documentImageLimits.maxBytes,
  });
  return db.transaction(async (tx) => {
    // One member's uploads take turns: two at once never leave two pending of a kind (the unique
    // index member_documents_one_pending would refuse the second).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('member-documents'), ${memberId}::integer)`);
    const pending = await tx
      .select({ id: memberDocuments.id, imageName: memberDocuments.imageName })
      .from(memberDocuments)
      .where(
        and(
          eq(memberDocuments.memberId, memberId),
          eq(memberDocuments.kind, kind),
          eq(memberDocuments.status, 'pending'),
        ),
      );
    const same = pending.find((row) => row.imageName === stored.fileName);
    if (same) return { id: same.id, kind, replayed: true };
    for (const row of pending) {
      await tx.update(memberDocuments).set({ status: 'replaced' }).where(eq(memberDocuments.id, row.id));
    }
    const [document] = await tx
      .insert(memberDocuments)
      .values({
        memberId,
        kind,
        imageName: stored.fileName,
        imageBytes: stored.bytes,
        status: 'pending',
        createdAt: now,
      })
      .returning({ id: memberDocuments.id });
    await tx.insert(memberChangeOutbox).values({ memberId, reason: 'request' });
    return { id: document!.id, kind, replayed: false };
  });
}
