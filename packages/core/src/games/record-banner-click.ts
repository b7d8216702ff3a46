import type { Executor } from '@chaba/db/client';
import { bannerClicks, members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';

/** Spec §3 banner click record (phone, gameID, gameName, timestamp), kept in our own database. */
export async function recordBannerClick(
  db: Executor,
  options: { memberId: number | null; gameId: string; gameName: string; clickedAt: Date; now: Date },
) {
  const [member] = options.memberId
    ? await db.select({ phone: members.phone }).from(members).where(eq(members.id, options.memberId))
    : [];
  await db.insert(bannerClicks).values({
    memberId: options.memberId,
    phone: member?.phone ?? null,
    gameId: options.gameId,
    gameName: options.gameName,
    clickedAt: options.clickedAt,
    createdAt: options.now,
  });
}
