import { streamQuery, streamTicketResponse } from '@chaba/contracts/auth';
import { commonErrorResponses, domainErrorExample, unauthenticatedResponse } from '@chaba/contracts/errors';
import { consumeStreamTicket, issueStreamTicket } from '@chaba/core/auth/stream-ticket';
import { DomainError } from '@chaba/core/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly } from '../http/auth';
import { startEventStream } from '../http/event-stream';
import { apiTags, security } from '../http/openapi';

const heartbeatMs = 25_000;
/**
 * Open streams per member in one server process. A fourth is refused (429), not swapped for the
 * oldest: closing the oldest would make two tabs take the slot from each other for ever, each
 * reconnect closing the other. The refused tab keeps polling and retries with its back-off.
 */
export const maxStreamsPerMember = 3;
const refusedStreamRetryAfterSeconds = 30;

/**
 * Live updates (Server-Sent Events): a small "changed" event whenever the member's credit or
 * requests change; the browser then reloads its profile. Its polling stays as the fallback.
 */
export function streamRoutes(scope: FastifyInstance, context: AppContext): void {
  const open = new Set<ServerResponse>();
  const openByMember = new Map<number, number>();
  scope.addHook('onClose', async () => {
    for (const response of open) response.end();
  });
  streamTicketRoute(scope, context);
  liveStreamRoute(scope, context, { open, openByMember });
}

/** The one-use ticket that opens a stream (EventSource sends no header). */
function streamTicketRoute(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/customers/stream-ticket',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'A one-minute, one-use ticket that opens the live-update stream',
        security: security.member,
        response: { 200: streamTicketResponse, 401: unauthenticatedResponse },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId, tokenId } = authenticatedMember(request);
      const ticket = await issueStreamTicket(context.db, {
        memberId,
        accessTokenId: tokenId,
        now: context.clock.now(),
      });
      return { ticket: ticket.token, expires_in: ticket.expiresInSeconds };
    },
  );
}

const streamSchema = {
  tags: [apiTags.member],
  summary: 'Live updates (Server-Sent Events): a `changed` event when credit or requests change',
  description:
    'Opened with a ticket of /api/customers/stream-ticket (EventSource sends no header). Events: ' +
    '`ready` once, then `changed` with `{"reason": ...}`; the site then reloads its profile. ' +
    'The stream ends with the login it was opened with.',
  querystring: streamQuery,
  response: {
    200: {
      content: {
        'text/event-stream': {
          schema: z.string().describe('event: ready\ndata: {}\n\nevent: changed\ndata: {"reason":"credit"}'),
        },
      },
    },
    401: unauthenticatedResponse.describe('No ticket, or one used, expired or of an ended login'),
    ...commonErrorResponses,
    429: commonErrorResponses[429].meta({
      examples: [domainErrorExample('too_many_streams', 'เปิดการอัปเดตสดไว้หลายหน้าต่างแล้ว หน้านี้จะรีเฟรชข้อมูลเอง')],
    }),
  },
};

/** The stream itself: at most `maxStreamsPerMember` per member, ended with its login. */
function liveStreamRoute(
  scope: FastifyInstance,
  context: AppContext,
  { open, openByMember }: { open: Set<ServerResponse>; openByMember: Map<number, number> },
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get('/api/customers/stream', { schema: streamSchema }, async (request, reply) => {
    const { ticket } = request.query;
    const { memberId, accessTokenId } = await consumeStreamTicket(context.db, {
      ticket,
      now: context.clock.now(),
    });
    // Counted and registered with no await in between, so concurrent opens cannot pass the limit.
    const streams = openByMember.get(memberId) ?? 0;
    if (streams >= maxStreamsPerMember) {
      throw new DomainError('too_many_streams', { retryAfterSeconds: refusedStreamRetryAfterSeconds });
    }
    openByMember.set(memberId, streams + 1);
    const response = startEventStream(reply);
    response.write('retry: 3000\nevent: ready\ndata: {}\n\n');
    open.add(response);
    const unsubscribe = context.events.subscribe(memberId, (event) => {
      if (event.reason === 'session-ended') {
        // The login this stream was opened with has ended (on any process): a stream must not
        // outlive it. The browser's next ticket request gets 401 and ends its session.
        if (event.tokenId === undefined || event.tokenId === accessTokenId) response.end();
        return;
      }
      response.write(`event: changed\ndata: ${JSON.stringify({ reason: event.reason })}\n\n`);
    });
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), heartbeatMs);
    let closed = false;
    const cleanUp = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(response);
      const left = (openByMember.get(memberId) ?? 1) - 1;
      if (left > 0) openByMember.set(memberId, left);
      else openByMember.delete(memberId);
    };
    request.raw.on('close', cleanUp);
    response.on('close', cleanUp);
    // A client gone before the listeners were added sends no 'close' any more: free its slot now.
    if (response.destroyed || request.raw.destroyed) cleanUp();
  });
}
