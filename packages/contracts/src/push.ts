import { z } from 'zod';

/**
 * Web Push (issue 15, decision 35). `GET /api/push/public-key` tells the member site whether push is
 * on and the server's VAPID public key (the `applicationServerKey` of `PushManager.subscribe`);
 * `POST /api/customers/push-subscriptions` stores the browser's subscription (the JSON of
 * `PushSubscription`, plus the site's language, which the notifications are written in) and
 * `DELETE` removes it by its endpoint.
 */
export const pushPublicKeyResponse = z.object({
  enabled: z.boolean(),
  /** The VAPID public key, base64url of the 65-byte uncompressed P-256 point; null when push is off. */
  public_key: z.string().nullable(),
});
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponse>;

/**
 * The push services browsers subscribe with (Chrome and Android, Firefox, Edge, Safari): the server
 * sends only to these, so that a stored subscription cannot make it call any other address.
 */
const knownPushHosts = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
] as const;

/**
 * True when an endpoint is an https address of a known push service, or starts with one of
 * `extraOrigins` (the server's PUSH_SERVICE_ORIGINS: a test's local fake push service).
 */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username !== '' || url.password !== '') return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return knownPushHosts.some((host) =>
    host.startsWith('.')
      ? url.hostname.endsWith(host) && url.hostname.length > host.length
      : url.hostname === host,
  );
}

/** base64url without padding, of exactly `bytes` bytes (its length says it). */
const base64urlOf = (bytes: number) =>
  z
    .string({ error: 'invalid' })
    .length(Math.ceil((bytes * 4) / 3), { error: 'invalid' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid' });

/** The endpoint field, checked against the push services the server accepts. */
const endpointField = (extraOrigins: readonly string[]) =>
  z
    .string({ error: 'required' })
    .max(1024, { error: 'too_long' })
    .refine((value) => isAllowedPushEndpoint(value, extraOrigins), { error: 'invalid' });

/**
 * The body of `POST /api/customers/push-subscriptions`. The server passes its extra push service
 * origins and a check of the browser's key (`isBrowserKey`: a point on P-256, which only Node's
 * crypto can tell), so that no stored subscription breaks the sender later.
 */
export const pushSubscriptionRequest = (
  extraOrigins: readonly string[] = [],
  isBrowserKey: (p256dh: string) => boolean = () => true,
) =>
  z.object({
    endpoint: endpointField(extraOrigins),
    /** As the browser gives it; not used (a subscription that ended is removed on the push service's 404/410). */
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        /** The browser's P-256 public key (65 bytes). */
        p256dh: base64urlOf(65).refine(isBrowserKey, { error: 'invalid' }),
        /** The shared authentication secret (16 bytes). */
        auth: base64urlOf(16),
      },
      { error: 'required' },
    ),
    language: z.enum(['th', 'en', 'cn'], { error: 'invalid' }),
  });
export type PushSubscriptionRequest = z.infer<ReturnType<typeof pushSubscriptionRequest>>;

/** The body of `DELETE /api/customers/push-subscriptions`. */
export const pushUnsubscribeRequest = z.object({
  endpoint: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'too_long' }),
});
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequest>;

export const pushSubscriptionResponse = z.object({ success: z.literal(true) });
