import type { Dispatcher } from 'undici';
import { signWebhook } from '../integrations/verify-signature';
import { postJson, StaffAlertSendError, type StaffAlertSender } from './staff-alert-sender';

/**
 * The generic signed webhook: `POST {url}` with a JSON body
 * `{"id", "kind", "created_at", "data"}` and the headers the bank webhook we receive uses,
 * `X-Timestamp` (Unix seconds) and `X-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`
 * with the shared secret (`ALERT_WEBHOOK_SECRET`). The receiver deduplicates by `id`: an alert may
 * come again after a timeout. Any 2xx is accepted. Staff set the address: it is called through the
 * guarded `dispatcher` (no loopback, private or metadata address, decision 45).
 */
export function createWebhookAlertSender(options: {
  url: () => string;
  secret: string;
  now: () => Date;
  dispatcher: Dispatcher;
  timeoutMs?: number;
}): StaffAlertSender {
  return {
    destination: 'webhook',
    async send(alert) {
      const url = options.url();
      if (url === '') throw new StaffAlertSendError('no webhook address is set');
      const body = JSON.stringify({
        id: alert.id,
        kind: alert.kind,
        created_at: alert.createdAt.toISOString(),
        data: alert.data,
      });
      const timestamp = String(Math.floor(options.now().getTime() / 1000));
      const response = await postJson(url, {
        body,
        timeoutMs: options.timeoutMs ?? 5000,
        dispatcher: options.dispatcher,
        headers: {
          'x-timestamp': timestamp,
          'x-signature': signWebhook(options.secret, timestamp, body),
          'x-alert-id': String(alert.id),
        },
      });
      await response.body?.cancel();
      if (!response.ok) throw new StaffAlertSendError(`HTTP ${response.status}`);
    },
  };
}
