import type { Database } from '@chaba/db/client';
import { cashbackProgrammes, cashbackRuns } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { bangkokDate } from '../bangkok-time';
import { DomainError } from '../errors';

export type CashbackProgramme = typeof cashbackProgrammes.$inferSelect;

/** What staff set of a programme, in satang and basis points. */
export type CashbackProgrammeSettings = Pick<
  CashbackProgramme,
  | 'kind'
  | 'names'
  | 'period'
  | 'weekStartDay'
  | 'rateBp'
  | 'categoryRatesBp'
  | 'categories'
  | 'minimumSatang'
  | 'maximumPayoutSatang'
  | 'turnoverMultiplierHundredths'
  | 'claimMode'
  | 'claimDays'
  | 'active'
>;

/**
 * Creates a programme (`programmeId` absent) or changes one, audited with the values before and
 * after. A programme counts from the Bangkok day it is made or switched on again (`starts_on`), so
 * the days it was off are never paid. Once a period has been closed its kind, period and week day
 * stay: a changed calendar would close the same play twice or skip some.
 *
 * @throws DomainError not_found, cashback_programme_period_fixed
 */
export async function saveCashbackProgramme(
  db: Database,
  options: {
    staffId: number;
    programmeId?: number;
    settings: CashbackProgrammeSettings;
    now: Date;
    clientAddress?: string;
  },
): Promise<CashbackProgramme> {
  const { settings, now } = options;
  const today = bangkokDate(now);
  return db.transaction(async (tx) => {
    let before: CashbackProgramme | undefined;
    let saved: CashbackProgramme | undefined;
    if (options.programmeId === undefined) {
      [saved] = await tx
        .insert(cashbackProgrammes)
        .values({ ...settings, startsOn: today, createdAt: now, updatedAt: now })
        .returning();
    } else {
      [before] = await tx
        .select()
        .from(cashbackProgrammes)
        .where(eq(cashbackProgrammes.id, options.programmeId))
        .for('update');
      if (!before) throw new DomainError('not_found');
      const calendarChanged =
        before.kind !== settings.kind ||
        before.period !== settings.period ||
        (settings.period === 'weekly' && before.weekStartDay !== settings.weekStartDay);
      if (calendarChanged) {
        const [run] = await tx
          .select({ id: cashbackRuns.id })
          .from(cashbackRuns)
          .where(eq(cashbackRuns.programmeId, before.id))
          .limit(1);
        if (run) throw new DomainError('cashback_programme_period_fixed', { field: 'period' });
      }
      const startsOn = settings.active && !before.active ? today : before.startsOn;
      [saved] = await tx
        .update(cashbackProgrammes)
        .set({ ...settings, startsOn, updatedAt: now })
        .where(eq(cashbackProgrammes.id, before.id))
        .returning();
    }
    await recordAudit(tx, {
      staffId: options.staffId,
      action: before ? 'cashback.programme_update' : 'cashback.programme_create',
      targetType: 'cashback_programme',
      targetId: saved!.id,
      before: before ? audited(before) : null,
      after: audited(saved!),
      clientAddress: options.clientAddress,
      now,
    });
    return saved!;
  });
}

/** A programme as the audit log keeps it (JSON: satang as strings). */
function audited(programme: CashbackProgramme): Record<string, unknown> {
  return {
    ...programme,
    minimumSatang: String(programme.minimumSatang),
    maximumPayoutSatang:
      programme.maximumPayoutSatang === null ? null : String(programme.maximumPayoutSatang),
  };
}

/** Every programme, newest first (the console's list). */
export async function listCashbackProgrammes(db: Database): Promise<CashbackProgramme[]> {
  const rows = await db.select().from(cashbackProgrammes);
  return rows.sort((a, b) => b.id - a.id);
}
