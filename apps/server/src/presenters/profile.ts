import { shownImage } from '@chaba/contracts/backoffice-content';
import { withdrawalRejectCauses } from '@chaba/contracts/backoffice-money';
import { satangToBahtNumber } from '@chaba/contracts/money';
import type { CompletedRequest, PendingRequest, Profile, PromotionSummary } from '@chaba/contracts/profile';
import type { MemberProfile, MoneyRequest, PayTo, PromotionOffer } from '@chaba/core/members/get-profile';
import { localizedText } from '@chaba/core/content/content-record';
import type { Language } from '@chaba/i18n/languages';
import { translateServer, type ServerMessageKey } from '@chaba/i18n/translate';

/** A promotion as the site shows it (spec §3): baht, percent and turnover factor. */
/** Causes stored as codes, which the member reads in their own language (`causes.*` of the catalogs). */
const memberReadableCauses: readonly string[] = [
  'cancelled_by_member',
  'expired',
  'player_protection',
  ...withdrawalRejectCauses,
];

export function presentPromotion(row: PromotionOffer, language: Language): PromotionSummary {
  return {
    id: row.id,
    // The member's language, or the Thai name where the operator wrote none (issue 12).
    name: localizedText(language, { th: row.name, en: row.nameEn, cn: row.nameCn }),
    bonus_max: satangToBahtNumber(row.bonusMaxSatang),
    bonus_fixed: satangToBahtNumber(row.bonusFixedSatang),
    bonus_percent: row.bonusPercentBasisPoints / 100,
    deposit_max: satangToBahtNumber(row.depositMaxSatang),
    deposit_min: satangToBahtNumber(row.depositMinSatang),
    turnover: row.turnoverMultiplierHundredths / 100,
    turnover_max: satangToBahtNumber(row.turnoverMaxSatang),
    image_url: shownImage(row.imageUrl),
  };
}

/** The member's profile as the spec's answer (spec §3), with the request causes in the caller's language. */
export function presentProfile(profile: MemberProfile, language: Language): Profile {
  const { member, companyAccount, activePromotion: active } = profile;
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
    qr_code_name: profile.promptpayName,
    payment_gateway_status: profile.paymentGatewayOn,
    promotions: profile.openPromotions.map((row) => presentPromotion(row, language)),
    current_promotion: active
      ? {
          name: localizedText(language, active.names),
          turnover: satangToBahtNumber(active.progressSatang),
          turnover_needed: satangToBahtNumber(active.requiredSatang),
          turnover_updated_at: active.updatedAt.toISOString(),
        }
      : null,
    // The first key is the active promotion (spec §3).
    promotion_ids: active ? { [String(active.promotionId)]: localizedText(language, active.names) } : {},
    pending_request: profile.pendingRequest
      ? presentPendingRequest(profile.pendingRequest, profile.pendingPayTo)
      : null,
    completed_requests: profile.completedRequests.map((request) =>
      presentCompletedRequest(request, language),
    ),
    events: profile.events.map((event) => ({
      id: event.id,
      name: localizedText(language, event.names),
      bonus: satangToBahtNumber(event.bonusSatang),
      activated: event.activated,
    })),
    games: [{ credit: satangToBahtNumber(profile.walletSatang) }],
    credit_checking: profile.creditChecking,
    referral_key: member.referralKey,
    scope: ['member'],
  };
}

function presentPendingRequest(request: MoneyRequest, payTo: PayTo | null): PendingRequest {
  const account = request.type === 'deposit' && request.method === 'bank' ? payTo : null;
  return {
    id: request.id,
    type: request.type,
    amount: satangToBahtNumber(request.amountSatang),
    ref: request.ref,
    created_at: request.createdAt.toISOString(),
    expires_at: request.expiresAt?.toISOString() ?? null,
    method: request.method,
    qr_code: request.qrImage,
    to_bank: account?.bank ?? null,
    to_account_number: account?.accountNumber ?? null,
    to_name: account?.accountName ?? null,
  };
}

function presentCompletedRequest(request: MoneyRequest, language: Language): CompletedRequest {
  const cause = request.deletedCause;
  const knownCause = cause !== null && memberReadableCauses.includes(cause);
  return {
    id: request.id,
    type: request.type,
    status: request.status,
    amount: satangToBahtNumber(request.amountSatang),
    requested_amount: satangToBahtNumber(request.expectedAmountSatang ?? request.amountSatang),
    bonus: satangToBahtNumber(request.bonusSatang),
    deleted_cause: knownCause ? translateServer(language, `causes.${cause}` as ServerMessageKey) : cause,
    deleted_at: request.deletedAt?.toISOString() ?? null,
    created_at: request.createdAt.toISOString(),
  };
}
