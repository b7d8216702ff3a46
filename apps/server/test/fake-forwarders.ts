import { createHmac } from 'node:crypto';
import type { TestApp } from './helpers';

/**
 * The two forwarder apps a company phone runs, as local fakes that sign exactly as each app does
 * (issue 25), written from their sources and docs, not from the server's code:
 *
 * - SmsForwarder (pppscn/SmsForwarder, `utils/sender/WebhookUtils.kt`): `sign` is
 *   `URLEncoder.encode(Base64.encode(HmacSHA256(secret, "<timestamp>\n<secret>"), NO_WRAP), "UTF-8")`,
 *   then the default form body `from=[from]&content=[content]&timestamp=[timestamp]&sign=[sign]` is
 *   sent as form parameters (encoded once more by the HTTP client); a JSON template gets the
 *   once-encoded sign.
 * - SMS Gateway for Android (docs.sms-gate.app, Webhooks, payload signing): `X-Signature` is the hex
 *   HMAC-SHA256 of the raw body followed by `X-Timestamp` (Unix seconds).
 */

/** Java's URLEncoder for the Base64 alphabet: `+`, `/` and `=` are percent-encoded. */
function javaUrlEncode(value: string): string {
  return value.replace(/[+/=]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function smsForwarderSign(secret: string, timestampMs: number): string {
  const base64 = createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64');
  return javaUrlEncode(base64);
}

export async function postSmsForwarder(
  t: TestApp,
  deviceId: number,
  message: { from?: string; content: string },
  options: { secret: string; timestampMs?: number; sign?: string; json?: boolean },
) {
  const timestampMs = options.timestampMs ?? t.clock.now().getTime();
  const fields = {
    from: message.from ?? 'KBank',
    content: message.content,
    timestamp: String(timestampMs),
    sign: options.sign ?? smsForwarderSign(options.secret, timestampMs),
  };
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/integrations/bank-devices/${deviceId}/sms-forwarder`,
    headers: {
      'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    payload: options.json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
  return { status: response.statusCode, body: response.json() };
}

export function smsGatewayBody(
  message: { message: string; phoneNumber?: string; receivedAt: string },
  event = 'sms:received',
) {
  return JSON.stringify({
    deviceId: 'ffffffffceb0b1db00000193991c27e5',
    event,
    id: 'Ey6ECgOkVVFjz3CL48B8C',
    payload:
      event === 'sms:received'
        ? {
            messageId: 'abc',
            message: message.message,
            phoneNumber: message.phoneNumber ?? 'KBank',
            simNumber: 1,
            receivedAt: message.receivedAt,
          }
        : {},
    webhookId: 'LreFUt-Z3sSq0JufY9uWB',
  });
}

export async function postSmsGateway(
  t: TestApp,
  deviceId: number,
  body: string,
  options: { secret: string; timestampSeconds?: number; signature?: string },
) {
  const timestamp = String(options.timestampSeconds ?? Math.floor(t.clock.now().getTime() / 1000));
  const signature =
    options.signature ??
    createHmac('sha256', options.secret)
      .update(body + timestamp)
      .digest('hex');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/integrations/bank-devices/${deviceId}/sms-gateway`,
    headers: { 'content-type': 'application/json', 'x-signature': signature, 'x-timestamp': timestamp },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}
