import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { languages } from '@chaba/i18n/languages';
import { translateServer } from '@chaba/i18n/translate';
import { sql } from 'drizzle-orm';
import { addDays } from '../bangkok-time';
import { periodsToClose, type CommissionPeriod, type CommissionPeriodKind } from './commission-periods';

/** The bonus's names in every language, as members and staff read it: "Affiliate commission <dates>". */
export function commissionNames(period: { start: string; end: string }): Record<string, string> {
  const label = `${period.start} – ${addDays(period.end, -1)}`;
  return Object.fromEntries(
    languages.map((language) => [
      language,
      translateServer(language, 'affiliate.commission_name', { period: label }),
    ]),
  );
}

/**
 * The statement job (decision 61): closes every period that is over for each affiliate with a plan,
 * in order, from the plan's start or the end of its last statement, at most `limit` periods a call;
 * then pays again up to `limit` statements held earlier (no member yet, player protection). Each
 * period is closed by `affiliate_statement_close`, once whoever calls (a rerun or another process
 * answers the statement already there). Answers how many statements it closed and paid.
 */
export async function closeAffiliateStatements(
  db: Executor,
  options: { now: Date; limit: number },
): Promise<{ closed: number; paid: number }> {
  const due = await queryRows<{ id: number; period: CommissionPeriodKind; from: string }>(
    db,
    sql`select a.id, p.period,
          greatest(a.commission_from, (select max(s.period_end) from affiliate_statements s
                                       where s.affiliate_id = a.id))::text as "from"
        from affiliates a join affiliate_plans p on p.id = a.plan_id
        where a.commission_from is not null order by a.id`,
  );
  let closed = 0;
  for (const affiliate of due) {
    const periods = periodsToClose(affiliate.period, {
      from: affiliate.from,
      now: options.now,
      limit: options.limit - closed,
    });
    for (const period of periods) {
      if (await closeStatement(db, { affiliateId: Number(affiliate.id), period, now: options.now }))
        closed += 1;
    }
    if (closed >= options.limit) break;
  }
  return { closed, paid: await payHeldStatements(db, options) };
}

async function closeStatement(
  db: Executor,
  options: { affiliateId: number; period: CommissionPeriod; now: Date },
): Promise<boolean> {
  const [row] = await queryRows<{ outcome: string }>(
    db,
    sql`select outcome from affiliate_statement_close(${options.affiliateId}, ${options.period.start}::date,
          ${options.period.end}::date, ${JSON.stringify(commissionNames(options.period))}::jsonb,
          ${options.now.toISOString()}::timestamptz)`,
  );
  return row?.outcome === 'closed';
}

/** Statements held for want of a member (or refused by player protection), paid when they can be. */
async function payHeldStatements(db: Executor, options: { now: Date; limit: number }): Promise<number> {
  const held = await queryRows<{ id: number; period_start: string; period_end: string }>(
    db,
    sql`select s.id, s.period_start::text, s.period_end::text from affiliate_statements s
        join affiliates a on a.id = s.affiliate_id
        where s.status = 'held' and a.member_id is not null order by s.id limit ${options.limit}`,
  );
  let paid = 0;
  for (const statement of held) {
    const names = commissionNames({ start: statement.period_start, end: statement.period_end });
    const [row] = await queryRows<{ status: string }>(
      db,
      sql`select affiliate_statement_pay(${statement.id}, ${JSON.stringify(names)}::jsonb,
            ${options.now.toISOString()}::timestamptz) as status`,
    );
    if (row?.status === 'paid') paid += 1;
  }
  return paid;
}
