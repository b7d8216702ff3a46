import {
  staffStreamQuery,
  staffStreamTicketResponse,
  type StaffQueueCounts,
  type StaffQueueEvent,
} from '@chaba/contracts/backoffice-stream';
import { commonErrorResponses, unauthenticatedResponse } from '@chaba/contracts/errors';
import type { StaffPermission } from '@chaba/contracts/staff-permissions';
import { DomainError } from '@chaba/core/errors';
import {
  endedStaffSessions,
  readQueueSnapshot,
  type QueueSnapshot,
  type StaffQueue,
} from '@chaba/core/staff-queues/read-queue-snapshot';
import {
  consumeStaffStreamTicket,
  issueStaffStreamTicket,
} from '@chaba/core/staff-queues/staff-stream-ticket';
import { roles, staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { startEventStream } from '../../http/event-stream';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import { staffErrors, staffSchema } from './schemas';

/** How often one server process looks at the queues while a staff stream is open. */
export const queuePollMs = 1000;
const heartbeatMs = 25_000;
/** Open streams per staff member in one process (tabs, a phone): more are refused, not swapped. */
const maxStreamsPerStaff = 5;

/** The permission a role needs to see each queue (the desks' own `*.view`). */
const queuePermission: Record<StaffQueue, StaffPermission> = {
  withdrawals: 'withdrawals.view',
  pending_deposits: 'deposits.view',
  unmatched_statements: 'deposits.view',
  adjustments: 'adjustments.view',
};

interface StaffListener {
  /** The role's permissions when the stream opened (a stream ends with its session). */
  permissions: readonly StaffPermission[];
  staffId: number;
  staffTokenId: number;
  response: ServerResponse;
}

/**
 * The staff live queues (issue 11). Every server process looks at the queues in the shared database
 * once a second while at least one staff stream is open on it (one round trip, whatever the number
 * of staff), and tells each stream what entered or left the queues its role may see, with the new
 * counts. The database is where every change to a queue lands, whichever process, webhook, job or
 * member call made it, so every process sees all of them without a publisher in each of those paths
 * (docs/decisions/0014-staff-live-queues.md). A stream ends with the staff session it was opened from.
 */
export function staffStreamRoutes(scope: FastifyInstance, context: AppContext): void {
  const watcher = new QueueWatcher(context, scope.log);
  scope.addHook('onClose', async () => watcher.close());
  staffStreamTicketRoute(scope, context);
  staffStreamRoute(scope, context, watcher);
}

function staffStreamTicketRoute(scope: FastifyInstance, context: AppContext): void {
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/api/backoffice/stream-ticket',
    {
      schema: {
        ...staffSchema,
        summary: 'A one-minute, one-use ticket that opens the staff live queues',
        response: {
          200: staffStreamTicketResponse,
          ...staffErrors,
        },
      },
      ...staffOnly(context, 'session'),
    },
    async (request) => {
      const staff = authenticatedStaff(request);
      const ticket = await issueStaffStreamTicket(context.db, {
        staffId: staff.staffId,
        staffTokenId: staff.tokenId,
        now: context.clock.now(),
      });
      return { ticket: ticket.token, expires_in: ticket.expiresInSeconds };
    },
  );
}

function staffStreamRoute(scope: FastifyInstance, context: AppContext, watcher: QueueWatcher): void {
  scope.withTypeProvider<ZodTypeProvider>().get(
    '/api/backoffice/stream',
    {
      schema: {
        tags: staffSchema.tags,
        summary: 'The staff live queues (Server-Sent Events), opened with a ticket of /stream-ticket',
        description:
          '`ready` once with the counts of the queues the role may see, then `queue` events ' +
          '`{queue, kind, ids, counts}` when a queue changes. Ends with the staff session.',
        querystring: staffStreamQuery,
        response: {
          200: {
            content: {
              'text/event-stream': {
                schema: z
                  .string()
                  .describe(
                    'event: queue\ndata: {"queue":"withdrawals","kind":"withdrawal.requested","ids":[42],"counts":{"withdrawals":3}}',
                  ),
              },
            },
          },
          401: unauthenticatedResponse.describe(
            'No ticket, or one used, expired or of an ended staff session',
          ),
          ...commonErrorResponses,
        },
      },
      // The ticket is the login here (EventSource sends no header): checked by the handler.
      config: { staffAccess: 'public' },
    },
    async (request, reply) => {
      const { staffId, staffTokenId } = await consumeStaffStreamTicket(context.db, {
        ticket: request.query.ticket,
        now: context.clock.now(),
      });
      const [found] = await context.db
        .select({ disabledAt: staffAccounts.disabledAt, permissions: roles.permissions })
        .from(staffAccounts)
        .innerJoin(roles, eq(roles.key, staffAccounts.role))
        .where(eq(staffAccounts.id, staffId));
      if (!found || found.disabledAt) throw new DomainError('unauthenticated');
      const permissions = found.permissions as StaffPermission[];
      if (watcher.streamsOf(staffId) >= maxStreamsPerStaff) {
        throw new DomainError('too_many_streams', { retryAfterSeconds: 30 });
      }
      const response = startEventStream(reply);
      const listener: StaffListener = { permissions, staffId, staffTokenId, response };
      const snapshot = await watcher.add(listener);
      response.write(
        `retry: 3000\nevent: ready\ndata: ${JSON.stringify({ counts: countsFor(permissions, snapshot) })}\n\n`,
      );
      const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), heartbeatMs);
      const cleanUp = () => {
        clearInterval(heartbeat);
        watcher.remove(listener);
      };
      request.raw.on('close', cleanUp);
      response.on('close', cleanUp);
      if (response.destroyed || request.raw.destroyed) cleanUp();
    },
  );
}

/** The counts of the queues a role may see. */
function countsFor(permissions: readonly StaffPermission[], snapshot: QueueSnapshot): StaffQueueCounts {
  const counts: StaffQueueCounts = {};
  for (const queue of Object.keys(queuePermission) as StaffQueue[]) {
    if (permissions.includes(queuePermission[queue])) counts[queue] = snapshot.queues[queue].count;
  }
  return counts;
}

type QueueChange = Omit<StaffQueueEvent, 'counts'>;

const entered: Record<StaffQueue, QueueChange['kind']> = {
  withdrawals: 'withdrawal.requested',
  pending_deposits: 'deposit.pending',
  unmatched_statements: 'statement.unmatched',
  adjustments: 'adjustment.awaiting_approval',
};
const left: Record<StaffQueue, QueueChange['kind']> = {
  withdrawals: 'withdrawal.decided',
  pending_deposits: 'deposit.resolved',
  unmatched_statements: 'statement.resolved',
  adjustments: 'adjustment.decided',
};

/** What entered and left each queue between two looks. */
export function queueChanges(before: QueueSnapshot, after: QueueSnapshot): QueueChange[] {
  const changes: QueueChange[] = [];
  const difference = (from: number[], to: number[]) => {
    const present = new Set(to);
    return from.filter((id) => !present.has(id));
  };
  for (const queue of Object.keys(entered) as StaffQueue[]) {
    const added = difference(after.queues[queue].ids, before.queues[queue].ids);
    const removed = difference(before.queues[queue].ids, after.queues[queue].ids);
    if (added.length > 0) changes.push({ queue, kind: entered[queue], ids: added });
    if (removed.length > 0) changes.push({ queue, kind: left[queue], ids: removed });
  }
  const parked = difference(after.parkedWithdrawalIds, before.parkedWithdrawalIds);
  if (parked.length > 0)
    changes.push({ queue: 'withdrawals', kind: 'withdrawal.awaiting_second_approval', ids: parked });
  return changes;
}

/** One per app: looks at the queues while streams are open and tells each what its role may see. */
class QueueWatcher {
  private readonly listeners = new Set<StaffListener>();
  private previous: QueueSnapshot | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly context: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  streamsOf(staffId: number): number {
    let streams = 0;
    for (const listener of this.listeners) if (listener.staffId === staffId) streams += 1;
    return streams;
  }

  /** Registers a stream and answers the queues as they are now (its `ready` counts). */
  async add(listener: StaffListener): Promise<QueueSnapshot> {
    // Registered before any await, so concurrent opens of one staff member cannot pass the limit.
    this.listeners.add(listener);
    this.timer ??= setInterval(() => void this.tick(), queuePollMs);
    const snapshot = this.previous ?? (await readQueueSnapshot(this.context.db));
    this.previous ??= snapshot;
    return snapshot;
  }

  remove(listener: StaffListener): void {
    this.listeners.delete(listener);
    if (this.listeners.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
      this.previous = null;
    }
  }

  async close(): Promise<void> {
    for (const listener of [...this.listeners]) listener.response.end();
    this.listeners.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One look: tell the streams what changed; end those whose staff session ended. A look never overlaps the last. */
  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const snapshot = await readQueueSnapshot(this.context.db);
      const changes = this.previous ? queueChanges(this.previous, snapshot) : [];
      this.previous = snapshot;
      for (const listener of this.listeners) {
        for (const change of changes) {
          if (!listener.permissions.includes(queuePermission[change.queue])) continue;
          const event: StaffQueueEvent = { ...change, counts: countsFor(listener.permissions, snapshot) };
          listener.response.write(`event: queue\ndata: ${JSON.stringify(event)}\n\n`);
        }
      }
      const tokenIds = [...this.listeners].map((listener) => listener.staffTokenId);
      const ended = await endedStaffSessions(this.context.db, tokenIds, this.context.clock.now());
      for (const listener of this.listeners) if (ended.has(listener.staffTokenId)) listener.response.end();
    } catch (error) {
      this.log.error({ err: error }, 'staff queue watch failed');
    } finally {
      this.running = false;
    }
  }
}
