import { approveAutomatically } from '@chaba/core/withdrawals/approve-automatically';
import {
  checkPayoutOrder,
  duePayoutOrders,
  sendPayoutOrder,
  uncheckedWithdrawals,
} from '@chaba/core/withdrawals/pay-out';
import { readWithdrawalRules } from '@chaba/core/withdrawals/withdrawal-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context';

/** The withdrawal rules in force: the settings desk's, the two-person amount defaulting to the environment's. */
export function withdrawalRulesOf(context: AppContext) {
  return readWithdrawalRules(context.db, {
    secondApprovalAboveSatang: context.config.WITHDRAWAL_SECOND_APPROVAL_ABOVE,
  });
}

/**
 * The automatic rules look at a new withdrawal; when they pay it, its order is sent at once, in the
 * background (the member's answer does not wait for the agent). What a stop cuts short, the payout
 * job finishes: the rules' look, the sending, the asking.
 */
export async function payAutomatically(
  context: AppContext,
  options: { requestId: number; log: FastifyBaseLogger; background: (work: Promise<unknown>) => void },
): Promise<boolean> {
  let order;
  try {
    order = await approveAutomatically(context.db, {
      requestId: options.requestId,
      now: context.clock.now(),
      rules: await withdrawalRulesOf(context),
      payoutAgent: context.payoutAgent.rail() !== undefined,
    });
  } catch (error) {
    // The request stands (its hold is made): the payout job's rules look at it again.
    options.log.warn(
      { err: error, requestId: options.requestId },
      'automatic rules failed; the payout job retries',
    );
    return false;
  }
  if (order === null) return false;
  options.background(sendNow(context, order.id, options.log));
  return true;
}

/** Sends an order just made (a person's approval or the rules'); a failure is the job's to retry. */
export async function sendNow(context: AppContext, orderId: string, log: FastifyBaseLogger): Promise<void> {
  const rail = context.payoutAgent.rail();
  if (!rail) return;
  try {
    await sendPayoutOrder(context.db, {
      orderId,
      rail,
      now: context.clock.now(),
      checkAfterSeconds: context.config.PAYOUT_CHECK_AFTER_SECONDS,
    });
  } catch (error) {
    log.warn({ err: error, orderId }, 'payout order not sent; the payout job sends it again');
  }
}

/**
 * One run of the payout job: withdrawals the rules have not looked at, orders due to be sent again,
 * and accepted orders without a report after PAYOUT_CHECK_AFTER_SECONDS. Each step is bounded by
 * `limit` and idempotent (guarded claims), so several processes may run it.
 */
export async function runPayouts(run: {
  context: AppContext;
  log: FastifyBaseLogger;
  now: Date;
  limit: number;
}): Promise<number> {
  const { context, now, limit } = run;
  const rules = await withdrawalRulesOf(context);
  const rail = context.payoutAgent.rail();
  let handled = 0;
  for (const requestId of await uncheckedWithdrawals(context.db, { limit })) {
    await approveAutomatically(context.db, { requestId, now, rules, payoutAgent: rail !== undefined });
    handled++;
  }
  if (!rail) return handled;
  const checkAfterSeconds = context.config.PAYOUT_CHECK_AFTER_SECONDS;
  for (const order of await duePayoutOrders(context.db, { now: context.clock.now(), limit })) {
    const step = order.status === 'sending' ? sendPayoutOrder : checkPayoutOrder;
    await step(context.db, { orderId: order.id, rail, now: context.clock.now(), checkAfterSeconds });
    handled++;
  }
  if (handled > 0) run.log.info({ handled }, 'payouts');
  return handled;
}
