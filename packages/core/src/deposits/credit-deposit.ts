import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { ledgerAccount, type AccountSpec } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { queueFirstDepositPostback } from '../affiliates/queue-first-deposit-postback';
import { startMemberPromotion } from '../promotions/start-member-promotion';
import { recordMemberChange } from '../notifications/member-events';
import { queuePushNotification } from '../push/queue-push-notification';

/**
 * Puts deposited money on a member's wallet through the ledger, and gives the member a customer id
 * (username) on their first deposit (spec §3: "may be empty until the first deposit").
 * Call inside the caller's transaction, after the request was moved to completed.
 */
export async function creditDeposit(
  tx: Executor,
  options: {
    memberId: number;
    amountSatang: bigint;
    from: AccountSpec;
    idempotencyKey: string;
    metadata: Record<string, unknown>;
    /** The deposit request being completed, when there is one: its promotion starts now. */
    request?: { id: number; promotionId: number | null };
    now: Date;
  },
) {
  const posted = await postTransaction(tx, {
    idempotencyKey: options.idempotencyKey,
    eventType: 'deposit',
    postings: transfer(options.from, ledgerAccount.memberWallet(options.memberId), options.amountSatang),
    metadata: options.metadata,
  });
  if (posted.replayed) return posted;
  await recordMemberChange(tx, { memberId: options.memberId, reason: 'deposit' });
  // The member's phone is told once the deposit commits (decision 35); a replay tells nothing.
  await queuePushNotification(tx, {
    eventKey: depositEventKey(options),
    notice: { kind: 'deposit_credited', memberId: options.memberId, amountSatang: options.amountSatang },
    now: options.now,
  });
  // The customer id on the first deposit, and the click id the postback needs, in one round trip
  // (issue 14: fewer statements on the crediting path). The select reads the row as it was before the
  // update, which changes only the username.
  const [member] = await queryRows<{ click_id: string | null }>(
    tx,
    sql`with named as (
          update members set username = 'CB' || lpad(id::text, 6, '0')
          where id = ${options.memberId} and username is null
          returning id
        )
        select click_id from members where id = ${options.memberId}`,
  );
  if (options.request?.promotionId) {
    await startMemberPromotion(tx, {
      memberId: options.memberId,
      requestId: options.request.id,
      promotionId: options.request.promotionId,
      depositSatang: options.amountSatang,
      now: options.now,
    });
  }
  await queueFirstDepositPostback(tx, {
    memberId: options.memberId,
    clickId: member?.click_id ?? null,
    revenueSatang: options.amountSatang,
    now: options.now,
  });
  return posted;
}

/** One deposit is told once, whichever way it was credited: by its request, else by its ledger key. */
export function depositEventKey(options: { idempotencyKey: string; request?: { id: number } }): string {
  return options.request ? `deposit-request:${options.request.id}` : `deposit:${options.idempotencyKey}`;
}
