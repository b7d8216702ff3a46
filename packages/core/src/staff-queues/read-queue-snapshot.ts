import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { idArray } from '../members/read-member-balances';

export type StaffQueue = 'withdrawals' | 'pending_deposits' | 'unmatched_statements' | 'adjustments';

/** The ids of what waits in each queue, newest first (at most `idsPerQueue`), and how many wait. */
export interface QueueSnapshot {
  queues: Record<StaffQueue, { count: number; ids: number[] }>;
  /**
   * Withdrawals a first approver parked, waiting for the second (ids among `withdrawals`): not those
   * the second approval handed to the payout agent (`awaitingSecondApproval` of the desk).
   */
  parkedWithdrawalIds: number[];
}

/** Enough ids to tell what entered and left a queue between two looks; a busier queue is only counted. */
const idsPerQueue = 500;
const firstIds = sql.raw(String(idsPerQueue));

/**
 * What waits on the staff desks now, in one round trip: pending withdrawals (and which are parked
 * for a second approver), pending deposits, unmatched transfers and adjustments awaiting approval.
 * Each is read through its partial or status index.
 */
export async function readQueueSnapshot(db: Executor): Promise<QueueSnapshot> {
  const rows = await queryRows<{ queue: StaffQueue | 'parked'; count: string; ids: string[] | null }>(
    db,
    sql`select 'withdrawals' as queue, count(*)::text as count,
          (array_agg(id order by id desc))[1:${firstIds}]::text[] as ids
          from money_requests where status = 'pending' and type = 'withdraw'
        union all
        select 'parked', count(*)::text, (array_agg(id order by id desc))[1:${firstIds}]::text[]
          from money_requests r where status = 'pending' and type = 'withdraw' and first_approved_by_staff_id is not null
            and not exists (select 1 from payout_orders p where p.request_id = r.id)
        union all
        select 'pending_deposits', count(*)::text, (array_agg(id order by id desc))[1:${firstIds}]::text[]
          from money_requests where status = 'pending' and type = 'deposit'
        union all
        select 'unmatched_statements', count(*)::text, (array_agg(id order by id desc))[1:${firstIds}]::text[]
          from bank_statement_lines where status = 'unmatched'
        union all
        select 'adjustments', count(*)::text, (array_agg(id order by id desc))[1:${firstIds}]::text[]
          from staff_adjustments where status = 'awaiting_approval'`,
  );
  const byQueue = new Map(
    rows.map((row) => [row.queue, { count: Number(row.count), ids: (row.ids ?? []).map(Number) }]),
  );
  const of = (queue: StaffQueue | 'parked') => byQueue.get(queue) ?? { count: 0, ids: [] };
  return {
    queues: {
      withdrawals: of('withdrawals'),
      pending_deposits: of('pending_deposits'),
      unmatched_statements: of('unmatched_statements'),
      adjustments: of('adjustments'),
    },
    parkedWithdrawalIds: of('parked').ids,
  };
}

/**
 * Of the staff sessions given, those that ended (logged out, revoked, expired, or their staff member
 * disabled): their live queues must end too.
 */
export async function endedStaffSessions(
  db: Executor,
  tokenIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const live = await queryRows<{ id: string }>(
    db,
    sql`select t.id::text from auth_tokens t join staff_accounts s on s.id = t.staff_id
        where t.id = any(${idArray(tokenIds)}) and t.revoked_at is null
          and t.expires_at > ${now.toISOString()}::timestamptz and s.disabled_at is null`,
  );
  const liveIds = new Set(live.map((row) => Number(row.id)));
  return new Set(tokenIds.filter((id) => !liveIds.has(id)));
}
