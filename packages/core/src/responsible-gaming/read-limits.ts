import type { Executor } from '@chaba/db/client';
import { playerLimitKinds, playerLimits, type PlayerLimitKind } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';

export type PlayerLimitRow = typeof playerLimits.$inferSelect;

/** A member's limits by kind (a kind without a row has no limit and nothing pending). */
export async function readLimits(
  tx: Executor,
  memberId: number,
): Promise<Record<PlayerLimitKind, PlayerLimitRow | undefined>> {
  const rows = await tx.select().from(playerLimits).where(eq(playerLimits.memberId, memberId));
  const byKind = {} as Record<PlayerLimitKind, PlayerLimitRow | undefined>;
  for (const kind of playerLimitKinds) byKind[kind] = rows.find((row) => row.kind === kind);
  return byKind;
}
