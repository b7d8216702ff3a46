import type { Profile, PromotionSummary } from '@chaba/contracts/profile';
import type { Executor } from '@chaba/db/client';
import { activities, companyBankAccounts, members, promotions } from '@chaba/db/schema';
import { satangToBaht } from '@chaba/i18n/format';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { DomainError } from '../errors';
import { readSiteSetting } from '../site/site-settings';

/**
 * The member's profile as the site reads it (spec §3). Money comes later (ledger, requests,
 * promotions): until then those fields hold their honest empty values. No password: DESIGN.md §5.
 *
 * @throws DomainError unauthenticated when the member is gone
 */
export async function getProfile(db: Executor, options: { memberId: number; now: Date }): Promise<Profile> {
  const [member] = await db.select().from(members).where(eq(members.id, options.memberId)).limit(1);
  if (!member) throw new DomainError('unauthenticated');

  const [companyAccounts, activePromotions, events, promptpay] = await Promise.all([
    db
      .select()
      .from(companyBankAccounts)
      .where(eq(companyBankAccounts.active, true))
      .orderBy(asc(companyBankAccounts.sortOrder), asc(companyBankAccounts.id)),
    listOpenPromotions(db, options.now),
    db
      .select()
      .from(activities)
      .where(eq(activities.active, true))
      .orderBy(asc(activities.sortOrder), asc(activities.id)),
    readSiteSetting(db, 'promptpay'),
  ]);
  // Members are spread over the company accounts, and each member always sees the same one.
  const companyAccount =
    companyAccounts.length > 0 ? companyAccounts[member.id % companyAccounts.length] : undefined;

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
    current_promotion: null,
    promotion_ids: {},
    pending_request: null,
    completed_requests: [],
    events: events.map((event) => ({
      id: event.id,
      name: event.name,
      bonus: satangToBaht(event.bonusSatang),
      activated: false,
    })),
    games: [{ credit: 0 }],
    credit_checking: 0,
    referral_key: member.referralKey,
    scope: ['member'],
  };
}

async function listOpenPromotions(db: Executor, now: Date): Promise<PromotionSummary[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.active, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    bonus_max: satangToBaht(row.bonusMaxSatang),
    bonus_fixed: satangToBaht(row.bonusFixedSatang),
    bonus_percent: row.bonusPercentBasisPoints / 100,
    deposit_max: satangToBaht(row.depositMaxSatang),
    deposit_min: satangToBaht(row.depositMinSatang),
    turnover: row.turnoverMultiplierHundredths / 100,
    turnover_max: satangToBaht(row.turnoverMaxSatang),
    image_url: row.imageUrl,
  }));
}
