import { satangToBahtNumber } from '@chaba/contracts/money';
import type { ReferralFriend, ReferralInfo } from '@chaba/contracts/referral';
import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { members, referralBonuses } from '@chaba/db/schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import { addDays, bangkokMidnight, latestFridayMidnight } from '../bangkok-time';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import { readSiteSetting } from '../site/site-settings';
import { referralLevels } from './run-referral-summary';

/** A friend's name as other members see it: the customer id, or the phone with its middle hidden. */
function friendName(member: { username: string | null; phone: string }): string {
  return member.username ?? `${member.phone.slice(0, 3)}xxx${member.phone.slice(-4)}`;
}

/**
 * The referral tab (spec §3 referral info) for a date: the member's key and bonus totals, the
 * percents, the minimum to withdraw; the friends' win/loss on that day; direct friends; and the
 * credit each level brought that was received in the week (Friday to Friday) that contains the date —
 * the summary of the play week that ended on that Friday. `week_end` names that play week.
 */
export async function getReferralInfo(
  db: Executor,
  options: { memberId: number; date: string },
): Promise<ReferralInfo | undefined> {
  const [member] = await db.select().from(members).where(eq(members.id, options.memberId));
  if (!member) return undefined;
  const settings = await readSiteSetting(db, 'referral');
  const pending = await readBalance(db, ledgerAccount.memberReferralPending(member.id));
  const [earned] = await db
    .select({ total: sql<string>`coalesce(sum(${referralBonuses.amountSatang}), 0)::text` })
    .from(referralBonuses)
    .where(eq(referralBonuses.referrerId, member.id));

  // The credit received in the week of the date: the summary that ran at its Friday 00:00 start.
  const dayStart = bangkokMidnight(options.date);
  const weekEnd = latestFridayMidnight(dayStart);
  const levelRows = await db
    .select({ bonus: referralBonuses, friend: members })
    .from(referralBonuses)
    .innerJoin(members, eq(members.id, referralBonuses.memberId))
    .where(and(eq(referralBonuses.referrerId, member.id), eq(referralBonuses.weekEnd, weekEnd)))
    .orderBy(desc(referralBonuses.amountSatang));
  const levels: ReferralFriend[][] = Array.from({ length: referralLevels }, () => []);
  for (const { bonus, friend } of levelRows) {
    levels[bonus.level - 1]?.push({
      start_at: bonus.createdAt.toISOString(),
      username: friendName(friend),
      amount: satangToBahtNumber(bonus.amountSatang),
    });
  }

  const direct = await queryRows<{
    id: number;
    phone: string;
    username: string | null;
    created_at: string;
    amount: string;
  }>(
    db,
    sql`select m.id, m.phone, m.username, m.created_at, coalesce(sum(b.amount_satang), 0)::text as amount
        from members m left join referral_bonuses b on b.member_id = m.id and b.referrer_id = ${member.id}
        where m.referrer_id = ${member.id}
        group by m.id order by m.created_at desc limit 200`,
  );

  // Friends' wins minus bets on the day, across the three levels; shown as 0 when not positive.
  const [dayResult] = await queryRows<{ total: string }>(
    db,
    sql`with recursive downline as (
          select id, 1 as level from members where referrer_id = ${member.id}
          union all
          select m.id, d.level + 1 from members m join downline d on m.referrer_id = d.id where d.level < ${referralLevels}
        )
        select coalesce(sum(case when g.kind = 'win' then g.amount_satang when g.kind = 'bet' then -g.amount_satang else 0 end), 0)::text as total
        from game_transactions g join downline d on d.id = g.member_id
        where g.status = 'applied' and g.created_at >= ${dayStart.toISOString()}
          and g.created_at < ${bangkokMidnight(addDays(options.date, 1)).toISOString()}`,
  );
  const dayTotal = BigInt(dayResult?.total ?? '0');
  const percents = settings?.percents_bp ?? [0, 0, 0];

  return {
    customer: {
      referral_key: member.referralKey,
      bonus_referral_total: satangToBahtNumber(BigInt(earned?.total ?? '0')),
      bonus_referral_pending: satangToBahtNumber(pending),
    },
    mlm_percent: { level_1: percents[0] / 100, level_2: percents[1] / 100, level_3: percents[2] / 100 },
    bonus: { bonus_turnover: (settings?.minimum_withdraw_satang ?? 0) / 100 },
    customer_win_loses: { total: dayTotal > 0n ? satangToBahtNumber(dayTotal) : 0 },
    customer_referrals: direct.map((friend) => ({
      start_at: new Date(friend.created_at).toISOString(),
      username: friendName(friend),
      amount: satangToBahtNumber(BigInt(friend.amount)),
    })),
    mlm_referrals: [{ level_1: levels[0] ?? [] }, { level_2: levels[1] ?? [] }, { level_3: levels[2] ?? [] }],
    week_end: weekEnd,
  };
}
