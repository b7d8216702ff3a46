import { satangToBahtNumber } from '@chaba/contracts/baht';
import type { Database, Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { bankMessageGaps, type bankMessages } from '@chaba/db/schema';
import { sql } from 'drizzle-orm';
import { queueStaffAlert } from '../alerts/queue-staff-alert';

type MessageRow = typeof bankMessages.$inferSelect;

/**
 * Whether a message's balance after is explained by the previous balance of the same company account
 * and the transfers told in between (issue 25): previous balance + incoming - outgoing, each transfer
 * once (the SMS and the notification of one transfer share a line id). When it is not, a message was
 * missed: the gap is recorded (once per message) and a staff alert names the account and the amount
 * unexplained, in one transaction. A message without a balance, or the first of its account, says
 * nothing. The checks of one account are serialised (a transaction-scoped advisory lock on the
 * account, as the money functions lock a transfer): the reads and the alert are one transaction, so
 * two messages of one account processed at once are checked one after the other, and the SMS and
 * the app notification of one transfer, both telling the balance, alert a gap once, not twice.
 */
export async function checkBalanceGap(
  db: Database,
  options: { message: MessageRow; now: Date },
): Promise<void> {
  const { message } = options;
  if (message.balanceAfterSatang === null || message.accountNumber === null) return;
  if (message.kind !== 'incoming' && message.kind !== 'outgoing') return;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`bank-balance:${message.accountNumber}`}, 0))`,
    );
    await checkUnderLock(tx, { message, now: options.now });
  });
}

async function checkUnderLock(db: Executor, options: { message: MessageRow; now: Date }): Promise<void> {
  const { message } = options;
  const at = (message.occurredAt ?? message.receivedAt).toISOString();
  const [previous] = await queryRows<{ id: string; balance: string; occurred_at: string | Date }>(
    db,
    sql`select id::text, balance_after_satang::text as balance, occurred_at from bank_messages
    where account_number = ${message.accountNumber} and balance_after_satang is not null and id <> ${message.id}
      and kind in ('incoming', 'outgoing')
      and (line_external_id is null or line_external_id is distinct from ${message.lineExternalId})
      and (occurred_at, id) < (${at}::timestamptz, ${message.id})
    order by occurred_at desc, id desc limit 1`,
  );
  if (!previous) return;
  const [between] = await queryRows<{ moved: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as moved from (
      select distinct on (coalesce(line_external_id, 'message:' || id))
        case when kind = 'incoming' then amount_satang else -amount_satang end as amount
      from bank_messages
      where account_number = ${message.accountNumber} and kind in ('incoming', 'outgoing')
        and amount_satang is not null and id <> ${previous.id}::bigint
        and (line_external_id is null or line_external_id is distinct from
          (select line_external_id from bank_messages where id = ${previous.id}::bigint))
        and (occurred_at, id) > (${new Date(previous.occurred_at).toISOString()}::timestamptz, ${previous.id}::bigint)
        and (occurred_at, id) <= (${at}::timestamptz, ${message.id})
      order by coalesce(line_external_id, 'message:' || id), id) as transfers`,
  );
  const previousBalance = BigInt(previous.balance);
  const unexplained = message.balanceAfterSatang! - (previousBalance + BigInt(between!.moved));
  if (unexplained === 0n) return;
  if (await transferGapFound(db, message)) return;
  const [gap] = await db
    .insert(bankMessageGaps)
    .values({
      accountNumber: message.accountNumber!,
      deviceId: message.deviceId,
      messageId: message.id,
      previousBalanceSatang: previousBalance,
      reportedBalanceSatang: message.balanceAfterSatang!,
      unexplainedSatang: unexplained,
      createdAt: options.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!gap) return;
  await queueStaffAlert(db, {
    kind: 'bank_message_gap',
    data: {
      account: message.accountNumber,
      unexplained_baht: satangToBahtNumber(unexplained),
      previous_balance_baht: satangToBahtNumber(previousBalance),
      reported_balance_baht: satangToBahtNumber(message.balanceAfterSatang!),
      device_id: message.deviceId,
    },
    now: options.now,
  });
}

/**
 * Whether another message of the same transfer (the SMS and the app notification share a line) has
 * found this gap already: the gap is the transfer's, so it is recorded and alerted once. Read under
 * the account's lock, after the other message's check committed.
 */
async function transferGapFound(db: Executor, message: MessageRow): Promise<boolean> {
  if (message.lineExternalId === null) return false;
  const [found] = await queryRows<{ id: string }>(
    db,
    sql`select g.id::text from bank_message_gaps g join bank_messages m on m.id = g.message_id
    where g.account_number = ${message.accountNumber} and m.line_external_id = ${message.lineExternalId}
    limit 1`,
  );
  return found !== undefined;
}
