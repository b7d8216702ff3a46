import type { Executor } from '@chaba/db/client';
import { readSiteSetting } from './site-settings';

/**
 * Whether a member deposits by PromptPay QR (the profile's `payment_gateway_status`): the operator's
 * switch decides (`off`, `all`), or with `per_member` — also while the switch was never set — the
 * member's own `payment_gateway_status`.
 */
export async function paymentGatewayOpenFor(
  db: Executor,
  member: { paymentGatewayStatus: boolean },
): Promise<boolean> {
  const setting = await readSiteSetting(db, 'payment_gateway');
  const mode = setting?.mode ?? 'per_member';
  return mode === 'all' || (mode === 'per_member' && member.paymentGatewayStatus);
}
