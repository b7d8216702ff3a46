import type { Executor } from '@chaba/db/client';
import { members } from '@chaba/db/schema';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { activityPeriod } from '../activities/activity-rules';
import { DomainError } from '../errors';
import { bonusName } from '../promotions/current-promotion';
import { cachedBalanceOfA, ledgerAccount } from '../ledger/accounts';
import { bangkokDayStart, todayInSql } from './company-account-day';
import { chooseCompanyAccount } from './company-account-rules';
import { siteSettingSchemas } from '../site/site-settings';

/** How many finished requests the profile lists (the history tab), newest first. */
const historyLength = 50;

/** A money request as the profile shows it (pending or in the history). */
export interface MoneyRequest {
  id: number;
  type: 'deposit' | 'withdraw';
  status: 'pending' | 'completed' | 'cancelled' | 'expired' | 'rejected';
  amountSatang: bigint;
  expectedAmountSatang: bigint | null;
  bonusSatang: bigint;
  ref: string;
  method: 'bank' | 'qr' | 'payout';
  qrImage: string | null;
  expiresAt: Date | null;
  deletedCause: string | null;
  deletedAt: Date | null;
  createdAt: Date;
}

/** A company account as the member is told to pay into it. */
export interface PayTo {
  bank: string;
  accountNumber: string;
  accountName: string;
}

/** An open promotion as the profile (and the promotions list) shows it. */
export interface PromotionOffer {
  id: number;
  name: string;
  nameEn: string;
  nameCn: string;
  bonusMaxSatang: bigint;
  bonusFixedSatang: bigint;
  bonusPercentBasisPoints: number;
  depositMinSatang: bigint;
  depositMaxSatang: bigint;
  turnoverMultiplierHundredths: number;
  turnoverMaxSatang: bigint;
  imageUrl: string | null;
}

/**
 * What the member's profile is made of (spec §3), in satang and domain values: the member, the company
 * account to pay into, requests, credit, the active promotion's turnover, activities. The server's
 * presenter shapes the spec's answer from it. No password: DESIGN.md §5.
 */
export interface MemberProfile {
  member: {
    id: number;
    phone: string;
    username: string | null;
    name: string | null;
    bank: string | null;
    accountNumber: string | null;
    line: string | null;
    referralKey: string;
  };
  companyAccount: PayTo | undefined;
  /**
   * The account the member's pending bank deposit is to be paid into: the one it was given, or the
   * one it was moved to when that account was frozen (decision 52). Null without such a deposit.
   */
  pendingPayTo: PayTo | null;
  promptpayName: string | null;
  /** The effective `payment_gateway_status`: the operator's switch, or the member's own. */
  paymentGatewayOn: boolean;
  openPromotions: PromotionOffer[];
  activePromotion:
    | {
        /** Null for a bonus no promotion brought (a staff bonus, coupon, cashback …: decision 58). */
        promotionId: number | null;
        names: { th: string; en: string; cn: string };
        progressSatang: bigint;
        requiredSatang: bigint;
        updatedAt: Date;
      }
    | undefined;
  pendingRequest: MoneyRequest | null;
  completedRequests: MoneyRequest[];
  events: {
    id: number;
    name: string;
    names: { th: string; en: string; cn: string };
    bonusSatang: bigint;
    activated: boolean;
  }[];
  walletSatang: bigint;
  creditChecking: number;
}

/*
 * The profile used to take about ten round trips (the member, the account rules' member and tags,
 * the company accounts, promotions, activities, PromptPay, requests, balance, active promotion,
 * claims, the payment-gateway switch, the credit check). Now it is one statement (issue 14): every
 * part a subquery that answers JSON, with satang as text (JSON numbers stop being exact at 2^53) and
 * moments as epoch milliseconds. The rules that choose among the rows (the company account, the
 * activity periods, the payment-gateway mode) stay in TypeScript, the same functions as before.
 */
const ms = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);

/**
 * The statement, prepared once per database handle: PostgreSQL plans it once per connection instead
 * of on every call (planning took three times as long as running it). Its parameters are the member,
 * the moment and the wallet's ledger code.
 */
function prepareProfileQuery(db: Executor) {
  const m = alias(members, 'm');
  const at = sql`${sql.placeholder('now')}::timestamptz`;
  const dayStart = sql`${sql.placeholder('dayStart')}::timestamptz`;
  const wallet = sql.placeholder('wallet');
  return db
    .select({
      member: sql`json_build_object(
  'id', m.id, 'phone', m.phone, 'username', m.username, 'name', m.name, 'bank', m.bank,
  'accountNumber', m.account_number, 'line', m.line, 'referralKey', m.referral_key,
  'paymentGatewayStatus', m.payment_gateway_status
)`,
      tags: sql`(select coalesce(json_agg(t.tag), '[]') from member_tags t where t.member_id = m.id)`,
      accounts: sql`(select coalesce(json_agg(json_build_object(
      'bank', c.bank, 'accountNumber', c.account_number, 'accountName', c.account_name,
      'active', c.active, 'serves', c.serves, 'role', c.role,
      'dailyInCapSatang', c.daily_in_cap_satang::text,
      'todayInSatang', case when c.daily_in_cap_satang is null then '0'
        else ${todayInSql(sql`c.account_number`, dayStart)}::text end) order by c.sort_order, c.id), '[]')
  from company_bank_accounts c where c.active and c.role <> 'payouts')`,
      pending_account: sql`(select json_build_object(
      'bank', c.bank, 'accountNumber', c.account_number, 'accountName', c.account_name)
  from money_requests r join company_bank_accounts c on c.account_number = r.company_account_number
  where r.member_id = m.id and r.status = 'pending' and r.type = 'deposit' and r.method = 'bank')`,
      promotions: sql`(select coalesce(json_agg(json_build_object(
      'id', p.id, 'name', p.name, 'nameEn', p.name_en, 'nameCn', p.name_cn,
      'bonusMaxSatang', p.bonus_max_satang::text, 'bonusFixedSatang', p.bonus_fixed_satang::text,
      'bonusPercentBasisPoints', p.bonus_percent_bp,
      'depositMinSatang', p.deposit_min_satang::text, 'depositMaxSatang', p.deposit_max_satang::text,
      'turnoverMultiplierHundredths', p.turnover_multiplier_hundredths,
      'turnoverMaxSatang', p.turnover_max_satang::text, 'imageUrl', p.image_url)
      order by p.sort_order, p.id), '[]')
  from promotions p
  where p.active and (p.starts_at is null or p.starts_at <= ${at}) and (p.ends_at is null or p.ends_at > ${at})
)`,
      activities: sql`(select coalesce(json_agg(json_build_object(
      'id', a.id, 'name', a.name, 'nameEn', a.name_en, 'nameCn', a.name_cn,
      'bonusSatang', a.bonus_satang::text) order by a.sort_order, a.id), '[]')
  from activities a where a.active)`,
      claims: sql`(select coalesce(json_agg(json_build_object(
      'activityId', ac.activity_id, 'periodKey', ac.period_key, 'period', a.period)), '[]')
  from activity_claims ac join activities a on a.id = ac.activity_id
  where ac.member_id = m.id)`,
      promptpay: sql`(select s.value from site_settings s where s.key = 'promptpay')`,
      payment_gateway: sql`(select s.value from site_settings s where s.key = 'payment_gateway')`,
      requests: sql`(select coalesce(json_agg(json_build_object(
      'id', r.id, 'type', r.type, 'status', r.status, 'amountSatang', r.amount_satang::text,
      'expectedAmountSatang', r.expected_amount_satang::text, 'bonusSatang', r.bonus_satang::text,
      'ref', r.ref, 'method', r.method, 'qrImage', r.qr_image, 'expiresAt', ${ms('r.expires_at')},
      'deletedCause', r.deleted_cause, 'deletedAt', ${ms('r.deleted_at')},
      'createdAt', ${ms('r.created_at')}) order by r.created_at desc, r.id desc), '[]')
  from (select * from money_requests mr where mr.member_id = m.id
          order by mr.created_at desc, mr.id desc limit ${sql.raw(String(historyLength + 1))}) r)`,
      wallet: sql`(select ${cachedBalanceOfA}::text from ledger_accounts a where a.code = ${wallet})`,
      active_promotion: sql`(select json_build_object(
      'promotionId', mp.promotion_id, 'name', ${bonusName.th}, 'nameEn', ${bonusName.en}, 'nameCn', ${bonusName.cn},
      'turnoverStartSatang', mp.turnover_start_satang::text,
      'turnoverRequiredSatang', mp.turnover_required_satang::text,
      'startedAt', ${ms('mp.started_at')},
      'betTotalSatang', mt.bet_total_satang::text, 'turnoverUpdatedAt', ${ms('mt.updated_at')})
  from member_promotions mp
  left join promotions p on p.id = mp.promotion_id
  left join member_turnover mt on mt.member_id = mp.member_id
  where mp.member_id = m.id and mp.status = 'active'
  limit 1)`,
      credit_checking: sql`(select cc.finished_at is null from credit_checks cc where cc.member_id = m.id)`,
    })
    .from(m)
    .where(eq(m.id, sql.placeholder('memberId')))
    .prepare('member_profile');
}

const preparedQueries = new WeakMap<Executor, ReturnType<typeof prepareProfileQuery>>();

interface ProfileRow {
  member: MemberProfile['member'] & { paymentGatewayStatus: boolean };
  tags: string[];
  accounts: {
    bank: string;
    accountNumber: string;
    accountName: string;
    active: boolean;
    serves: unknown;
    role: 'deposits' | 'payouts' | 'both';
    dailyInCapSatang: string | null;
    todayInSatang: string;
  }[];
  pending_account: PayTo | null;
  promotions: (Omit<
    PromotionOffer,
    'bonusMaxSatang' | 'bonusFixedSatang' | 'depositMinSatang' | 'depositMaxSatang' | 'turnoverMaxSatang'
  > & {
    bonusMaxSatang: string;
    bonusFixedSatang: string;
    depositMinSatang: string;
    depositMaxSatang: string;
    turnoverMaxSatang: string;
  })[];
  activities: { id: number; name: string; nameEn: string; nameCn: string; bonusSatang: string }[];
  claims: { activityId: number; periodKey: string; period: string }[];
  promptpay: unknown;
  payment_gateway: unknown;
  requests: (Omit<
    MoneyRequest,
    'amountSatang' | 'expectedAmountSatang' | 'bonusSatang' | 'expiresAt' | 'deletedAt' | 'createdAt'
  > & {
    amountSatang: string;
    expectedAmountSatang: string | null;
    bonusSatang: string;
    expiresAt: number | null;
    deletedAt: number | null;
    createdAt: number;
  })[];
  wallet: string | null;
  active_promotion: {
    promotionId: number | null;
    name: string;
    nameEn: string;
    nameCn: string;
    turnoverStartSatang: string;
    turnoverRequiredSatang: string;
    startedAt: number;
    betTotalSatang: string | null;
    turnoverUpdatedAt: number | null;
  } | null;
  credit_checking: boolean | null;
}

/**
 * The member's profile in one statement.
 *
 * @throws DomainError unauthenticated when the member is gone
 */
export async function getProfile(
  db: Executor,
  options: { memberId: number; now: Date },
): Promise<MemberProfile> {
  let prepared = preparedQueries.get(db);
  if (!prepared) preparedQueries.set(db, (prepared = prepareProfileQuery(db)));
  const [row] = (await prepared.execute({
    memberId: options.memberId,
    now: options.now.toISOString(),
    dayStart: bangkokDayStart(options.now).toISOString(),
    wallet: ledgerAccount.memberWallet(options.memberId).code,
  })) as unknown as ProfileRow[];
  if (!row) throw new DomainError('unauthenticated');
  return shapeProfile(row, options.now);
}

const satangOrNull = (value: string | null) => (value === null ? null : BigInt(value));
const dateOrNull = (value: number | null) => (value === null ? null : new Date(value));

/** The statement's one row as the profile: the same rules as the presenter has always been given. */
function shapeProfile(row: ProfileRow, now: Date): MemberProfile {
  const { paymentGatewayStatus, ...member } = row.member;
  const accounts = row.accounts.map((account) => ({
    ...account,
    dailyInCapSatang: satangOrNull(account.dailyInCapSatang),
    todayInSatang: BigInt(account.todayInSatang),
  }));
  const account = chooseCompanyAccount(accounts, { id: member.id, bank: member.bank, tags: row.tags });
  const promptpay = row.promptpay === null ? undefined : siteSettingSchemas.promptpay.parse(row.promptpay);
  const gatewayMode =
    row.payment_gateway === null
      ? 'per_member'
      : siteSettingSchemas.payment_gateway.parse(row.payment_gateway).mode;

  const requests: MoneyRequest[] = row.requests.map((request) => ({
    ...request,
    amountSatang: BigInt(request.amountSatang),
    expectedAmountSatang: satangOrNull(request.expectedAmountSatang),
    bonusSatang: BigInt(request.bonusSatang),
    expiresAt: dateOrNull(request.expiresAt),
    deletedAt: dateOrNull(request.deletedAt),
    createdAt: new Date(request.createdAt),
  }));

  const claimed = new Set(
    row.claims
      .filter((claim) => claim.periodKey === activityPeriod(claim, now).key)
      .map((claim) => claim.activityId),
  );

  return {
    member,
    companyAccount: account
      ? { bank: account.bank, accountNumber: account.accountNumber, accountName: account.accountName }
      : undefined,
    pendingPayTo: row.pending_account,
    promptpayName: promptpay?.name ?? null,
    paymentGatewayOn: gatewayMode === 'all' || (gatewayMode === 'per_member' && paymentGatewayStatus),
    openPromotions: row.promotions.map((promotion) => ({
      ...promotion,
      bonusMaxSatang: BigInt(promotion.bonusMaxSatang),
      bonusFixedSatang: BigInt(promotion.bonusFixedSatang),
      depositMinSatang: BigInt(promotion.depositMinSatang),
      depositMaxSatang: BigInt(promotion.depositMaxSatang),
      turnoverMaxSatang: BigInt(promotion.turnoverMaxSatang),
    })),
    activePromotion: row.active_promotion ? shapeActivePromotion(row.active_promotion) : undefined,
    pendingRequest: requests.find((request) => request.status === 'pending') ?? null,
    completedRequests: requests.filter((request) => request.status !== 'pending').slice(0, historyLength),
    events: row.activities.map((activity) => ({
      id: activity.id,
      name: activity.name,
      names: { th: activity.name, en: activity.nameEn, cn: activity.nameCn },
      bonusSatang: BigInt(activity.bonusSatang),
      activated: claimed.has(activity.id),
    })),
    walletSatang: row.wallet === null ? 0n : BigInt(row.wallet),
    creditChecking: row.credit_checking === true ? 1 : 0,
  };
}

/** The active promotion's turnover progress, as `readActivePromotion` counts it. */
function shapeActivePromotion(active: NonNullable<ProfileRow['active_promotion']>) {
  const betTotal = active.betTotalSatang === null ? 0n : BigInt(active.betTotalSatang);
  const progress = betTotal - BigInt(active.turnoverStartSatang);
  return {
    promotionId: active.promotionId,
    names: { th: active.name, en: active.nameEn, cn: active.nameCn },
    progressSatang: progress > 0n ? progress : 0n,
    requiredSatang: BigInt(active.turnoverRequiredSatang),
    updatedAt: new Date(active.turnoverUpdatedAt ?? active.startedAt),
  };
}
