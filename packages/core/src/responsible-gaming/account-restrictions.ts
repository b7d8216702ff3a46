import type { Executor } from '@chaba/db/client';
import { accountRestrictionChanges, accountRestrictions } from '@chaba/db/schema';
import { queryRows } from '@chaba/db/query-rows';
import { desc, eq, sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { bangkokDateTime } from './limit-rules';

/*
 * Time-outs, self-exclusions, returns and closures (issue 13, decision 23). The state is one row of
 * `account_restrictions` per member; what it forbids is read from it at the time asked, so a
 * time-out ends by itself and no job has to lift anything.
 */

export const timeOutPeriods = ['24h', '7d', '1m', '6w'] as const;
export type TimeOutPeriod = (typeof timeOutPeriods)[number];
export const selfExclusionPeriods = ['6m', '1y', '5y'] as const;
export type SelfExclusionPeriod = (typeof selfExclusionPeriods)[number];

/** After a self-exclusion ends and the member asks to return, the account opens this much later. */
export const returnDelaySeconds = 24 * 60 * 60;

const bangkokOffsetMs = 7 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * When a time-out or self-exclusion asked at `from` ends. Hours, days and weeks are exact lengths;
 * months and years are calendar ones in Bangkok time (UTC+7, no daylight saving): the same clock
 * time on the same day of the month, or the month's last day when it has no such day (a month from
 * 31 January is 28 or 29 February). So "1 month" is what the member reads on a calendar, never less
 * than 28 days, and a year from 29 February ends on 28 February.
 */
export function restrictionEnd(period: TimeOutPeriod | SelfExclusionPeriod, from: Date): Date {
  switch (period) {
    case '24h':
      return new Date(from.getTime() + dayMs);
    case '7d':
      return new Date(from.getTime() + 7 * dayMs);
    case '6w':
      return new Date(from.getTime() + 42 * dayMs);
    case '1m':
      return addBangkokMonths(from, 1);
    case '6m':
      return addBangkokMonths(from, 6);
    case '1y':
      return addBangkokMonths(from, 12);
    case '5y':
      return addBangkokMonths(from, 60);
  }
}

function addBangkokMonths(from: Date, months: number): Date {
  const local = new Date(from.getTime() + bangkokOffsetMs);
  const monthIndex = local.getUTCMonth() + months;
  const year = local.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const shifted = Date.UTC(
    year,
    month,
    day,
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - bangkokOffsetMs);
}

export type AccountRestriction = typeof accountRestrictions.$inferSelect;

/** What shuts a member's account at a time, or null when nothing does. */
export type RestrictionState =
  | { state: 'closed'; until: null; closedAt: Date }
  | { state: 'self_excluded'; until: Date }
  | { state: 'return_required'; until: null }
  | { state: 'return_pending'; until: Date }
  | { state: 'timed_out'; until: Date };

/** The member's row, or undefined when they never used a tool. `lock`: FOR UPDATE, to change it. */
export async function readRestriction(
  db: Executor,
  memberId: number,
  options: { lock?: boolean } = {},
): Promise<AccountRestriction | undefined> {
  const query = db.select().from(accountRestrictions).where(eq(accountRestrictions.memberId, memberId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/**
 * What shuts the member's account at `now`, or null when nothing does: the SQL function
 * `account_restriction_refusal` (packages/db/functions/player-protection/), the same answer player
 * protection's check gives every action. A closure outlasts everything; a self-exclusion in force,
 * then one that ended without a return (or whose return has not come), then a time-out.
 */
export async function readRestrictionState(
  db: Executor,
  memberId: number,
  now: Date,
): Promise<RestrictionState | null> {
  const [row] = await queryRows<{ refusal: string; until: Date | string | null }>(
    db,
    sql`select refusal, (details ->> 'until')::timestamptz as until
        from account_restriction_refusal(${memberId}::bigint, ${now.toISOString()}::timestamptz)
        where refusal is not null`,
  );
  if (!row) return null;
  const until = row.until === null ? null : new Date(row.until);
  switch (row.refusal) {
    case 'account_closed':
      return { state: 'closed', until: null, closedAt: until! };
    case 'return_required':
      return { state: 'return_required', until: null };
    case 'self_excluded':
    case 'return_pending':
    case 'timed_out':
      return { state: row.refusal, until: until! };
    default:
      throw new Error(`account_restriction_refusal answered ${row.refusal}`);
  }
}

/** The refusal a state gives, with the time (Bangkok) the member's message names. */
export function restrictionError(state: RestrictionState, field = 'general'): DomainError {
  switch (state.state) {
    case 'closed':
      return new DomainError('account_closed', { field });
    case 'return_required':
      return new DomainError('return_required', { field });
    case 'self_excluded':
      return new DomainError('self_excluded', { field, values: { until: bangkokDateTime(state.until) } });
    case 'return_pending':
      return new DomainError('return_pending', { field, values: { until: bangkokDateTime(state.until) } });
    case 'timed_out':
      return new DomainError('timed_out', { field, values: { until: bangkokDateTime(state.until) } });
  }
}

/**
 * The restriction status for the member's page and staff's member page: what is in force (null when
 * nothing), and the times of each part.
 */
export async function readRestrictionStatus(db: Executor, memberId: number, now: Date) {
  const row = await readRestriction(db, memberId);
  return {
    state: await readRestrictionState(db, memberId, now),
    timeOutUntil: row?.timeOutUntil && row.timeOutUntil > now ? row.timeOutUntil : null,
    selfExcludedUntil: row?.selfExcludedUntil && row.selfExcludedUntil > now ? row.selfExcludedUntil : null,
    returnRequestedAt: row?.returnRequestedAt ?? null,
    returnsAt: row?.returnsAt ?? null,
    closedAt: row?.closedAt ?? null,
  };
}
export type RestrictionStatus = Awaited<ReturnType<typeof readRestrictionStatus>>;

/** Every time-out, self-exclusion, return request and closure of the member, newest first. */
export async function readRestrictionHistory(db: Executor, memberId: number, limit = 200) {
  return db
    .select()
    .from(accountRestrictionChanges)
    .where(eq(accountRestrictionChanges.memberId, memberId))
    .orderBy(desc(accountRestrictionChanges.id))
    .limit(limit);
}
export type RestrictionChange = Awaited<ReturnType<typeof readRestrictionHistory>>[number];

/**
 * Refuses a registration with the phone or bank account of a self-excluded member (issue 13): the
 * same person may not open a second account to play through their exclusion. The exclusion holds
 * until the member is back: in force (`self_excluded`, until when), over but no return asked
 * (`return_required`), or the return's 24 hours not passed (`self_excluded`, until the return).
 *
 * @throws DomainError self_excluded, return_required on `field`
 */
export async function refuseSelfExcludedRegistration(
  db: Executor,
  options: { memberIds: number[]; field: 'phone' | 'account_number'; now: Date },
): Promise<void> {
  const { now, field } = options;
  for (const memberId of options.memberIds) {
    const row = await readRestriction(db, memberId);
    if (!row?.selfExcludedUntil) continue;
    if (row.selfExcludedUntil > now) {
      throw new DomainError('self_excluded', {
        field,
        values: { until: bangkokDateTime(row.selfExcludedUntil) },
      });
    }
    if (!row.returnsAt) throw new DomainError('return_required', { field });
    if (row.returnsAt > now) {
      throw new DomainError('self_excluded', { field, values: { until: bangkokDateTime(row.returnsAt) } });
    }
  }
}
