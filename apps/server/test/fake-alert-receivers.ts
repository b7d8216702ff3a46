import { verifySignature } from '@chaba/core/integrations/verify-signature';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Local fakes of the two alert destinations, speaking their documented protocols: a webhook
 * receiver that checks the method, path, JSON body and the X-Timestamp / X-Signature HMAC the way
 * our own bank webhook does, and the Telegram Bot API's sendMessage (`POST /bot<token>/sendMessage`,
 * JSON `{chat_id, text}`, answering `{ok, result}` or `{ok: false, error_code, description}`).
 * Each can be told to fail its next calls.
 */

interface Received {
  path: string;
  body: Record<string, unknown>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface FakeReceiver {
  url: string;
  /** The requests it accepted, in order. */
  accepted: Received[];
  /** Requests it refused: a protocol error (status 400/401/404) or a failure it was told to give. */
  refused: Array<{ status: number; reason: string }>;
  /** Answer the next `count` valid calls with `status` (and Telegram's retry_after for 429). */
  failNext(count: number, status?: number, retryAfter?: number): void;
  close(): Promise<void>;
}

function receiver(
  handle: (
    request: IncomingMessage,
    raw: string,
  ) => { status: number; reason?: string; body?: unknown; accepted?: Received },
) {
  const state = {
    accepted: [] as Received[],
    refused: [] as FakeReceiver['refused'],
    fail: { count: 0, status: 500, retryAfter: undefined as number | undefined },
  };
  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    let answer = handle(request, raw);
    if (answer.accepted && state.fail.count > 0) {
      state.fail.count -= 1;
      answer = {
        status: state.fail.status,
        reason: 'told to fail',
        body: {
          ok: false,
          error_code: state.fail.status,
          description: 'Too Many Requests',
          ...(state.fail.retryAfter ? { parameters: { retry_after: state.fail.retryAfter } } : {}),
        },
      };
    }
    if (answer.accepted) state.accepted.push(answer.accepted);
    else state.refused.push({ status: answer.status, reason: answer.reason ?? '' });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body ?? {}));
  });
  return { server, state };
}

function fake(server: Server, state: ReturnType<typeof receiver>['state'], url: string): FakeReceiver {
  return {
    url,
    accepted: state.accepted,
    refused: state.refused,
    failNext(count, status = 500, retryAfter) {
      state.fail = { count, status, retryAfter };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The generic signed webhook's receiver at `POST /hooks/chaba`, with the shared secret. */
export async function startFakeWebhookReceiver(options: { secret: string; now: () => Date }) {
  const { server, state } = receiver((request, raw) => {
    if (request.method !== 'POST' || request.url !== '/hooks/chaba') return { status: 404, reason: 'path' };
    if (!request.headers['content-type']?.startsWith('application/json'))
      return { status: 400, reason: 'type' };
    try {
      verifySignature({
        secret: options.secret,
        rawBody: raw,
        signature: request.headers['x-signature'] as string | undefined,
        timestamp: { value: request.headers['x-timestamp'] as string | undefined, now: options.now() },
      });
    } catch {
      return { status: 401, reason: 'signature' };
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    if (typeof body.id !== 'number' || typeof body.kind !== 'string' || typeof body.data !== 'object')
      return { status: 400, reason: 'body' };
    return { status: 200, body: { received: true }, accepted: { path: request.url, body } };
  });
  const url = await listen(server);
  return fake(server, state, url);
}

/** The Telegram Bot API's sendMessage for one bot token. */
export async function startFakeTelegram(options: { token: string }) {
  let messageId = 0;
  const { server, state } = receiver((request, raw) => {
    const match = /^\/bot([^/]+)\/sendMessage$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match)
      return { status: 404, reason: 'path', body: { ok: false, error_code: 404, description: 'Not Found' } };
    if (match[1] !== options.token)
      return {
        status: 401,
        reason: 'token',
        body: { ok: false, error_code: 401, description: 'Unauthorized' },
      };
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return {
        status: 400,
        reason: 'json',
        body: { ok: false, error_code: 400, description: 'Bad Request' },
      };
    }
    const text = body.text;
    if (!body.chat_id || typeof text !== 'string' || text.length < 1 || text.length > 4096)
      return {
        status: 400,
        reason: 'body',
        body: { ok: false, error_code: 400, description: 'Bad Request: message text is empty' },
      };
    messageId += 1;
    return {
      status: 200,
      body: { ok: true, result: { message_id: messageId, chat: { id: body.chat_id }, date: 1, text } },
      accepted: { path: '/bot<token>/sendMessage', body },
    };
  });
  const url = await listen(server);
  return fake(server, state, url);
}

/** The console's alert settings request: both destinations on, risk flags off (every test member has one). */
export function alertSettingsRequest(overrides: Record<string, unknown> = {}) {
  return {
    webhook_enabled: true,
    webhook_url: '',
    telegram_enabled: true,
    telegram_chat_id: '-1001234567890',
    alert_large_withdrawal: true,
    alert_unmatched_transfer: true,
    alert_risk_flag: false,
    alert_job_failed: true,
    large_withdrawal_above: 1000,
    ...overrides,
  };
}
