import { fetch, type Dispatcher } from 'undici';

/**
 * The two calls of LINE's Messaging API this site makes (issue 31, decision 71), from LINE's own
 * reference (https://developers.line.biz/en/reference/messaging-api/):
 *
 * - push: `POST /v2/bot/message/push` `{ to, messages }` (one user id, at most 5 messages);
 * - multicast: `POST /v2/bot/message/multicast` `{ to, messages }` (at most 500 user ids).
 *
 * Both carry `Authorization: Bearer <channel access token>` and `X-Line-Retry-Key` (a UUID we make
 * once per message and send on every try): LINE runs a request with a given key once, and answers
 * a later one with the same key 409 (https://developers.line.biz/en/docs/messaging-api/retrying-api-request/),
 * which is therefore "already sent". A 429 (rate limit, https://developers.line.biz/en/docs/messaging-api/handling-http-429-errors/)
 * sent nothing and is tried again later; so is a 5xx or a timeout (perhaps sent: the same key
 * makes the retry safe). Other 4xx are the request's fault and are not retried. Calls go through the
 * guarded outbound dispatcher (decision 45); the token is never part of an error or a log line.
 */
export type LineSendOutcome =
  { result: 'sent' } | { result: 'retry'; error: string } | { result: 'failed'; error: string };

export interface LineMessagingApi {
  push(options: { to: string; messages: unknown[]; retryKey: string }): Promise<LineSendOutcome>;
  multicast(options: { to: string[]; messages: unknown[]; retryKey: string }): Promise<LineSendOutcome>;
}

/** Multicast's documented limit of user ids per request. */
export const lineMulticastMaxRecipients = 500;

export function createLineMessagingApi(options: {
  baseUrl: string;
  accessToken: string;
  dispatcher: Dispatcher;
  timeoutMs?: number;
}): LineMessagingApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  const call = async (path: string, body: unknown, retryKey: string): Promise<LineSendOutcome> => {
    let response: Awaited<ReturnType<typeof fetch>>;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        dispatcher: options.dispatcher,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${options.accessToken}`,
          'x-line-retry-key': retryKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      return { result: 'retry', error: `LINE unreachable (${name})` };
    }
    await response.body?.cancel().catch(() => {});
    if (response.ok || response.status === 409) return { result: 'sent' };
    // LINE's documents name no Retry-After header for a 429: our own growing delay decides.
    if (response.status === 429 || response.status >= 500)
      return { result: 'retry', error: `LINE answered ${response.status}` };
    return { result: 'failed', error: `LINE answered ${response.status}` };
  };
  return {
    push: ({ to, messages, retryKey }) => call('/v2/bot/message/push', { to, messages }, retryKey),
    multicast: ({ to, messages, retryKey }) => call('/v2/bot/message/multicast', { to, messages }, retryKey),
  };
}
