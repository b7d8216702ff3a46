import type { CompletedRequest, PendingRequest, Profile } from '@chaba/contracts/profile';
import type { Executor } from '@chaba/db/client';
import { activities, members, moneyRequests } from '@chaba/db/schema';
import { satangToBaht } from '@chaba/i18n/format';
import type { Language } from '@chaba/i18n/languages';
import { translateServer, type ServerMessageKey } from '@chaba/i18n/translate';
import { asc, desc, eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import { readSiteSetting } from '../site/site-settings';
import { companyAccountFor } from './company-account-for';
import { listOpenPromotions } from '../promotions/list-open-promotions';
import { claimedActivityIds } from '../activities/claim-activity-bonus';
import { readActivePromotion } from '../promotions/current-promotion';
import { creditCheckingFlag } from '../games/check-credit';

/** How many finished requests the profile lists (the history tab), newest first. */
const historyLength = 50;

/**
 * The member's profile as the site reads it (spec §3): account, the company account to pay into,
 * requests, credit, the active promotion's turnover, activities. No password: DESIGN.md §5.
 *
 * @throws DomainError unauthenticated when the member is gone
 */
export async function getProfile(
  db: Executor,
  options: { memberId: number; now: Date; language: Language },
): Promise<Profile> {
  const [member] = await db.select().from(members).where(eq(members.id, options.memberId)).limit(1);
  if (!member) throw new DomainError('unauthenticated');

  const [companyAccount, activePromotions, events, promptpay, requests, walletSatang, active, claimed] =
    await Promise.all([
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
    ]);
  const pending = requests.find((request) => request.status === 'pending');
  const finished = requests.filter((request) => request.status !== 'pending').slice(0, historyLength);

  return {
    phone: member.phone,
    username: member.username,
    name: member.name,
    bank: member.bank,
    account_number: member.accountNumber,
    line: member.line,
    to_bank: companyAccount?.bank ?? null,
    to_account_number: companyAccount?.accountNumber ?? null,
    to_name: companyAccount?.accountName ?? null,
    qr_code_name: promptpay?.name ?? null,
    payment_gateway_status: member.paymentGatewayStatus,
    promotions: activePromotions,
    current_promotion: active
      ? {
          name: active.name,
          turnover: satangToBaht(active.progressSatang),
          turnover_needed: satangToBaht(active.requiredSatang),
          turnover_updated_at: active.updatedAt.toISOString(),
        }
      : null,
    // The first key is the active promotion (spec §3).
    promotion_ids: active ? { [String(active.promotionId)]: active.name } : {},
    pending_request: pending ? toPendingRequest(pending) : null,
    completed_requests: finished.map((request) => toCompletedRequest(request, options.language)),
    events: events.map((event) => ({
      id: event.id,
      name: event.name,
      bonus: satangToBaht(event.bonusSatang),
      activated: claimed.has(event.id),
    })),
    games: [{ credit: satangToBaht(walletSatang) }],
    credit_checking: await creditCheckingFlag(db, member.id),
    referral_key: member.referralKey,
    scope: ['member'],
  };
}

type MoneyRequest = typeof moneyRequests.$inferSelect;

function toPendingRequest(request: MoneyRequest): PendingRequest {
  return {
    id: request.id,
    type: request.type,
    amount: satangToBaht(request.amountSatang),
    ref: request.ref,
    created_at: request.createdAt.toISOString(),
    expires_at: request.expiresAt?.toISOString() ?? null,
    method: request.method,
    qr_code: request.qrImage,
  };
}

function toCompletedRequest(request: MoneyRequest, language: Language): CompletedRequest {
  const cause = request.deletedCause;
  const knownCause = cause === 'cancelled_by_member' || cause === 'expired';
  return {
    id: request.id,
    type: request.type,
    status: request.status,
    amount: satangToBaht(request.amountSatang),
    requested_amount: satangToBaht(request.expectedAmountSatang ?? request.amountSatang),
    bonus: satangToBaht(request.bonusSatang),
    deleted_cause: knownCause ? translateServer(language, `causes.${cause}` as ServerMessageKey) : cause,
    deleted_at: request.deletedAt?.toISOString() ?? null,
    created_at: request.createdAt.toISOString(),
  };
}
