import type { Executor } from '@chaba/db/client';
import { depositSlips } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { storedImagePath } from '../content/store-image';
import { DomainError } from '../errors';

/**
 * A slip's image for the deposit desk, read from where slips are stored (by the hash the slip row
 * names; never served publicly). A slip whose image was deleted after the retention period, or
 * whose file is gone, is `not_found`.
 *
 * @throws DomainError not_found
 */
export async function depositSlipImage(
  db: Executor,
  options: { slipId: number; imagesDirectory: string },
): Promise<{ bytes: Buffer; contentType: string; name: string }> {
  const [slip] = await db
    .select({ imageName: depositSlips.imageName, deletedAt: depositSlips.imageDeletedAt })
    .from(depositSlips)
    .where(eq(depositSlips.id, options.slipId));
  const stored =
    slip && slip.deletedAt === null && slip.imageName !== null
      ? storedImagePath(options.imagesDirectory, slip.imageName)
      : null;
  if (!stored) throw new DomainError('not_found');
  try {
    return {
      bytes: await readFile(stored.filePath),
      contentType: stored.contentType,
      name: slip!.imageName!,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new DomainError('not_found');
    throw error;
  }
}
