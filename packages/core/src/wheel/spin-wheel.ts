import { hashServerSeed, newClientSeed, newServerSeed, RoundRandom } from '@chaba/contracts/provably-fair';
import type { Database, Executor } from '@chaba/db/client';
import { wheelDays, wheelSeeds, wheelSpinGrants, wheelSpins } from '@chaba/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { bangkokDate } from '../bangkok-time';
import { DomainError } from '../errors';
import { grantBonus } from '../promotions/grant-bonus';
import { affordableChoices, drawChoice } from './draw-prize';
import { earnSpins } from './earn-spins';
import { readWheelSettings } from './wheel-settings';

export type WheelSpin = typeof wheelSpins.$inferSelect;

/**
 * A member spends one earned spin (decision 73), exactly once per request key. In one transaction:
 * - the member's seed row is locked first, so one member's spins run one at a time (many requests at
 *   once with one earned spin: one spends it, the others find none: wheel_no_spins);
 * - the day's budget row (wheel_days, Bangkok day) is locked next, so spins of all members take the
 *   budget one at a time: the prizes larger than what is left are withdrawn before the draw
 *   (affordableChoices) and the day's total never passes the budget;
 * - the draw uses the committed seed with the member's nonce (the hash was shown before), the spin
 *   row reveals the seed, and a new seed is committed for the next spin;
 * - a bonus prize is paid by bonus_grant, source `wheel`, key the spin's id, its turnover joining an
 *   active requirement (the member won it: it is owed).
 * The same request key again answers the first spin, paying nothing.
 *
 * @throws DomainError wheel_closed, wheel_no_spins, wheel_sold_out, bonus_refused_restricted
 */
export async function spinWheel(
  db: Database,
  options: { memberId: number; requestKey: string; clientSeed?: string; now: Date },
): Promise<{ spin: WheelSpin; replayed: boolean }> {
  const { memberId, now } = options;
  return db.transaction(async (tx) => {
    const settings = await readWheelSettings(tx);
    const seed = await lockSeed(tx, memberId);
    const [earlier] = await tx
      .select()
      .from(wheelSpins)
      .where(and(eq(wheelSpins.memberId, memberId), eq(wheelSpins.requestKey, options.requestKey)));
    if (earlier) return { spin: earlier, replayed: true };
    if (!settings.active) throw new DomainError('wheel_closed');
    await earnSpins(tx, { memberId, settings, now });
    const [grant] = await tx
      .select({ id: wheelSpinGrants.id })
      .from(wheelSpinGrants)
      .where(and(eq(wheelSpinGrants.memberId, memberId), sql`${wheelSpinGrants.spinId} is null`))
      .orderBy(asc(wheelSpinGrants.id))
      .limit(1);
    if (!grant) throw new DomainError('wheel_no_spins');
    const day = bangkokDate(now);
    const spentSatang = await lockDay(tx, day);
    const choices = affordableChoices(settings.prizes, settings.dailyBudgetSatang - spentSatang);
    if (choices.length === 0) throw new DomainError('wheel_sold_out');
    const clientSeed = options.clientSeed ?? seed.clientSeed;
    const drawn = drawChoice(choices, new RoundRandom(seed.serverSeed, clientSeed, seed.nonce));
    const prize = settings.prizes.find((candidate) => candidate.key === choices[drawn]!.key)!;
    const amountSatang = BigInt(choices[drawn]!.amountSatang);
    const [spin] = await tx
      .insert(wheelSpins)
      .values({
        memberId,
        requestKey: options.requestKey,
        day,
        serverSeed: seed.serverSeed,
        serverSeedHash: seed.serverSeedHash,
        clientSeed,
        nonce: seed.nonce,
        choices,
        drawn,
        prize,
        amountSatang,
        createdAt: now,
      })
      .returning();
    const paid = await payPrize(tx, spin!);
    await tx
      .update(wheelDays)
      .set({
        spentSatang: sql`${wheelDays.spentSatang} + ${amountSatang}`,
        spins: sql`${wheelDays.spins} + 1`,
      })
      .where(eq(wheelDays.day, day));
    await tx.update(wheelSpinGrants).set({ spinId: spin!.id }).where(eq(wheelSpinGrants.id, grant.id));
    const serverSeed = newServerSeed();
    await tx
      .update(wheelSeeds)
      .set({ serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: seed.nonce + 1 })
      .where(eq(wheelSeeds.memberId, memberId));
    return { spin: paid, replayed: false };
  });
}

/** Pays a spin's bonus prize through bonus_grant (source `wheel`, key the spin's id); try again pays nothing. */
async function payPrize(tx: Executor, spin: WheelSpin): Promise<WheelSpin> {
  if (spin.amountSatang === 0n) return spin;
  const granted = await grantBonus(tx, {
    memberId: spin.memberId,
    source: 'wheel',
    key: String(spin.id),
    amountSatang: spin.amountSatang,
    turnoverMultiplierHundredths: spin.prize.turnoverMultiplierHundredths,
    names: spin.prize.names,
    metadata: { spinId: spin.id, prize: spin.prize.key },
    whenActive: 'join',
    now: spin.createdAt,
  });
  if (granted.outcome !== 'granted') throw new DomainError('bonus_refused_restricted');
  await tx
    .update(wheelSpins)
    .set({ memberPromotionId: granted.memberPromotionId })
    .where(eq(wheelSpins.id, spin.id));
  return { ...spin, memberPromotionId: granted.memberPromotionId };
}

/** The member's committed seed, made at first use, locked for the rest of the transaction. */
export async function lockSeed(tx: Executor, memberId: number) {
  await ensureSeed(tx, memberId);
  const [seed] = await tx.select().from(wheelSeeds).where(eq(wheelSeeds.memberId, memberId)).for('update');
  return seed!;
}

/** Commits a first server seed (and a random client seed) for a member who has none. */
export async function ensureSeed(tx: Executor, memberId: number): Promise<void> {
  const serverSeed = newServerSeed();
  await tx
    .insert(wheelSeeds)
    .values({ memberId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: newClientSeed() })
    .onConflictDoNothing();
}

/** What the wheel paid on a Bangkok day so far, its row locked until the spin commits. */
async function lockDay(tx: Executor, day: string): Promise<bigint> {
  await tx.insert(wheelDays).values({ day }).onConflictDoNothing();
  const [row] = await tx.select().from(wheelDays).where(eq(wheelDays.day, day)).for('update');
  return row!.spentSatang;
}
