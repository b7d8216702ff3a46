import { sql, type SQL } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { atVipLevels } from '../vip/member-level';

/**
 * Who a marketing message may reach (decision 71), and the segments staff pick among them. The
 * reachable are members whose LINE account is linked, who follow the Official Account, who have
 * not stopped marketing messages, are not locked, and whom no restriction shuts out (a time-out,
 * a self-exclusion, a closure: no inducement reaches a player who asked to stop, as decision 58
 * says of bonuses).
 *
 * A segment is one filter over them, written as a SQL condition on the audience's member (`a`).
 * A new kind is one more entry in `segmentConditions` and one more contract variant.
 */
export type LineSegment =
  | { kind: 'all' }
  | { kind: 'tags'; tags: string[] }
  | { kind: 'inactive'; days: number }
  | { kind: 'vip'; level_ids: number[] };

const segmentConditions: {
  [Kind in LineSegment['kind']]: (segment: Extract<LineSegment, { kind: Kind }>, now: Date) => SQL;
} = {
  all: () => sql`true`,
  tags: (segment) => sql`exists (select 1 from member_tags t
    where t.member_id = a.member_id and t.tag in (${sql.join(
      segment.tags.map((tag) => sql`${tag}`),
      sql`, `,
    )}))`,
  inactive: (segment, now) => sql`not exists (select 1 from member_logins l
    where l.member_id = a.member_id and l.created_at >= ${addSeconds(now, -segment.days * 86_400).toISOString()}::timestamptz)`,
  // The members whose level (as the vip-levels job last decided it) is one of these (decision 72).
  vip: (segment) => atVipLevels(sql`a.member_id`, segment.level_ids),
};

function segmentCondition(segment: LineSegment, now: Date): SQL {
  const condition = segmentConditions[segment.kind] as (segment: LineSegment, now: Date) => SQL;
  return condition(segment, now);
}

/**
 * The language a member's LINE messages are written in: the one saved with their LINE settings,
 * else the language of their newest Web Push subscription, else Thai.
 */
export const memberLineLanguage = (memberId: SQL) => sql`coalesce(
  (select s.language from member_line_settings s where s.member_id = ${memberId}),
  (select p.language from push_subscriptions p where p.member_id = ${memberId} order by p.id desc limit 1),
  'th')`;

/**
 * The segment's members: `member_id`, `line_user_id`, `language`, ordered by member. A select to
 * count, preview or snapshot.
 */
export function lineAudience(segment: LineSegment, now: Date): SQL {
  return sql`select a.member_id, a.line_user_id, ${memberLineLanguage(sql`a.member_id`)} as language
    from member_line_accounts a
    join line_friendships f on f.line_user_id = a.line_user_id and f.following
    join members m on m.id = a.member_id and m.locked_at is null
    where not exists (select 1 from member_line_settings s where s.member_id = a.member_id and s.marketing_opt_out)
      and (account_restriction_refusal(a.member_id, ${now.toISOString()}::timestamptz)).refusal is null
      and ${segmentCondition(segment, now)}
    order by a.member_id`;
}
