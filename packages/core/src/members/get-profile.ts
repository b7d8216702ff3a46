import type { Executor } from '@chaba/db/client';
import { activities, members, moneyRequests } from '@chaba/db/schema';
import { asc, desc, eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import { readSiteSetting } from '../site/site-settings';
import { companyAccountFor } from './company-account-for';
import { listOpenPromotions } from '../promotions/list-open-promotions';
import { claimedActivityIds } from '../activities/claim-activity-bonus';
import { readActivePromotion } from '../promotions/current-promotion';
import { creditCheckingFlag } from '../games/check-credit';
import { paymentGatewayOpenFor } from '../settings/payment-gateway-status';

/** How many finished requests the profile lists (the history tab), newest first. */
const historyLength = 50;

export type MoneyRequest = typeof moneyRequests.$inferSelect;

/**
 * What the member's profile is made of (spec §3), in satang and domain values: the member, the company
 * account to pay into, requests, credit, the active promotion's turnover, activities. The server's
 * presenter shapes the spec's answer from it. No password: DESIGN.md §5.
 *
 * @throws DomainError unauthenticated when the member is gone
 */
export async function getProfile(db: Executor, options: { memberId: number; now: Date }) {
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
    companyAccountFor(db, member.id),
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
      .limit(historyLength + 1),
    readBalance(db, ledgerAccount.memberWallet(member.id)),
    readActivePromotion(db, member.id),
    claimedActivityIds(db, member.id, options.now),
    paymentGatewayOpenFor(db, member),
  ]);
  const pending = requests.find((request) => request.status === 'pending');
  const finished = requests.filter((request) => request.status !== 'pending').slice(0, historyLength);

  return {
    member,
    companyAccount,
    promptpayName: promptpay?.name ?? null,
    /** The effective `payment_gateway_status`: the operator's switch, or the member's own. */
    paymentGatewayOn,
    openPromotions: activePromotions,
    activePromotion: active,
    pendingRequest: pending ?? null,
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

export type MemberProfile = Awaited<ReturnType<typeof getProfile>>;
