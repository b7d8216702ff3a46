import type { Executor } from '@chaba/db/client';
import { creditChecks } from '@chaba/db/schema';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { hasCompletedDeposit } from '../deposits/has-completed-deposit';
import { queryRows } from '@chaba/db/query-rows';
import { recordMemberChange } from '../notifications/member-events';

/**
 * Spec §4.4: the member asks to refresh their credit; the check runs asynchronously and the profile's
 * credit_checking says 1 until it is done. Refused (credit_success false) for a member who never
 * deposited: there is nothing to check yet.
 */
export async function startCreditCheck(db: Executor, options: { memberId: number; now: Date }) {
  if (!(await hasCompletedDeposit(db, options.memberId))) return { started: false as const };
  await db
    .insert(creditChecks)
    .values({ memberId: options.memberId, startedAt: options.now, finishedAt: null })
    .onConflictDoUpdate({ target: creditChecks.memberId, set: { startedAt: options.now, finishedAt: null } });
  return { started: true as const };
}

/**
 * Finishes the checks started at least `minimumAgeSeconds` ago. With a seamless wallet the balance is
 * always current, so the check verifies that the member's cached wallet balance equals the sum of its
 * ledger postings; a mismatch leaves the check running (and the ledger check reports it). At most
 * `limit` checks (500 by default) a call.
 */
export async function finishCreditChecks(
  db: Executor,
  options: { now: Date; minimumAgeSeconds: number; memberId?: number; limit?: number },
) {
  const due = await db
    .select({ memberId: creditChecks.memberId })
    .from(creditChecks)
    .where(
      and(
        isNull(creditChecks.finishedAt),
        lte(creditChecks.startedAt, addSeconds(options.now, -options.minimumAgeSeconds)),
        options.memberId === undefined ? undefined : eq(creditChecks.memberId, options.memberId),
      ),
    )
    .limit(options.limit ?? 500);
  const finished: number[] = [];
  for (const { memberId } of due) {
    const [wallet] = await queryRows<{ consistent: boolean }>(
      db,
      sql`select a.balance_satang = coalesce(sum(p.amount_satang), 0) as consistent
          from ledger_accounts a left join ledger_postings p on p.account_id = a.id
          where a.code = ${`member:${memberId}:wallet`} group by a.id`,
    );
    if (wallet && !wallet.consistent) continue;
    await db.transaction(async (tx) => {
      await tx
        .update(creditChecks)
        .set({ finishedAt: options.now })
        .where(and(eq(creditChecks.memberId, memberId), isNull(creditChecks.finishedAt)));
      await recordMemberChange(tx, { memberId, reason: 'credit' });
    });
    finished.push(memberId);
  }
  return finished;
}

/** 1 while a check of the member runs, 0 otherwise (the profile's credit_checking). */
export async function creditCheckingFlag(db: Executor, memberId: number): Promise<number> {
  const [check] = await db.select().from(creditChecks).where(eq(creditChecks.memberId, memberId));
  return check && !check.finishedAt ? 1 : 0;
}
