import { z } from 'zod';

/**
 * The staff live queues (issue 11): `POST /api/backoffice/stream-ticket` trades the staff bearer
 * token for a one-minute, one-use ticket (EventSource sends no header), and
 * `GET /api/backoffice/stream?ticket=…` streams Server-Sent Events:
 * - `ready` once, with the counts of the queues the role may see;
 * - `queue` whenever a queue the role may see changes, with what happened and the new counts.
 * A role sees a queue when it has its `*.view` permission: withdrawals (`withdrawals.view`), the
 * deposit desk's pending deposits and unmatched transfers (`deposits.view`), adjustments awaiting a
 * second approver (`adjustments.view`).
 */
export const staffStreamTicketResponse = z.object({ ticket: z.string(), expires_in: z.number().int() });
export const staffStreamQuery = z.object({ ticket: z.string().max(128).optional() });

export const staffQueueNames = [
  'withdrawals',
  'pending_deposits',
  'unmatched_statements',
  'adjustments',
] as const;
export const staffQueueName = z.enum(staffQueueNames);

/** The size of each queue the role may see (absent: not for this role). */
export const staffQueueCounts = z.object({
  withdrawals: z.number().int().optional(),
  pending_deposits: z.number().int().optional(),
  unmatched_statements: z.number().int().optional(),
  adjustments: z.number().int().optional(),
});
export type StaffQueueCounts = z.infer<typeof staffQueueCounts>;

export const staffQueueEventKinds = [
  'withdrawal.requested',
  'withdrawal.awaiting_second_approval',
  'withdrawal.decided',
  'deposit.pending',
  'deposit.resolved',
  'statement.unmatched',
  'statement.resolved',
  'adjustment.awaiting_approval',
  'adjustment.decided',
] as const;

/** The `data` of a `queue` event. `ids`: the records that entered or left the queue. */
export const staffQueueEvent = z.object({
  queue: staffQueueName,
  kind: z.enum(staffQueueEventKinds),
  ids: z.array(z.number().int()),
  counts: staffQueueCounts,
});
export type StaffQueueEvent = z.infer<typeof staffQueueEvent>;
