import type { Database } from '@chaba/db/client';
import { depositSlips } from '@chaba/db/schema';
import { and, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { storedImageName } from '../content/store-image';

/**
 * Slip images are kept `retentionDays` after the slip was attached, then deleted from `directory`
 * (the slip's row, its reference and what the verifier said stay for ever: the reference is what
 * keeps a slip from being used twice). An image a newer slip still names (the same file attached
 * again) is kept until that one's time comes. At most `limit` slips a run. Answers the slips done.
 */
export async function deleteOldSlipImages(
  db: Database,
  options: { directory: string; retentionDays: number; now: Date; limit: number },
): Promise<number> {
  const before = new Date(options.now.getTime() - options.retentionDays * 86_400_000);
  const old = await db
    .select({ id: depositSlips.id, imageName: depositSlips.imageName })
    .from(depositSlips)
    .where(
      and(
        lt(depositSlips.createdAt, before),
        isNull(depositSlips.imageDeletedAt),
        isNotNull(depositSlips.imageName),
      ),
    )
    .limit(options.limit);
  for (const slip of old) {
    if (slip.imageName === null) continue;
    const [newer] = await db
      .select({ id: depositSlips.id })
      .from(depositSlips)
      .where(and(eq(depositSlips.imageName, slip.imageName), gte(depositSlips.createdAt, before)))
      .limit(1);
    if (!newer && storedImageName.test(slip.imageName)) {
      await rm(path.join(options.directory, slip.imageName), { force: true });
    }
    await db.update(depositSlips).set({ imageDeletedAt: options.now }).where(eq(depositSlips.id, slip.id));
  }
  return old.length;
}
