import type { Database, Transaction } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { referralBonuses, referralSummaries } from '@chaba/db/schema';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { addDays, bangkokMidnight, latestFridayMidnight } from '../bangkok-time';
import { DomainError } from '../errors';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { queuePushNotification } from '../push/queue-push-notification';
import { readSiteSetting, type SiteSetting } from '../site/site-settings';

export const referralLevels = 3;

export type ReferralSummaryResult =
  | { ran: false; reason: 'no_settings' }
  | { ran: false; reason: 'already_ran'; totalSatang: bigint }
  | { ran: true; referrers: number; totalSatang: bigint };

/**
 * The weekly referral summary (issue 5): for the week that ends at `weekEnd` 00:00 Bangkok (a
 * Friday), each member's basis — net loss (bets − wins, never below 0) or turnover (bets), as the
 * site setting says — earns their referrer at level 1, 2 and 3 that level's percent. Each
 * referrer's total goes to their pending referral bonus through the ledger. Idempotent: a week is
 * summarised once (its summary row is the lock), so running it twice pays once. Only a week that
 * is over can be summarised, and only a week that ends on a Friday: a week closed early, or weeks
 * that overlap, would pay the same play twice. Run by a staff member (`staffId`; the Friday job runs
 * it without), the run and its audit record commit together, whatever it found.
 *
 * @throws DomainError referral_week_not_friday, referral_week_not_over
 */
export async function runReferralSummary(
  db: Database,
  options: { weekEnd: string; now: Date; staffId?: number; clientAddress?: string },
): Promise<ReferralSummaryResult> {
  if (latestFridayMidnight(bangkokMidnight(options.weekEnd)) !== options.weekEnd)
    throw new DomainError('referral_week_not_friday', { field: 'week_end' });
  if (bangkokMidnight(options.weekEnd) > options.now)
    throw new DomainError('referral_week_not_over', {
      field: 'week_end',
      values: { week_end: options.weekEnd },
    });
  return db.transaction(async (tx) => {
    const result = await summariseWeek(tx, options);
    if (options.staffId !== undefined) {
      await recordAudit(tx, {
        staffId: options.staffId,
        action: 'referral.summary',
        targetId: options.weekEnd,
        clientAddress: options.clientAddress,
        details: { ran: result.ran },
        now: options.now,
      });
    }
    return result;
  });
}

/** The summary itself, in the caller's transaction (see runReferralSummary). */
async function summariseWeek(
  tx: Transaction,
  options: { weekEnd: string; now: Date },
): Promise<ReferralSummaryResult> {
  const settings = await readSiteSetting(tx, 'referral');
  if (!settings) return { ran: false as const, reason: 'no_settings' as const };
  const end = bangkokMidnight(options.weekEnd);
  const start = bangkokMidnight(addDays(options.weekEnd, -7));

  const claimed = await tx
    .insert(referralSummaries)
    .values({ weekEnd: options.weekEnd, totalSatang: 0n, ranAt: options.now })
    .onConflictDoNothing()
    .returning({ weekEnd: referralSummaries.weekEnd });
  if (claimed.length === 0) {
    const [earlier] = await tx
      .select({ totalSatang: referralSummaries.totalSatang })
      .from(referralSummaries)
      .where(sql`${referralSummaries.weekEnd} = ${options.weekEnd}`);
    return { ran: false as const, reason: 'already_ran' as const, totalSatang: earlier?.totalSatang ?? 0n };
  }

  const rows = await readPlayOfWeek(tx, { start, end });
  const { perReferrer, total } = await recordBonuses(tx, {
    rows,
    settings,
    weekEnd: options.weekEnd,
    now: options.now,
  });
  await payReferrers(tx, { perReferrer, weekEnd: options.weekEnd, now: options.now });
  await tx
    .update(referralSummaries)
    .set({ totalSatang: total })
    .where(sql`${referralSummaries.weekEnd} = ${options.weekEnd}`);
  return { ran: true as const, referrers: perReferrer.size, totalSatang: total };
}

type PlayRow = {
  member_id: number;
  bets: string;
  wins: string;
  level: number;
  referrer_id: number;
};

/** Per downline member with play in the week, and their referrers up to three levels up. */
async function readPlayOfWeek(tx: Transaction, week: { start: Date; end: Date }) {
  return queryRows<PlayRow>(
    tx,
    sql`
      with recursive play as (
        select member_id,
               coalesce(sum(amount_satang) filter (where kind = 'bet' and status = 'applied'), 0) as bets,
               coalesce(sum(amount_satang) filter (where kind = 'win' and status = 'applied'), 0) as wins
        from game_transactions
        where created_at >= ${week.start.toISOString()} and created_at < ${week.end.toISOString()}
        group by member_id
      ),
      recursive_chain as (
        select p.member_id, m.referrer_id, 1 as level
        from play p join members m on m.id = p.member_id
        where m.referrer_id is not null
        union all
        select c.member_id, m.referrer_id, c.level + 1
        from recursive_chain c join members m on m.id = c.referrer_id
        where c.level < ${referralLevels} and m.referrer_id is not null
      )
      select c.member_id, p.bets::text as bets, p.wins::text as wins, c.level, c.referrer_id
      from recursive_chain c join play p on p.member_id = c.member_id
      order by c.referrer_id, c.level, c.member_id`,
  );
}

/** Records each referrer's bonus per downline member and level; answers the totals per referrer. */
async function recordBonuses(
  tx: Transaction,
  options: { rows: PlayRow[]; settings: SiteSetting<'referral'>; weekEnd: string; now: Date },
) {
  const { settings } = options;
  const perReferrer = new Map<number, bigint>();
  let total = 0n;
  for (const row of options.rows) {
    const bets = BigInt(row.bets);
    const netLoss = bets - BigInt(row.wins);
    const basis = settings.basis === 'turnover' ? bets : netLoss > 0n ? netLoss : 0n;
    const percent = BigInt(settings.percents_bp[row.level - 1] ?? 0);
    const amount = (basis * percent) / 10_000n;
    if (amount <= 0n) continue;
    await tx.insert(referralBonuses).values({
      weekEnd: options.weekEnd,
      referrerId: row.referrer_id,
      memberId: row.member_id,
      level: row.level,
      basisSatang: basis,
      amountSatang: amount,
      createdAt: options.now,
    });
    perReferrer.set(row.referrer_id, (perReferrer.get(row.referrer_id) ?? 0n) + amount);
    total += amount;
  }
  return { perReferrer, total };
}

/** Moves each referrer's total of the week to their pending referral bonus through the ledger. */
async function payReferrers(
  tx: Transaction,
  options: { perReferrer: Map<number, bigint>; weekEnd: string; now: Date },
) {
  for (const [referrerId, amount] of options.perReferrer) {
    const idempotencyKey = `referral-week:${options.weekEnd}:${referrerId}`;
    await queuePushNotification(tx, {
      eventKey: idempotencyKey,
      notice: { kind: 'referral_bonus', memberId: referrerId, amountSatang: amount },
      now: options.now,
    });
    await postTransaction(tx, {
      idempotencyKey,
      eventType: 'referral_bonus',
      postings: transfer(
        ledgerAccount.referralExpense(),
        ledgerAccount.memberReferralPending(referrerId),
        amount,
      ),
      metadata: { weekEnd: options.weekEnd },
    });
  }
}
