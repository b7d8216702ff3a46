import { claimedActivityIds } from '@chaba/core/activities/claim-activity-bonus';
import { DomainError } from '@chaba/core/errors';
import { creditCheckingFlag } from '@chaba/core/games/check-credit';
import { ledgerAccount, readBalance } from '@chaba/core/ledger/accounts';
import { companyAccountFor } from '@chaba/core/members/company-account-for';
import type { MemberProfile } from '@chaba/core/members/get-profile';
import { readActivePromotion } from '@chaba/core/promotions/current-promotion';
import { listOpenPromotions } from '@chaba/core/promotions/list-open-promotions';
import { paymentGatewayOpenFor } from '@chaba/core/site/payment-gateway-status';
import { readSiteSetting } from '@chaba/core/site/site-settings';
import type { Executor } from '@chaba/db/client';
import { activities, companyBankAccounts, members, moneyRequests } from '@chaba/db/schema';
import { asc, desc, eq } from 'drizzle-orm';

/**
 * The member's profile read the way it was before issue 14: about ten queries, each part by the use
 * case that owns it. Kept here, unchanged, as the oracle the one-statement `getProfile` is compared
 * with (profile-one-query.test.ts).
 */
export async function profileByQueries(
  db: Executor,
  options: { memberId: number; now: Date },
): Promise<MemberProfile> {
  const [member] = await db.select().from(members).where(eq(members.id, options.memberId)).limit(1);
  if (!member) throw new DomainError('unauthenticated');
  const [
    companyAccount,
    activePromotions,
    events,
    promptpay,
    requests,
    walletSatang,
    active,
    claimed,
    paymentGatewayOn,
  ] = await Promise.all([
    companyAccountFor(db, member.id, options.now),
    listOpenPromotions(db, options.now),
    db
      .select()
      .from(activities)
      .where(eq(activities.active, true))
      .orderBy(asc(activities.sortOrder), asc(activities.id)),
    readSiteSetting(db, 'promptpay'),
    db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.memberId, member.id))
      .orderBy(desc(moneyRequests.createdAt), desc(moneyRequests.id))
      .limit(51),
    readBalance(db, ledgerAccount.memberWallet(member.id)),
    readActivePromotion(db, member.id),
    claimedActivityIds(db, member.id, options.now),
    paymentGatewayOpenFor(db, member),
  ]);
  const pending = requests.find((request) => request.status === 'pending');
  const [payTo] =
    pending?.type === 'deposit' && pending.method === 'bank' && pending.companyAccountNumber !== null
      ? await db
          .select({
            bank: companyBankAccounts.bank,
            accountNumber: companyBankAccounts.accountNumber,
            accountName: companyBankAccounts.accountName,
          })
          .from(companyBankAccounts)
          .where(eq(companyBankAccounts.accountNumber, pending.companyAccountNumber))
      : [];
  const finished = requests.filter((request) => request.status !== 'pending').slice(0, 50);
  return {
    member,
    companyAccount,
    promptpayName: promptpay?.name ?? null,
    paymentGatewayOn,
    openPromotions: activePromotions,
    activePromotion: active,
    pendingRequest: pending ?? null,
    pendingPayTo: payTo ?? null,
    completedRequests: finished,
    events: events.map((event) => ({
      id: event.id,
      name: event.name,
      names: { th: event.name, en: event.nameEn, cn: event.nameCn },
      bonusSatang: event.bonusSatang,
      activated: claimed.has(event.id),
    })),
    walletSatang,
    creditChecking: await creditCheckingFlag(db, member.id),
  };
}
