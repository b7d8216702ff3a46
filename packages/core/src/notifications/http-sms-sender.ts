import { callSmsGateway, defaultSmsRetryPolicy, type SmsLog, type SmsRetryPolicy } from './sms-gateway-call';
import type { SmsSender } from './sms-sender';

/**
 * SMS_SENDER=http: a generic gateway (or the operator's own relay). Each message is
 * `POST {url}` with JSON `{"to": "0812345678", "message": "…"}` and `Authorization: Bearer {token}`;
 * any 2xx answer means sent.
 */
export function createHttpSmsSender(options: {
  url: string;
  token: string;
  policy?: Partial<SmsRetryPolicy>;
  log?: SmsLog;
}): SmsSender {
  const policy = { ...defaultSmsRetryPolicy, ...options.policy };
  return {
    name: 'http',
    async send({ phone, body }) {
      await callSmsGateway({
        sender: 'http',
        url: options.url,
        policy,
        log: options.log ?? (() => {}),
        init: () => ({
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${options.token}`,
          },
          body: JSON.stringify({ to: phone, message: body }),
        }),
      });
    },
  };
}
