import type { memberListQuery } from '@chaba/contracts/backoffice-members';
import type { VipBadge } from '@chaba/contracts/vip-badges';
import type { Executor } from '@chaba/db/client';
import { members } from '@chaba/db/schema';
import { queryRows } from '@chaba/db/query-rows';
import { isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { listConditions, readListPage, type ListTotalsRow } from '../lists/list-sql';
import { searchConditions, summaryColumns } from './search-members';
import { atVipLevels } from '../vip/member-level';

export type MemberListQuery = z.infer<typeof memberListQuery>;

// Each member's figures, read per member through its index (ledger_accounts by member, member_logins
// by member and id, money_requests by member).
const balance = sql`coalesce((select a.balance_satang from ledger_accounts a
  where a.member_id = ${members.id} and a.kind = 'member_wallet'), 0)`;
const lastLoginAt = sql`(select l.created_at from member_logins l
  where l.member_id = ${members.id} order by l.id desc limit 1)`;
const completedTotal = (type: 'deposit' | 'withdraw') => sql`(select coalesce(sum(r.amount_satang), 0)
  from money_requests r where r.member_id = ${members.id} and r.type = ${type} and r.status = 'completed')`;
const depositTotal = completedTotal('deposit');
const withdrawalTotal = completedTotal('withdraw');

/**
 * The level the member holds now, through the one lookup (decision 72). A select-list subquery, like
 * the figures above, so that PostgreSQL reads it for the page's rows only, after the sort and limit.
 */
const vipLevel = sql`(select json_build_object('id', l.id, 'names', l.names, 'badge', l.badge)
  from vip_levels l where l.id = vip_member_level(${members.id}))`;
interface VipLevelCell {
  id: number;
  names: { th: string; en: string; cn: string };
  badge: VipBadge;
}

const sortColumns = {
  id: members.id,
  created_at: members.createdAt,
  name: members.name,
  phone: members.phone,
  balance,
  last_login_at: lastLoginAt,
  deposit_total: depositTotal,
  withdrawal_total: withdrawalTotal,
};

/** Members at one VIP level, or at none (decision 72), through the one level lookup. */
function vipLevelFilter(level: MemberListQuery['vip_level']): SQL | undefined {
  if (level === undefined) return undefined;
  if (level === 'none') return sql`vip_member_level(${members.id}) is null`;
  return atVipLevels(sql`${members.id}`, [level]);
}

/**
 * The members list of the console (issue 30): a page of the members the filters keep, in the asked
 * order, with each one's wallet, last login, completed deposit and withdrawal totals and VIP level; how
 * many match and the sums of those money columns over all of them. The days are those they joined, the
 * amounts their balance, `q` a part of a phone or account number, else the member search's text.
 */
export async function listMembers(db: Executor, query: MemberListQuery) {
  const found = await readListPage(query, {
    rows: db
      .select({
        ...summaryColumns,
        balanceSatang: sql<string>`${balance}::text`,
        lastLoginAt: sql<string | null>`${lastLoginAt}`,
        depositSatang: sql<string>`${depositTotal}::text`,
        withdrawalSatang: sql<string>`${withdrawalTotal}::text`,
        vipLevel: sql<VipLevelCell | null>`${vipLevel}`,
      })
      .from(members)
      .$dynamic(),
    conditions: [
      vipLevelFilter(query.vip_level),
      ...listConditions(query, {
        day: members.createdAt,
        amount: balance,
        status: (status) => (status === 'active' ? isNull(members.lockedAt) : isNotNull(members.lockedAt)),
        bank: members.bank,
        digits: [members.phone, members.accountNumber],
        text: (q) => or(...searchConditions('auto', q)),
      }),
    ],
    sortColumns,
    totals: (where) =>
      queryRows<ListTotalsRow<'balance' | 'deposits' | 'withdrawals'>>(
        db,
        sql`with matching as (select ${members.id} as id from ${members} where ${where ?? sql`true`})
          select (select count(*) from matching)::text as count,
            (select coalesce(sum(a.balance_satang), 0) from ledger_accounts a
              where a.kind = 'member_wallet' and a.member_id in (select id from matching))::text as balance,
            (select coalesce(sum(r.amount_satang), 0) from money_requests r where r.type = 'deposit'
              and r.status = 'completed' and r.member_id in (select id from matching))::text as deposits,
            (select coalesce(sum(r.amount_satang), 0) from money_requests r where r.type = 'withdraw'
              and r.status = 'completed' and r.member_id in (select id from matching))::text as withdrawals`,
      ),
  });
  return {
    ...found,
    rows: found.rows.map((row) => ({
      ...row,
      lastLoginAt: row.lastLoginAt === null ? null : new Date(row.lastLoginAt),
    })),
  };
}

export type MemberListRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];
