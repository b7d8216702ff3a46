import type { FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';

/**
 * Takes a reply over for Server-Sent Events (the member's and the staff's live streams): the headers
 * every stream sends (no caching or buffering by a proxy), and the raw response to write events to.
 */
export function startEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  return response;
}
