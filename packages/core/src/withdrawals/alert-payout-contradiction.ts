import { satangToBahtNumber } from '@chaba/contracts/baht';
import type { Transaction } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { queueStaffAlert } from '../alerts/queue-staff-alert';
import { recordAudit } from '../audit/record-audit';
import type { PayoutOutcome } from './pay-out';
import type { PayoutOrder } from './payout-orders';

const action = 'withdrawal.payout_contradicted';

/**
 * Whether an outcome told about an order whose outcome is recorded says otherwise: failed after
 * paid, paid after failed (the hold went back to the member, and the money may have left too), or
 * paid under another bank reference than the one recorded (two transfers?). The same outcome again,
 * or a "paid" that names no reference (or where none was recorded), is only a replay.
 */
export function contradictsRecordedOutcome(order: PayoutOrder, outcome: PayoutOutcome): boolean {
  if (order.status !== 'paid' && order.status !== 'failed') return false;
  if (order.status !== outcome.status) return true;
  if (outcome.status !== 'paid') return false;
  const recorded = order.bankRef ?? '';
  return recorded !== '' && outcome.bankRef !== '' && recorded !== outcome.bankRef;
}

/**
 * A contradicting late outcome (decision 51) moves no money (the first outcome stands) but is put
 * before staff: a `payout_contradicted` alert (always on: it has no switch) and an audit record
 * without a staff member, in the caller's transaction under the order's row lock. Once per order and
 * told outcome (status and bank reference): an agent that sends the same report again raises nothing
 * new. Answers whether it raised one. No account number goes in the alert (it leaves for chat apps).
 */
export async function alertPayoutContradiction(
  tx: Transaction,
  order: PayoutOrder,
  options: { outcome: PayoutOutcome; now: Date; staffId?: number | null },
): Promise<boolean> {
  const { outcome, now } = options;
  const told = {
    reportedStatus: outcome.status,
    reportedBankRef: outcome.status === 'paid' ? outcome.bankRef : '',
    reportedReason: outcome.status === 'failed' ? outcome.reason : null,
  };
  const [seen] = await queryRows<{ id: string }>(
    tx,
    sql`select id::text from audit_log
        where target_type = 'money_request' and target_id = ${String(order.requestId)} and action = ${action}
          and details ->> 'reportedStatus' = ${told.reportedStatus}
          and coalesce(details ->> 'reportedBankRef', '') = ${told.reportedBankRef}
        limit 1`,
  );
  if (seen) return false;
  await queueStaffAlert(tx, {
    kind: 'payout_contradicted',
    data: {
      order_id: order.id,
      withdrawal_id: order.requestId,
      member_id: order.memberId,
      amount_baht: satangToBahtNumber(order.amountSatang),
      recorded_status: order.status,
      recorded_bank_ref: order.bankRef,
      reported_status: told.reportedStatus,
      reported_bank_ref: told.reportedBankRef,
      reported_reason: told.reportedReason,
    },
    now,
  });
  // Last in the transaction: the audit chain's lock is held until commit.
  await recordAudit(tx, {
    staffId: options.staffId ?? null,
    action,
    targetType: 'money_request',
    targetId: order.requestId,
    details: {
      orderId: order.id,
      amountSatang: order.amountSatang.toString(),
      recordedStatus: order.status,
      recordedBankRef: order.bankRef,
      ...told,
    },
    now,
  });
  return true;
}
