import { callSmsGateway, defaultSmsRetryPolicy, type SmsLog, type SmsRetryPolicy } from './sms-gateway-call';
import type { SmsSender } from './sms-sender';

/** ThaiBulkSMS API v2's send endpoint (https://developer.thaibulksms.com). */
export const thaiBulkSmsUrl = 'https://api-v2.thaibulksms.com/sms';

/**
 * SMS_SENDER=thaibulksms: ThaiBulkSMS API v2, `POST /sms` with HTTP Basic auth (API key : API
 * secret) and a form-encoded body `msisdn`, `message`, `sender`, `force` (corporate|standard credit).
 * It answers 201 with the numbers sent (`phone_number_list`) and the refused ones
 * (`bad_phone_number_list`); an error answers 4xx/5xx with `{error: {code, name, description}}`.
 * Thai domestic numbers (0812345678) are accepted as they are.
 */
export function createThaiBulkSmsSender(options: {
  apiKey: string;
  apiSecret: string;
  sender: string;
  force?: 'corporate' | 'standard';
  url?: string;
  policy?: Partial<SmsRetryPolicy>;
  log?: SmsLog;
}): SmsSender {
  const policy = { ...defaultSmsRetryPolicy, ...options.policy };
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:${options.apiSecret}`).toString('base64')}`;
  return {
    name: 'thaibulksms',
    async send({ phone, body }) {
      await callSmsGateway({
        sender: 'thaibulksms',
        url: options.url ?? thaiBulkSmsUrl,
        policy,
        log: options.log ?? (() => {}),
        init: () => ({
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            authorization,
          },
          body: new URLSearchParams({
            msisdn: phone,
            message: body,
            sender: options.sender,
            force: options.force ?? 'corporate',
          }).toString(),
        }),
        // A number the gateway refused is listed in bad_phone_number_list of a 201 answer.
        accepted: async (response) => {
          const answer = (await response.json().catch(() => undefined)) as
            { phone_number_list?: unknown[]; bad_phone_number_list?: unknown[] } | undefined;
          return Array.isArray(answer?.phone_number_list) && answer.phone_number_list.length > 0;
        },
      });
    },
  };
}
