import type { Executor } from '@chaba/db/client';
import { bankStatementLines, depositSlips, members, moneyRequests, staffAccounts } from '@chaba/db/schema';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bangkokMidnight } from '../bangkok-time';

/** The desk's groups of slips: waiting for staff, for the verifier, credited (or attached), refused. */
export type SlipDeskStatus = 'held' | 'waiting' | 'credited' | 'refused';

const statusesOf = {
  held: ['held'],
  waiting: ['verifying'],
  credited: ['credited', 'attached'],
  refused: ['refused'],
} as const satisfies Record<SlipDeskStatus, ReadonlyArray<(typeof depositSlips.$inferSelect)['status']>>;

const twin = alias(bankStatementLines, 'twin_line');
const dayMs = 24 * 60 * 60 * 1000;

/**
 * The deposit desk's slips (issue 26) of one group, attached on one Bangkok day when given: held
 * ones oldest first (a queue), the others newest first; bounded. Each with its member, the deposit
 * it named or completed, its statement line and that line's twin (where the money is), and who
 * decided it.
 */
export async function listDepositSlips(
  db: Executor,
  options: { status: SlipDeskStatus; date?: string; limit: number },
) {
  const conditions: SQL[] = [inArray(depositSlips.status, [...statusesOf[options.status]])];
  if (options.date !== undefined) {
    const start = bangkokMidnight(options.date);
    conditions.push(
      gte(depositSlips.createdAt, start),
      lt(depositSlips.createdAt, new Date(start.getTime() + dayMs)),
    );
  }
  const where = and(...conditions);
  const order =
    options.status === 'held'
      ? [asc(depositSlips.createdAt), asc(depositSlips.id)]
      : [desc(depositSlips.createdAt), desc(depositSlips.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        slip: depositSlips,
        member: { phone: members.phone, name: members.name },
        request: {
          id: moneyRequests.id,
          ref: moneyRequests.ref,
          status: moneyRequests.status,
          amountSatang: moneyRequests.amountSatang,
        },
        line: {
          id: bankStatementLines.id,
          status: bankStatementLines.status,
          unmatchedReason: bankStatementLines.unmatchedReason,
          amountSatang: bankStatementLines.amountSatang,
        },
        twin: {
          id: twin.id,
          status: twin.status,
          unmatchedReason: twin.unmatchedReason,
          source: twin.source,
        },
        decidedBy: staffAccounts.username,
      })
      .from(depositSlips)
      .innerJoin(members, eq(members.id, depositSlips.memberId))
      .leftJoin(moneyRequests, eq(moneyRequests.id, depositSlips.requestId))
      .leftJoin(bankStatementLines, eq(bankStatementLines.id, depositSlips.statementLineId))
      .leftJoin(twin, eq(twin.id, bankStatementLines.twinOf))
      .leftJoin(staffAccounts, eq(staffAccounts.id, depositSlips.decidedBy))
      .where(where)
      .orderBy(...order)
      .limit(Math.min(options.limit, 200)),
    db.select({ total: count() }).from(depositSlips).where(where),
  ]);
  return { total: total?.total ?? 0, slips: rows };
}

export type DepositSlipListRow = Awaited<ReturnType<typeof listDepositSlips>>['slips'][number];
