import type { Database } from '@chaba/db/client';
import { memberDocuments } from '@chaba/db/schema';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { storedImageName } from '../content/store-image';

/**
 * Document images are kept `retentionDays` after the decision on them (a replaced one: after it was
 * sent), then deleted from `directory`; the row and its decision stay (decision 67). A pending
 * document is never deleted. An image another document still keeps (the same file sent again) is
 * left until that one's time comes. At most `limit` documents a run; answers the documents done.
 */
export async function deleteOldDocumentImages(
  db: Database,
  options: { directory: string; retentionDays: number; now: Date; limit: number },
): Promise<number> {
  const before = new Date(options.now.getTime() - options.retentionDays * 86_400_000);
  const old = await db
    .select({ id: memberDocuments.id, imageName: memberDocuments.imageName })
    .from(memberDocuments)
    .where(
      and(
        isNull(memberDocuments.imageDeletedAt),
        or(
          lt(memberDocuments.decidedAt, before),
          and(eq(memberDocuments.status, 'replaced'), lt(memberDocuments.createdAt, before)),
        ),
      ),
    )
    .limit(options.limit);
  for (const document of old) {
    await db
      .update(memberDocuments)
      .set({ imageDeletedAt: options.now })
      .where(eq(memberDocuments.id, document.id));
    const [kept] = await db
      .select({ id: memberDocuments.id })
      .from(memberDocuments)
      .where(
        and(
          eq(memberDocuments.imageName, document.imageName),
          isNull(memberDocuments.imageDeletedAt),
          ne(memberDocuments.id, document.id),
        ),
      )
      .limit(1);
    if (!kept && storedImageName.test(document.imageName)) {
      await rm(path.join(options.directory, document.imageName), { force: true });
    }
  }
  return old.length;
}
