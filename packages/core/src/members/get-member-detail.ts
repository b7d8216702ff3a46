import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { authTokens, memberBankAccountHistory, members, memberTags, staffAccounts } from '@chaba/db/schema';
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ageOn } from '../auth/check-date-of-birth';
import { bangkokDate } from '../bangkok-time';
import { DomainError } from '../errors';
import { readActivePromotion } from '../promotions/current-promotion';
import { readMemberBalances } from './read-member-balances';
import { memberVipLevel } from '../vip/member-level';

/** How many bank accounts a member had before are shown on the page. */
const bankHistoryShown = 20;

/**
 * The head of the back office's member page: the profile, balances, the active promotion and its
 * turnover, the referral upline (three levels) and the size of each downline level, tags, former bank
 * accounts, how many member-site logins are live, the member's VIP level (decision 72) and the member's age today in Bangkok. The long lists have their own use cases.
 *
 * @throws DomainError not_found
 */
export async function getMemberDetail(db: Executor, options: { memberId: number; now: Date }) {
  const { memberId, now } = options;
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw new DomainError('not_found');
  const [balances, promotion, upline, downlineCounts, tags, bankHistory, [sessions], vipLevel] =
    await Promise.all([
      readMemberBalances(db, [memberId]),
      readActivePromotion(db, memberId),
      readUpline(db, memberId),
      countDownline(db, memberId),
      db
        .select({ tag: memberTags.tag })
        .from(memberTags)
        .where(eq(memberTags.memberId, memberId))
        .orderBy(asc(memberTags.tag)),
      db
        .select({ entry: memberBankAccountHistory, username: staffAccounts.username })
        .from(memberBankAccountHistory)
        .leftJoin(staffAccounts, eq(staffAccounts.id, memberBankAccountHistory.replacedByStaffId))
        .where(eq(memberBankAccountHistory.memberId, memberId))
        .orderBy(desc(memberBankAccountHistory.id))
        .limit(bankHistoryShown),
      db
        .select({ live: count() })
        .from(authTokens)
        .where(
          and(
            eq(authTokens.memberId, memberId),
            eq(authTokens.kind, 'access'),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, now),
          ),
        ),
      memberVipLevel(db, memberId),
    ]);
  return {
    member,
    balances: balances.get(memberId)!,
    promotion: promotion ?? null,
    upline,
    downlineCounts,
    tags: tags.map((row) => row.tag),
    bankHistory,
    activeSessions: sessions?.live ?? 0,
    vipLevel,
    age: member.dateOfBirth ? ageOn(member.dateOfBirth, bangkokDate(now)) : null,
  };
}

/** Who referred the member, who referred them, and so on: three levels at most, level 1 first. */
async function readUpline(db: Executor, memberId: number) {
  const rows = await queryRows<{
    id: string;
    phone: string;
    name: string | null;
    created_at: string;
    level: number;
  }>(
    db,
    sql`with recursive upline(id, referrer_id, level) as (
          select m.referrer_id, r.referrer_id, 1 from members m join members r on r.id = m.referrer_id
          where m.id = ${memberId}
          union all
          select u.referrer_id, r.referrer_id, u.level + 1 from upline u join members r on r.id = u.referrer_id
          where u.level < 3
        )
        select m.id::text, m.phone, m.name, m.created_at, u.level from upline u join members m on m.id = u.id
        order by u.level`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    phone: row.phone,
    name: row.name,
    createdAt: new Date(row.created_at),
    level: Number(row.level),
  }));
}

/** The size of each of the three levels of the member's downline (one indexed query). */
async function countDownline(db: Executor, memberId: number) {
  const [row] = await queryRows<{ level1: string; level2: string; level3: string }>(
    db,
    sql`select
          (select count(*) from members l1 where l1.referrer_id = ${memberId})::text as level1,
          (select count(*) from members l2 join members l1 on l2.referrer_id = l1.id
            where l1.referrer_id = ${memberId})::text as level2,
          (select count(*) from members l3 join members l2 on l3.referrer_id = l2.id
            join members l1 on l2.referrer_id = l1.id where l1.referrer_id = ${memberId})::text as level3`,
  );
  return {
    level1: Number(row?.level1 ?? 0),
    level2: Number(row?.level2 ?? 0),
    level3: Number(row?.level3 ?? 0),
  };
}

export type MemberDetail = Awaited<ReturnType<typeof getMemberDetail>>;
