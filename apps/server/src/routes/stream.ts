import { authenticateStreamTicket, issueStreamTicket } from '@chaba/core/auth/stream-ticket';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { requireMember } from '../http/auth';

const heartbeatMs = 25_000;
const streamQuery = z.object({ ticket: z.string().min(1).max(200).optional() });

/**
 * Live updates (Server-Sent Events): a small "changed" event whenever the member's credit or
 * requests change; the browser then reloads its profile. Its polling stays as the fallback.
 */
export function streamRoutes(app: FastifyInstance, context: AppContext): void {
  const open = new Set<ServerResponse>();
  app.addHook('onClose', async () => {
    for (const response of open) response.end();
  });

  app.post('/api/customers/stream-ticket', async (request) => {
    const { memberId } = await requireMember(context, request);
    const ticket = await issueStreamTicket(context.db, { memberId, now: context.clock.now() });
    return { ticket: ticket.token, expires_in: ticket.expiresInSeconds };
  });

  app.get('/api/customers/stream', async (request, reply) => {
    const { ticket } = streamQuery.parse(request.query ?? {});
    const { memberId } = await authenticateStreamTicket(context.db, { ticket, now: context.clock.now() });
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write('retry: 3000\nevent: ready\ndata: {}\n\n');
    open.add(response);
    const unsubscribe = context.events.subscribe(memberId, (event) => {
      response.write(`event: changed\ndata: ${JSON.stringify({ reason: event.reason })}\n\n`);
    });
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), heartbeatMs);
    const cleanUp = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(response);
    };
    request.raw.on('close', cleanUp);
    response.on('close', cleanUp);
  });
}
