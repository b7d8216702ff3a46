import { z } from 'zod';
import { recordId } from './validation';

/**
 * A member's Web Push subscriptions as the member page shows them (decision 35, decision 41): which
 * browsers are told of the member's money events and the announcements. Never the endpoint (the
 * push service's address is a capability: whoever has it with the keys can message that browser)
 * nor the browser's keys; the push service's host says which kind of browser it is.
 */
export const memberPushSubscription = z.object({
  id: z.number().int(),
  /** The push service's host (`fcm.googleapis.com`: Chrome, `updates.push.services.mozilla.com`…). */
  service: z.string(),
  language: z.enum(['th', 'en', 'cn']),
  /** The browser's user agent at opt-in, when it sent one. */
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_success_at: z.string().nullable(),
  /** Deliveries given up in a row (five remove the subscription). */
  failures: z.number().int(),
});
export type MemberPushSubscription = z.infer<typeof memberPushSubscription>;

export const memberPushSubscriptionsResponse = z.object({ data: z.array(memberPushSubscription) });
export type MemberPushSubscriptionsResponse = z.infer<typeof memberPushSubscriptionsResponse>;

export const memberPushSubscriptionParams = z.object({ id: recordId, subscriptionId: recordId });

/** Removing subscriptions answers how many were removed. */
export const removePushSubscriptionsResponse = z.object({
  success: z.literal(true),
  removed: z.number().int(),
});
