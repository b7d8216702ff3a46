import webPush from 'web-push';
import type { PushOutcome, PushSender } from './push-sender';

/** The server's VAPID key pair (RFC 8292) and the contact the push services may reach. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or an https address. */
  subject: string;
}

/**
 * Web Push through the `web-push` library: it encrypts the payload for the subscription (RFC 8291,
 * aes128gcm) and signs the VAPID JWT for the push service's origin; the request itself is made
 * here with `fetch`, bounded by `timeoutMs`, so that its answer maps to a `PushOutcome`. The private
 * key never leaves this closure, and no error text carries it or the payload.
 */
export function createWebPushSender(options: { vapid: VapidKeys; timeoutMs: number }): PushSender {
  return {
    async send(target, payload, sendOptions): Promise<PushOutcome> {
      let details: ReturnType<typeof webPush.generateRequestDetails>;
      try {
        details = webPush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: options.vapid,
            TTL: sendOptions.ttlSeconds,
            contentEncoding: 'aes128gcm',
            ...(sendOptions.topic ? { topic: sendOptions.topic } : {}),
          },
        );
      } catch {
        // The subscription's keys cannot be encrypted for: it will never work (the routes refuse such keys).
        return { result: 'gone', status: 0 };
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) {
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      }
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body ? new Uint8Array(details.body) : undefined,
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return { result: 'retry', error: timedOut ? 'push service timed out' : 'push service unreachable' };
      }
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return { result: 'sent' };
      if (response.status === 404 || response.status === 410)
        return { result: 'gone', status: response.status };
      const retryAfter = Number(response.headers.get('retry-after'));
      return {
        result: 'retry',
        error: `push service answered ${response.status}`,
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      };
    },
  };
}
