import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { memberLogins, members } from '@chaba/db/schema';
import { desc, eq, sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { costsOf, readDayFigures, sumDays, type DayFigures } from './day-figures';

/**
 * The player view's summary (issue 30, decision 65): a member's lifetime figures read from the
 * ledger with the reports' own rule (`readDayFigures` narrowed to the member, `costsOf` for what the
 * member cost in bonuses, commission and adjustments), their last logins, and the members linked to
 * them.
 */
export interface MemberOverview {
  figures: DayFigures;
  /** Every bonus, commission and adjustment the member cost (the reports' `costsOf`). */
  costSatang: bigint;
  /** Bets less wins. */
  ggrSatang: bigint;
  logins: { id: number; clientAddress: string | null; userAgent: string | null; createdAt: Date }[];
  linked: LinkedMember[];
}

/** Why two members are linked; `value` is what they share (or the step in the referral chain). */
export const linkKinds = [
  'bank_account',
  'holder_name',
  'address',
  'device',
  'referrer',
  'referred',
] as const;
export type LinkKind = (typeof linkKinds)[number];

export interface LinkedMember {
  kind: LinkKind;
  value: string;
  memberId: number;
  phone: string;
  name: string | null;
  username: string | null;
}

/** At most this many members of each kind of link (the newest first). */
export const linksPerKind = 20;
/** The member's addresses and devices compared: the latest this many of each. */
const sightingsCompared = 50;
const loginsShown = 5;
const lifetimeStart = new Date('2000-01-01T00:00:00Z');
const lifetimeEnd = new Date('9999-01-01T00:00:00Z');

/** @throws DomainError not_found */
export async function readMemberOverview(
  db: Executor,
  options: { memberId: number },
): Promise<MemberOverview> {
  const { memberId } = options;
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  if (!member) throw new DomainError('not_found');
  const [days, logins, linked] = await Promise.all([
    // Every transaction of the member's, whenever it was (the member's accounts find them).
    readDayFigures(db, { start: lifetimeStart, end: lifetimeEnd, memberId, perTransaction: true }),
    db
      .select()
      .from(memberLogins)
      .where(eq(memberLogins.memberId, memberId))
      .orderBy(desc(memberLogins.id))
      .limit(loginsShown),
    findLinkedMembers(db, memberId),
  ]);
  const figures = sumDays('lifetime', days);
  figures.activePlayers = figures.betCount > 0 ? 1 : 0;
  return {
    figures,
    costSatang: costsOf(figures),
    ggrSatang: figures.betSatang - figures.winSatang,
    logins,
    linked,
  };
}

/**
 * The members who share with this one a bank account number (current or former, theirs current or
 * former), the account holder's name, an address or a device (user agent) seen at a registration or
 * login, or a step of the referral chain (up to three referrers above, those referred directly
 * below): at most `linksPerKind` of each kind, newest members first. One query, each part through an
 * index (the player view's migration `member_links` adds those of devices and former account numbers).
 */
export async function findLinkedMembers(db: Executor, memberId: number): Promise<LinkedMember[]> {
  const rows = await queryRows<{
    kind: LinkKind;
    value: string;
    member_id: string;
    phone: string;
    name: string | null;
    username: string | null;
  }>(
    db,
    sql`with me as (select id, name, account_number, referrer_id from members where id = ${memberId}),
      my_accounts as (
        select account_number from me where account_number is not null
        union select account_number from member_bank_account_history
          where member_id = ${memberId} and account_number is not null),
      my_sightings as (
        select client_address, user_agent from risk_sightings where member_id = ${memberId}
        order by id desc limit ${sightingsCompared}),
      links as (
        select 'bank_account' as kind, m.account_number as value, m.id from members m
          where m.account_number in (select account_number from my_accounts) and m.id <> ${memberId}
        union
        select 'bank_account', h.account_number, h.member_id from member_bank_account_history h
          where h.account_number in (select account_number from my_accounts) and h.member_id <> ${memberId}
        union
        select 'holder_name', m.name, m.id from members m, me
          where me.name is not null and btrim(me.name) <> '' and lower(m.name) = lower(me.name)
            and m.id <> ${memberId}
        union
        select 'address', s.client_address, s.member_id from risk_sightings s
          where s.client_address in (select client_address from my_sightings) and s.member_id <> ${memberId}
        union
        select 'device', s.user_agent, s.member_id from risk_sightings s
          where s.user_agent in (select user_agent from my_sightings where user_agent <> '')
            and s.member_id <> ${memberId}
        union
        select 'referrer', chain.level::text, chain.id from (
          with recursive up(id, level) as (
            select referrer_id, 1 from me where referrer_id is not null
            union all
            select m.referrer_id, up.level + 1 from up join members m on m.id = up.id
              where m.referrer_id is not null and up.level < 3)
          select id, level from up) chain
        union
        select 'referred', '1', m.id from members m where m.referrer_id = ${memberId}),
      ranked as (
        select kind, min(value) as value, id, row_number() over (partition by kind order by id desc) as n
        from links group by kind, id)
    select r.kind, r.value, r.id::text as member_id, m.phone, m.name, m.username
    from ranked r join members m on m.id = r.id
    where r.n <= ${linksPerKind}
    order by array_position(${sql.param([...linkKinds])}::text[], r.kind), r.id desc`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    value: row.value,
    memberId: Number(row.member_id),
    phone: row.phone,
    name: row.name,
    username: row.username,
  }));
}
