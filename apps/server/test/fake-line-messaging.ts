import { lineSignature } from '@chaba/core/line/line-webhook';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of LINE's Messaging API (issue 31, decision 71), speaking what LINE documents
 * (https://developers.line.biz/en/reference/messaging-api/): `POST /v2/bot/message/push`
 * `{ to, messages }` and `POST /v2/bot/message/multicast` `{ to: [≤ 500 ids], messages }`, each with
 * `Authorization: Bearer <channel access token>` (401 otherwise), 1 to 5 message objects (400
 * otherwise) and an optional `X-Line-Retry-Key` UUID: a key already accepted is answered 409 and
 * sends nothing (https://developers.line.biz/en/docs/messaging-api/retrying-api-request/). Tests may
 * queue answers (a 429, a 500) for the next calls; such a call sends nothing. It also signs webhook
 * bodies as LINE does (`X-Line-Signature`).
 */
export interface FakeLineMessaging {
  url: string;
  accessToken: string;
  channelSecret: string;
  /** Every call, in order, whatever it was answered. */
  calls: Array<{ path: string; headers: IncomingHttpHeaders; body: string; status: number }>;
  /** What LINE would have delivered: one entry per accepted request. */
  delivered: Array<{
    path: string;
    to: string[];
    messages: Array<Record<string, unknown>>;
    retryKey?: string;
  }>;
  /** Statuses for the next calls (429, 500 …), in order. */
  answers: number[];
  /** The X-Line-Signature of a webhook body. */
  sign(body: string): string;
  close(): Promise<void>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userId = /^U[0-9a-f]{32}$/;

/** Answers a parsed request: a status and a body, and whether it was delivered. */
function judge(
  fake: FakeLineMessaging,
  path: string,
  headers: IncomingHttpHeaders,
  raw: string,
): { status: number; body: unknown } {
  if (headers.authorization !== `Bearer ${fake.accessToken}`)
    return {
      status: 401,
      body: {
        message: 'Authentication failed. Confirm that the access token in the authorization header is valid.',
      },
    };
  const retryKey = headers['x-line-retry-key'];
  if (retryKey !== undefined && (typeof retryKey !== 'string' || !uuid.test(retryKey)))
    return { status: 400, body: { message: 'The retry key must be a UUID' } };
  let body: { to?: unknown; messages?: unknown };
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    return { status: 400, body: { message: 'The request body has 1 error(s)' } };
  }
  const to = path === '/v2/bot/message/push' ? [body.to] : body.to;
  const messages = body.messages;
  const validTo =
    Array.isArray(to) &&
    to.length >= 1 &&
    to.length <= 500 &&
    to.every((id) => typeof id === 'string' && userId.test(id));
  const validMessages =
    Array.isArray(messages) &&
    messages.length >= 1 &&
    messages.length <= 5 &&
    messages.every((message: { type?: unknown; altText?: unknown; contents?: { type?: unknown } }) =>
      message.type === 'flex'
        ? typeof message.altText === 'string' &&
          message.altText.length <= 1500 &&
          message.contents?.type === 'bubble'
        : message.type === 'text' || message.type === 'image',
    );
  if (!validTo || !validMessages)
    return { status: 400, body: { message: 'The request body has 1 error(s)' } };
  const forced = fake.answers.shift();
  if (forced !== undefined) return { status: forced, body: { message: 'forced by the test' } };
  if (typeof retryKey === 'string' && fake.delivered.some((entry) => entry.retryKey === retryKey))
    return { status: 409, body: { message: 'The retry key is already accepted' } };
  fake.delivered.push({
    path,
    to: to as string[],
    messages: messages as Array<Record<string, unknown>>,
    ...(typeof retryKey === 'string' ? { retryKey } : {}),
  });
  return { status: 200, body: path === '/v2/bot/message/push' ? { sentMessages: [] } : {} };
}

export async function startFakeLineMessaging(): Promise<FakeLineMessaging> {
  const fake: FakeLineMessaging = {
    url: '',
    accessToken: 'fake-line-channel-access-token-0123456789',
    channelSecret: 'fake-line-channel-secret-0123456789',
    calls: [],
    delivered: [],
    answers: [],
    sign: (body) => lineSignature(fake.channelSecret, body),
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const raw = Buffer.concat(chunks).toString('utf8');
      const answer =
        request.method === 'POST' && (path === '/v2/bot/message/push' || path === '/v2/bot/message/multicast')
          ? judge(fake, path, request.headers, raw)
          : { status: 404, body: { message: 'Not found' } };
      fake.calls.push({ path, headers: request.headers, body: raw, status: answer.status });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A LINE user id as LINE writes them: U and 32 hex digits. */
export function lineUserIdOf(n: number): string {
  return `U${n.toString(16).padStart(32, '0')}`;
}

/** A webhook body with follow or unfollow events, as LINE sends it. */
export function lineWebhookBodyOf(
  events: Array<{
    type: 'follow' | 'unfollow' | 'message';
    userId: string;
    id: string;
    timestamp: number;
    redelivery?: boolean;
  }>,
): string {
  return JSON.stringify({
    destination: 'U0000000000000000000000000000bot1',
    events: events.map((event) => ({
      type: event.type,
      mode: 'active',
      timestamp: event.timestamp,
      source: { type: 'user', userId: event.userId },
      webhookEventId: event.id,
      deliveryContext: { isRedelivery: event.redelivery ?? false },
      ...(event.type === 'unfollow' ? {} : { replyToken: 'nHuyWiB7yP5Zw52FIkcQobQuGDXCTA' }),
    })),
  });
}

/** The settings that point the app at the fake (loopback allowed: the fake is on this machine). */
export function fakeLineMessagingEnv(fake: FakeLineMessaging): Record<string, string> {
  return {
    LINE_MESSAGING_CHANNEL_SECRET: fake.channelSecret,
    LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: fake.accessToken,
    LINE_MESSAGING_API_URL: fake.url,
    OUTBOUND_ALLOW_LOOPBACK: 'true',
  };
}
