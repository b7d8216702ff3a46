import type { Database } from '@chaba/db/client';
import { banners } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';
import { auditSnapshot, type ContentActor } from './content-record';

/**
 * Deletes a banner for good, audited (`banner.delete`) with the banner as it was, so that the audit
 * log can still tell what it said and where it led. Its image stays in the uploads (decision 18).
 *
 * @throws DomainError not_found
 */
export async function deleteBanner(
  db: Database,
  options: ContentActor & { bannerId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(banners).where(eq(banners.id, options.bannerId)).returning();
    if (!deleted) throw new DomainError('not_found');
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'banner.delete',
      targetType: 'banner',
      targetId: deleted.id,
      clientAddress: options.clientAddress,
      before: auditSnapshot(deleted),
      after: null,
      now: options.now,
    });
  });
}
