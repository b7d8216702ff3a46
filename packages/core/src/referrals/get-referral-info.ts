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

/** A friend in the referral tab: the name others may see, since when, and the bonus they brought. */
export interface ReferralFriend {
  name: string;
  since: Date;
  amountSatang: bigint;
}

/**
 * The referral tab (spec §3 referral info) for a date, in satang: the member's key and bonus totals,
 * the percents (basis points), the minimum to withdraw; the friends' win/loss on that day; direct
 * friends; and the credit each level brought that was received in the week (Friday to Friday) that
 * contains the date — the summary of the play week that ended on that Friday. `weekEnd` names that
 * play week. The server's presenter shapes the spec's answer.
 */
export async function getReferralInfo(db: Executor, options: { memberId: number; date: string }) {
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
      name: friendName(friend),
      since: bonus.createdAt,
      amountSatang: bonus.amountSatang,
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
  return {
    referralKey: member.referralKey,
    earnedSatang: BigInt(earned?.total ?? '0'),
    pendingSatang: pending,
    percentsBasisPoints: settings?.percents_bp ?? [0, 0, 0],
    minimumWithdrawSatang: BigInt(settings?.minimum_withdraw_satang ?? 0),
    friendsDayResultSatang: BigInt(dayResult?.total ?? '0'),
    directFriends: direct.map((friend): ReferralFriend => ({
      name: friendName(friend),
      since: new Date(friend.created_at),
      amountSatang: BigInt(friend.amount),
    })),
    levels,
    weekEnd,
  };
}

export type ReferralInfo = NonNullable<Awaited<ReturnType<typeof getReferralInfo>>>;
