import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signatures of the two forwarder apps a company phone runs (issue 25, decision 47), as each
 * app computes them. Compared in constant time.
 */

/**
 * SmsForwarder (pppscn/SmsForwarder, `app/src/main/java/com/idormy/sms/forwarder/utils/sender/
 * WebhookUtils.kt`): `sign` = URL-encoded (UTF-8) Base64 (no wrap) of HMAC-SHA256 keyed with the
 * secret over `"<timestamp>\n<secret>"`, the timestamp in milliseconds. The app URL-encodes the
 * Base64 itself and then puts it in a form body, which encodes it again: after the form is decoded the
 * value still holds `%2B`, `%2F`, `%3D`. The JSON template carries the once-encoded value.
 */
export function signSmsForwarder(secret: string, timestampMs: string): string {
  const base64 = createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64');
  return encodeURIComponent(base64);
}

/**
 * A `sign` as plain Base64, however it arrived: URL-encoded (as the app sends it) or not, and with a
 * form decoder's spaces for a `+` sent unencoded. The replay check stores this form.
 */
export function canonicalSmsForwarderSign(sign: string): string {
  let value = sign.trim();
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return value.replace(/ /g, '+');
}

/** Whether `sign` is SmsForwarder's for this timestamp. */
export function isSmsForwarderSign(secret: string, timestampMs: string, sign: string): boolean {
  const expected = decodeURIComponent(signSmsForwarder(secret, timestampMs));
  return sameText(expected, canonicalSmsForwarderSign(sign));
}

/**
 * SMS Gateway for Android (capcom6/android-sms-gateway; docs.sms-gate.app, "Webhooks", payload
 * signing, and the maintainer's answer in discussion #200): `X-Signature` = hex HMAC-SHA256 keyed
 * with the signing key over the raw body followed directly by the `X-Timestamp` header (Unix seconds).
 * The docs do not say the hex's case: either is accepted.
 */
export function signSmsGateway(secret: string, rawBody: string, timestampSeconds: string): string {
  return createHmac('sha256', secret)
    .update(rawBody + timestampSeconds)
    .digest('hex');
}

export function isSmsGatewaySignature(
  secret: string,
  rawBody: string,
  timestampSeconds: string,
  signature: string,
): boolean {
  return sameText(signSmsGateway(secret, rawBody, timestampSeconds), signature.trim().toLowerCase());
}

function sameText(expected: string, given: string): boolean {
  const expectedBytes = Buffer.from(expected);
  const givenBytes = Buffer.from(given);
  return expectedBytes.length === givenBytes.length && timingSafeEqual(expectedBytes, givenBytes);
}
