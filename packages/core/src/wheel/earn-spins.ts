import type { Executor } from '@chaba/db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransactions, wheelSpinGrants } from '@chaba/db/schema';
import { and, eq, gte, sql } from 'drizzle-orm';
import { bangkokDate } from '../bangkok-time';
import { memberVipLevel } from '../vip/member-level';
import type { WheelSettings } from './wheel-settings';

/** A spin a rule says the member earned: its rule and the key that makes it once (decision 73). */
export interface EarnedSpin {
  rule: 'deposit' | 'login' | 'vip';
  ruleKey: string;
  earnedAt: Date;
}

/** One earning rule: the spins it says the member has earned so far (idempotent by rule and key). */
export type SpinRule = (
  tx: Executor,
  options: { memberId: number; settings: WheelSettings; now: Date },
) => Promise<EarnedSpin[]>;

/**
 * A deposit of at least the minimum credited since the rule was set earns one spin, keyed by the
 * deposit's ledger transaction: each qualifying deposit once, however often this is read.
 */
export const depositRule: SpinRule = async (tx, { memberId, settings }) => {
  const minimum = settings.depositMinimumSatang;
  const since = settings.depositRuleSince;
  if (minimum === null || since === null) return [];
  const rows = await tx
    .select({ id: ledgerTransactions.id, at: ledgerTransactions.createdAt })
    .from(ledgerAccounts)
    .innerJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, 'member_wallet'),
        eq(ledgerTransactions.eventType, 'deposit'),
        gte(ledgerPostings.amountSatang, minimum),
        gte(ledgerTransactions.createdAt, since),
      ),
    );
  return rows.map((row) => ({ rule: 'deposit', ruleKey: String(row.id), earnedAt: row.at }));
};

/** The member signed in on a Bangkok day (they are, asking): one spin that day, keyed by the day. */
export const loginRule: SpinRule = async (_tx, { settings, now }) =>
  settings.loginRule ? [{ rule: 'login', ruleKey: bangkokDate(now), earnedAt: now }] : [];

/**
 * A member at a VIP level the settings list earns that level's spins on each Bangkok day they open the
 * wheel, keyed `<day>:<n>` (n from 1): each day's once, however often or concurrently this is read.
 * The level is the one held now (`memberVipLevel`, the one lookup of decision 72).
 */
export const vipRule: SpinRule = async (tx, { memberId, settings, now }) => {
  if (settings.vipDailySpins.length === 0) return [];
  const level = await memberVipLevel(tx, memberId);
  if (!level) return [];
  const spins = settings.vipDailySpins.find((entry) => entry.levelId === level.levelId)?.spins ?? 0;
  const day = bangkokDate(now);
  return Array.from({ length: spins }, (_, index) => ({
    rule: 'vip' as const,
    ruleKey: `${day}:${index + 1}`,
    earnedAt: now,
  }));
};

/** The earning rules, each read when the member opens the wheel or spins (decision 73). */
export const spinRules: readonly SpinRule[] = [depositRule, loginRule, vipRule];

/** Records every spin the rules say the member earned and were not recorded yet. */
export async function earnSpins(
  tx: Executor,
  options: { memberId: number; settings: WheelSettings; now: Date },
): Promise<void> {
  if (!options.settings.active) return;
  const earned: EarnedSpin[] = [];
  for (const rule of spinRules) earned.push(...(await rule(tx, options)));
  if (earned.length === 0) return;
  await tx
    .insert(wheelSpinGrants)
    .values(earned.map((spin) => ({ memberId: options.memberId, ...spin })))
    .onConflictDoNothing();
}

/** How many earned spins the member has not spent. */
export async function unspentSpins(tx: Executor, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string>`count(*)::text` })
    .from(wheelSpinGrants)
    .where(and(eq(wheelSpinGrants.memberId, memberId), sql`${wheelSpinGrants.spinId} is null`));
  return Number(row?.n ?? 0);
}
