import type { Executor } from '@chaba/db/client';
import { memberDocuments } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { storedImagePath } from '../content/store-image';
import { DomainError } from '../errors';

/**
 * A document's image for staff who review documents (decision 67), read from where documents are
 * stored by the hash its row names — never a path a caller gives. Deleted after the retention
 * period, or its file gone: `not_found`.
 *
 * @throws DomainError not_found
 */
export async function memberDocumentImage(
  db: Executor,
  options: { documentId: number; imagesDirectory: string },
): Promise<{ bytes: Buffer; contentType: string; name: string }> {
  const [document] = await db
    .select({
      imageName: memberDocuments.imageName,
      deletedAt: memberDocuments.imageDeletedAt,
      kind: memberDocuments.kind,
    })
    .from(memberDocuments)
    .where(eq(memberDocuments.id, options.documentId));
  const stored =
    document && document.deletedAt === null
      ? storedImagePath(options.imagesDirectory, document.imageName)
      : null;
  if (!stored) throw new DomainError('not_found');
  try {
    const extension = document!.imageName.split('.').pop()!;
    return {
      bytes: await readFile(stored.filePath),
      contentType: stored.contentType,
      name: `document-${options.documentId}-${document!.kind}.${extension}`,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new DomainError('not_found');
    throw error;
  }
}
