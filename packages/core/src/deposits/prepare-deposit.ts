import type { Database } from '@chaba/db/client';
import { members, memberTags, moneyRequests, promotions } from '@chaba/db/schema';
import { queryRows } from '@chaba/db/query-rows';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { isUniqueViolation } from '../database-errors';
import { DomainError } from '../errors';
import { companyAccountFor } from '../members/company-account-for';
import { depositFitsPromotion } from '../promotions/bonus-rules';
import { readActivePromotion } from '../promotions/current-promotion';
import { readSiteSetting, type SiteSetting } from '../site/site-settings';
import { depositLifetimeSeconds, maxAddedSatang } from './deposit-rules';
import { generateRef } from './generate-ref';
import type { PaymentGateway } from './payment-gateway';
import { paymentGatewayOpenFor } from '../site/payment-gateway-status';
import { protectionError } from '../responsible-gaming/check-player-protection';

export type DepositMethod = 'bank' | 'qr';

/**
 * A member announces a deposit: which company account to pay, and the exact amount. When another
 * pending deposit to that account already waits for the same amount, satang are added so that the
 * incoming transfer can only match one request (the answer says exactly what to transfer). In QR
 * mode the request also carries a PromptPay QR for the exact amount. One client address holds at
 * most `addressLimit.maxPending` pending deposits, so that no caller can take every amount of an account.
 *
 * @throws DomainError bank_account_required, pending_request_exists, deposit_below_minimum,
 *   deposit_above_maximum, promotion_not_found, deposit_outside_promotion, promotion_in_progress,
 *   payment_gateway_disabled, payment_gateway_unavailable, deposit_unavailable,
 *   deposit_amount_busy (the 100 amounts from the asked one are all pending), too_many_pending_deposits,
 *   deposit_limit_reached (the member's own deposit limit, checked on the exact amount held),
 *   player_protection_unavailable
 */
export async function prepareDeposit(
  db: Database,
  options: {
    memberId: number;
    amountSatang: bigint;
    promotionId?: number | null;
    method: DepositMethod;
    now: Date;
    gateway: PaymentGateway;
    /**
     * The client address the request came from, with how many pending deposits one address may hold
     * at once. Members' calls always name it; without it (tools, tests of the core) no limit applies.
     */
    addressLimit?: { clientAddress: string; maxPending: number };
  },
) {
  const { memberId, amountSatang, method, now } = options;
  const member = await refuseMemberWhoCannotDeposit(db, memberId, method);
  await refuseAmountOutsideLimits(db, amountSatang);
  if (options.promotionId) {
    await refusePromotionThatDoesNotFit(db, {
      promotionId: options.promotionId,
      memberId,
      amountSatang,
      now,
    });
  }

  const { payTo, promptPay } = await choosePayee(db, method, member, now);
  const request = await holdDepositAmount(db, {
    memberId,
    amountSatang,
    method,
    promotionId: options.promotionId ?? null,
    companyAccountNumber: payTo.accountNumber,
    addressLimit: options.addressLimit,
    now,
  });

  if (method !== 'qr' || !promptPay) return { request, payTo, qrName: null };
  const withQr = await attachQrPayment(db, { request, promptPay, gateway: options.gateway });
  return { request: withQr.request, payTo, qrName: withQr.qrName };
}

/** The member's tags as a JSON array (node-postgres and PGlite parse it; a string is parsed here). */
const tagsOfMember = sql<string[] | string>`coalesce(
  (select json_agg(${memberTags.tag}) from ${memberTags} where ${memberTags.memberId} = ${members.id}),
  '[]'::json)`;

/**
 * The member who deposits, with their tags (which company account they pay into), in one query.
 * @throws DomainError unauthenticated, member_locked, bank_account_required, payment_gateway_disabled
 */
async function refuseMemberWhoCannotDeposit(db: Database, memberId: number, method: DepositMethod) {
  const [row] = await db
    .select({
      member: members,
      tags: tagsOfMember,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) throw new DomainError('unauthenticated');
  const { member } = row;
  if (member.lockedAt) throw new DomainError('member_locked');
  if (!member.bank || !member.accountNumber)
    throw new DomainError('bank_account_required', { field: 'bank' });
  if (method === 'qr' && !(await paymentGatewayOpenFor(db, member))) {
    throw new DomainError('payment_gateway_disabled', { field: 'amount' });
  }
  const tags: string[] = typeof row.tags === 'string' ? (JSON.parse(row.tags) as string[]) : row.tags;
  return { id: member.id, bank: member.bank, tags };
}

/** @throws DomainError deposit_below_minimum, deposit_above_maximum */
async function refuseAmountOutsideLimits(db: Database, amountSatang: bigint) {
  const limits = await readSiteSetting(db, 'deposit_limits');
  if (limits && amountSatang < BigInt(limits.min_satang)) {
    throw new DomainError('deposit_below_minimum', {
      field: 'amount',
      amounts: { min: BigInt(limits.min_satang) },
    });
  }
  if (limits && amountSatang > BigInt(limits.max_satang)) {
    throw new DomainError('deposit_above_maximum', {
      field: 'amount',
      amounts: { max: BigInt(limits.max_satang) },
    });
  }
}

/** @throws DomainError promotion_not_found, deposit_outside_promotion, promotion_in_progress */
async function refusePromotionThatDoesNotFit(
  db: Database,
  options: { promotionId: number; memberId: number; amountSatang: bigint; now: Date },
) {
  const { now } = options;
  const [promotion] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.id, options.promotionId),
        eq(promotions.active, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    );
  if (!promotion) throw new DomainError('promotion_not_found', { field: 'promotion_id' });
  if (!depositFitsPromotion(promotion, options.amountSatang)) {
    throw new DomainError('deposit_outside_promotion', {
      field: 'amount',
      amounts: { min: promotion.depositMinSatang, max: promotion.depositMaxSatang },
    });
  }
  if (await readActivePromotion(db, options.memberId))
    throw new DomainError('promotion_in_progress', { field: 'promotion_id' });
}

/**
 * Whom the member pays: the company PromptPay in QR mode, else the member's company account.
 * @throws DomainError deposit_unavailable when neither is set up
 */
async function choosePayee(
  db: Database,
  method: DepositMethod,
  member: { id: number; bank: string | null; tags: readonly string[] },
  now: Date,
) {
  const promptPay = method === 'qr' ? await readSiteSetting(db, 'promptpay') : undefined;
  const companyAccount = method === 'bank' ? await companyAccountFor(db, member, now) : undefined;
  const payTo = promptPay
    ? { bank: null, accountNumber: promptPay.account_number, accountName: promptPay.name }
    : companyAccount
      ? {
          bank: companyAccount.bank,
          accountNumber: companyAccount.accountNumber,
          accountName: companyAccount.accountName,
        }
      : undefined;
  if (!payTo) throw new DomainError('deposit_unavailable', { field: 'amount' });
  return { payTo, promptPay };
}

export type HoldOptions = {
  memberId: number;
  amountSatang: bigint;
  method: DepositMethod;
  promotionId: number | null;
  companyAccountNumber: string;
  addressLimit?: { clientAddress: string; maxPending: number };
  now: Date;
};

/**
 * Creates the pending request at the first free amount from the asked one: in one statement, the
 * SQL function `deposit_hold` (packages/db/functions/deposits/deposit-hold.sql, decision 38), so that
 * the company account's lock, which every member paying into that account queues on, is held only
 * while the database works. A refusal wrote nothing and is thrown with its details.
 * @throws DomainError pending_request_exists, too_many_pending_deposits, deposit_amount_busy,
 *   deposit_limit_reached and player protection's other refusals
 */
async function holdDepositAmount(db: Database, options: HoldOptions) {
  const { now, addressLimit } = options;
  const ref = generateRef('deposit');
  const expiresAt = addSeconds(now, depositLifetimeSeconds);
  let held: HoldAnswer | undefined;
  try {
    [held] = await queryRows<HoldAnswer>(
      db,
      sql`select refusal, details, request_id::text, amount_satang::text from deposit_hold(
        ${options.memberId}::bigint, ${options.amountSatang.toString()}::bigint,
        ${maxAddedSatang.toString()}::bigint, ${options.method}, ${options.promotionId}::bigint,
        ${options.companyAccountNumber}, ${addressLimit?.clientAddress ?? null}::text,
        ${addressLimit?.maxPending ?? null}::integer, ${ref}, ${expiresAt.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz)`,
    );
  } catch (error) {
    // A request of another type (a withdrawal) made at the same moment: the index decides.
    if (isUniqueViolation(error, 'money_requests_one_pending_per_member')) {
      throw new DomainError('pending_request_exists', { field: 'amount' });
    }
    throw error;
  }
  if (!held || held.refusal !== null || held.request_id === null || held.amount_satang === null) {
    throw holdRefusal(held?.refusal ?? 'deposit_unavailable', held?.details ?? null, now);
  }
  return pendingDeposit(options, {
    id: Number(held.request_id),
    amountSatang: BigInt(held.amount_satang),
    ref,
    expiresAt,
  });
}

interface HoldAnswer {
  refusal: string | null;
  details: Record<string, unknown> | null;
  request_id: string | null;
  amount_satang: string | null;
}

/** The DomainError of a refusal of `deposit_hold`, on the amount field. */
function holdRefusal(refusal: string, details: Record<string, unknown> | null, now: Date): DomainError {
  switch (refusal) {
    case 'pending_request_exists':
    case 'deposit_amount_busy':
    case 'deposit_unavailable':
      return new DomainError(refusal, { field: 'amount' });
    case 'too_many_pending_deposits': {
      // The caller may try again when the oldest of them expires (or sooner, if one is paid or cancelled).
      const freesAt = new Date(String(details?.frees_at));
      const seconds = Math.max(1, Math.ceil((freesAt.getTime() - now.getTime()) / 1000));
      return new DomainError(refusal, {
        field: 'amount',
        retryAfterSeconds: seconds,
        values: { minutes: Math.ceil(seconds / 60) },
      });
    }
    default:
      return protectionError({ refusal, details }, 'amount');
  }
}

/** The row `deposit_hold` inserted, as the rest of prepare and the answer read it. */
function pendingDeposit(
  options: HoldOptions,
  held: { id: number; amountSatang: bigint; ref: string; expiresAt: Date },
): typeof moneyRequests.$inferSelect {
  return {
    id: held.id,
    memberId: options.memberId,
    type: 'deposit',
    status: 'pending',
    amountSatang: held.amountSatang,
    expectedAmountSatang: null,
    requestedAmountSatang: options.amountSatang,
    bonusSatang: 0n,
    ref: held.ref,
    method: options.method,
    companyAccountNumber: options.companyAccountNumber,
    promotionId: options.promotionId,
    qrPayload: null,
    qrImage: null,
    memberBank: null,
    memberAccountNumber: null,
    expiresAt: held.expiresAt,
    completedAt: null,
    deletedCause: null,
    deletedAt: null,
    bankRef: null,
    firstApprovedByStaffId: null,
    firstApprovedAt: null,
    claimedByStaffId: null,
    claimedAt: null,
    statementLineId: null,
    clientAddress: options.addressLimit?.clientAddress ?? null,
    decidedByRule: null,
    manualReason: null,
    rulesCheckedAt: null,
    createdAt: options.now,
  };
}

/**
 * Asks the gateway for a QR of the held amount and stores it on the request.
 * @throws DomainError payment_gateway_unavailable (or the gateway's own DomainError)
 */
async function attachQrPayment(
  db: Database,
  options: {
    request: typeof moneyRequests.$inferSelect;
    promptPay: SiteSetting<'promptpay'>;
    gateway: PaymentGateway;
  },
) {
  const { request } = options;
  // The gateway may be a remote service: it is called once the amount is held, outside the locks. If
  // it fails, the request is withdrawn (unless a payment already completed it) and the error stands.
  let qr: Awaited<ReturnType<PaymentGateway['createQrPayment']>>;
  try {
    qr = await options.gateway.createQrPayment({
      ref: request.ref,
      amountSatang: request.amountSatang,
      promptPay: options.promptPay,
    });
  } catch (error) {
    await db
      .delete(moneyRequests)
      .where(and(eq(moneyRequests.id, request.id), eq(moneyRequests.status, 'pending')));
    if (error instanceof DomainError) throw error;
    // An outside service failed, not the member: a clear 503, the cause kept for the operator's log.
    throw new DomainError('payment_gateway_unavailable', { field: 'amount' }, { cause: error });
  }
  const [withQr] = await db
    .update(moneyRequests)
    .set({ qrPayload: qr.payload, qrImage: qr.imageBase64 })
    .where(eq(moneyRequests.id, request.id))
    .returning();
  return { request: withQr ?? request, qrName: qr.displayName };
}
