import type { Transaction, Database } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { companyBankAccounts, moneyRequests, payoutOrders } from '@chaba/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffActor } from '../audit/lock-member-row';
import { recordAudit } from '../audit/record-audit';
import { maxAddedSatang } from '../deposits/deposit-rules';
import {
  chooseCompanyAccount,
  listDepositAccounts,
  readMemberForAccountRules,
  type CompanyAccountRow,
} from '../members/company-account-rules';
import {
  afterPaying,
  choosePayingAccount,
  readPayingAccounts,
  takePayoutLock,
} from '../withdrawals/paying-account';
import { lockCompanyAccount } from './lock-company-account';

/** At most this many pending deposits and unsent orders move in one freeze (a bound; far above a day's). */
const moveLimit = 1000;

export interface FrozenAccount {
  account: CompanyAccountRow;
  /** Pending bank deposits now to be paid into another account (their members were told). */
  movedDeposits: number;
  /** Pending bank deposits that stay: no other account receives deposits for their member. */
  depositsLeft: number;
  /** Payout orders not yet accepted by the agent, now paid from another account. */
  movedPayouts: number;
  /** Payout orders no other account could pay: held for a person (`no_paying_account`). */
  heldPayouts: number;
}

/**
 * A bank froze one of the company's accounts: staff mark it frozen in one step (decision 52). In one
 * transaction, under the payout lock and the account's row lock: the account is `frozen`, so it is
 * given to no member and pays nothing; each pending bank deposit into it moves to the account the
 * member's rules now give (`deposit_move_account`: its amount kept unless that account has a
 * pending deposit of it; the member's open page shows the new account at once); each payout order
 * assigned to it and not yet accepted by the agent moves to the first account that can pay it, or is
 * held for a person when none can. Orders the agent accepted stay: the agent is paying them. A
 * QR deposit stays (its code names the PromptPay, not the account). Audited with what moved.
 *
 * @throws DomainError not_found
 */
export async function freezeCompanyAccount(
  db: Database,
  options: StaffActor & { accountId: number },
): Promise<FrozenAccount> {
  const { now } = options;
  return db.transaction(async (tx) => {
    await takePayoutLock(tx);
    const before = await lockCompanyAccount(tx, options.accountId);
    const [account] = await tx
      .update(companyBankAccounts)
      .set({ status: 'frozen' })
      .where(eq(companyBankAccounts.id, before.id))
      .returning();
    const payouts = await moveUnsentPayouts(tx, before.accountNumber, now);
    const deposits = await movePendingDeposits(tx, before.accountNumber, now);
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'bank_account.freeze',
      targetType: 'company_bank_account',
      targetId: before.id,
      details: { accountNumber: before.accountNumber, ...deposits, ...payouts },
      clientAddress: options.clientAddress,
      before: { status: before.status },
      after: { status: 'frozen' },
      now,
    });
    return { account: account!, ...deposits, ...payouts };
  });
}

/** The orders from the frozen account that the agent has not accepted: to another account, or held. */
async function moveUnsentPayouts(tx: Transaction, accountNumber: string, now: Date) {
  const orders = await tx
    .select()
    .from(payoutOrders)
    .where(and(eq(payoutOrders.fromAccountNumber, accountNumber), eq(payoutOrders.status, 'sending')))
    .orderBy(asc(payoutOrders.createdAt), asc(payoutOrders.id))
    .limit(moveLimit)
    .for('update');
  let accounts = await readPayingAccounts(tx, now);
  let movedPayouts = 0;
  let heldPayouts = 0;
  for (const order of orders) {
    const to = choosePayingAccount(accounts, order.amountSatang);
    if (to) {
      accounts = accounts.map((account) =>
        account === to ? afterPaying(account, order.amountSatang) : account,
      );
      await tx
        .update(payoutOrders)
        .set({ fromAccountNumber: to.accountNumber })
        .where(eq(payoutOrders.id, order.id));
      movedPayouts += 1;
    } else {
      await tx
        .update(payoutOrders)
        .set({ status: 'held', fromAccountNumber: null })
        .where(eq(payoutOrders.id, order.id));
      await tx
        .update(moneyRequests)
        .set({ manualReason: 'no_paying_account' })
        .where(eq(moneyRequests.id, order.requestId));
      heldPayouts += 1;
    }
  }
  return { movedPayouts, heldPayouts };
}

/** The pending bank deposits into the frozen account: each to the account its member's rules give now. */
async function movePendingDeposits(tx: Transaction, accountNumber: string, now: Date) {
  const pending = await tx
    .select({ id: moneyRequests.id, memberId: moneyRequests.memberId })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.status, 'pending'),
        eq(moneyRequests.type, 'deposit'),
        eq(moneyRequests.method, 'bank'),
        eq(moneyRequests.companyAccountNumber, accountNumber),
      ),
    )
    .orderBy(asc(moneyRequests.id))
    .limit(moveLimit);
  const accounts = await listDepositAccounts(tx, now);
  let movedDeposits = 0;
  for (const deposit of pending) {
    const member = await readMemberForAccountRules(tx, deposit.memberId);
    const to = member ? chooseCompanyAccount(accounts, member) : undefined;
    if (!to) continue;
    const [moved] = await queryRows<{ amount: string | null }>(
      tx,
      sql`select deposit_move_account(${deposit.id}, ${to.accountNumber}, ${maxAddedSatang.toString()}::bigint)::text as amount`,
    );
    if (moved?.amount !== null && moved?.amount !== undefined) movedDeposits += 1;
  }
  return { movedDeposits, depositsLeft: pending.length - movedDeposits };
}
