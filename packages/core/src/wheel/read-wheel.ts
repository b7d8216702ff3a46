import type { Database } from '@chaba/db/client';
import { wheelDays, wheelSeeds, wheelSpins, type WheelPrize } from '@chaba/db/schema';
import { desc, eq } from 'drizzle-orm';
import { bangkokDate } from '../bangkok-time';
import { affordableChoices } from './draw-prize';
import { earnSpins, unspentSpins } from './earn-spins';
import type { WheelSpin } from './spin-wheel';
import { ensureSeed } from './spin-wheel';
import { readWheelSettings } from './wheel-settings';

/** What a member sees of the wheel (decision 73). */
export interface MemberWheel {
  active: boolean;
  prizes: WheelPrize[];
  /** The keys of the prizes a spin may draw now (the others are withdrawn for today's budget). */
  available: string[];
  spinsLeft: number;
  /** How spins are earned, for the member to read: a deposit of at least this (null: off), a daily login. */
  depositMinimumSatang: bigint | null;
  loginRule: boolean;
  /** The committed seed's hash, shown before the spin that draws with it; the client seed; the nonce. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The member's latest spins, their seeds revealed. */
  spins: WheelSpin[];
}

/**
 * The member's wheel: records the spins the rules say they earned (a read that writes, once per rule
 * and key), commits a first seed, and answers the prizes, what is left and the latest spins.
 */
export async function readMemberWheel(
  db: Database,
  options: { memberId: number; now: Date },
): Promise<MemberWheel> {
  const { memberId, now } = options;
  return db.transaction(async (tx) => {
    const settings = await readWheelSettings(tx);
    await earnSpins(tx, { memberId, settings, now });
    await ensureSeed(tx, memberId);
    const [seed] = await tx.select().from(wheelSeeds).where(eq(wheelSeeds.memberId, memberId));
    const [day] = await tx
      .select()
      .from(wheelDays)
      .where(eq(wheelDays.day, bangkokDate(now)));
    const remaining = settings.dailyBudgetSatang - (day?.spentSatang ?? 0n);
    const spins = await tx
      .select()
      .from(wheelSpins)
      .where(eq(wheelSpins.memberId, memberId))
      .orderBy(desc(wheelSpins.id))
      .limit(10);
    return {
      active: settings.active,
      prizes: settings.prizes,
      available: affordableChoices(settings.prizes, remaining).map((choice) => choice.key),
      spinsLeft: settings.active ? await unspentSpins(tx, memberId) : 0,
      depositMinimumSatang: settings.depositMinimumSatang,
      loginRule: settings.loginRule,
      serverSeedHash: seed!.serverSeedHash,
      clientSeed: seed!.clientSeed,
      nonce: seed!.nonce,
      spins,
    };
  });
}
