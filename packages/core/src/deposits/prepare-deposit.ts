import type { Database } from '@chaba/db/client';
import { members, moneyRequests, promotions } from '@chaba/db/schema';
import { and, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { addSeconds } from '../clock';
import { isUniqueViolation } from '../database-errors';
import { DomainError } from '../errors';
import { companyAccountFor } from '../members/company-account-for';
import { depositFitsPromotion } from '../promotions/bonus-rules';
import { readActivePromotion } from '../promotions/current-promotion';
import { readSiteSetting } from '../site/site-settings';
import { depositLifetimeSeconds, maxAddedSatang } from './deposit-rules';
import { generateRef } from './generate-ref';
import type { PaymentGateway } from './payment-gateway';

export type DepositMethod = 'bank' | 'qr';

/**
 * A member announces a deposit: which company account to pay, and the exact amount. When another
 * pending deposit to that account already waits for the same amount, satang are added so that the
 * incoming transfer can only match one request (the answer says exactly what to transfer). In QR
 * mode the request also carries a PromptPay QR for the exact amount.
 *
 * @throws DomainError bank_account_required, pending_request_exists, deposit_below_minimum,
 *   deposit_above_maximum, promotion_not_found, deposit_outside_promotion, promotion_in_progress,
 *   payment_gateway_disabled, deposit_unavailable
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
  },
) {
  const { memberId, amountSatang, now } = options;
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw new DomainError('unauthenticated');
  if (!member.bank || !member.accountNumber)
    throw new DomainError('bank_account_required', { field: 'bank' });
  if (options.method === 'qr' && !member.paymentGatewayStatus) {
    throw new DomainError('payment_gateway_disabled', { field: 'amount' });
  }

  const limits = await readSiteSetting(db, 'deposit_limits');
  if (limits && amountSatang < BigInt(limits.min_satang)) {
    throw new DomainError('deposit_below_minimum', {
      field: 'amount',
      values: { min: limits.min_satang / 100 },
    });
  }
  if (limits && amountSatang > BigInt(limits.max_satang)) {
    throw new DomainError('deposit_above_maximum', {
      field: 'amount',
      values: { max: limits.max_satang / 100 },
    });
  }
  if (options.promotionId) {
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
    if (!depositFitsPromotion(promotion, amountSatang)) {
      throw new DomainError('deposit_outside_promotion', {
        field: 'amount',
        values: {
          min: satangToBahtNumber(promotion.depositMinSatang),
          max: satangToBahtNumber(promotion.depositMaxSatang),
        },
      });
    }
    if (await readActivePromotion(db, memberId))
      throw new DomainError('promotion_in_progress', { field: 'promotion_id' });
  }

  const promptPay = options.method === 'qr' ? await readSiteSetting(db, 'promptpay') : undefined;
  const companyAccount = options.method === 'bank' ? await companyAccountFor(db, memberId) : undefined;
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
  const companyAccountNumber = payTo.accountNumber;

  // Another member may take the same free amount at the same moment: the unique index decides, and
  // we look again. A handful of rounds is plenty; 99 satang of room is the bound.
  for (let round = 0; round < 5; round += 1) {
    const pending = await db
      .select({ memberId: moneyRequests.memberId, amountSatang: moneyRequests.amountSatang })
      .from(moneyRequests)
      .where(
        and(
          eq(moneyRequests.status, 'pending'),
          eq(moneyRequests.type, 'deposit'),
          eq(moneyRequests.companyAccountNumber, companyAccountNumber),
          gte(moneyRequests.amountSatang, amountSatang),
          lte(moneyRequests.amountSatang, amountSatang + maxAddedSatang),
        ),
      );
    if (pending.some((request) => request.memberId === memberId)) {
      throw new DomainError('pending_request_exists', { field: 'amount' });
    }
    const taken = new Set(pending.map((request) => request.amountSatang));
    let uniqueAmount: bigint | undefined;
    for (let added = 0n; added <= maxAddedSatang; added += 1n) {
      if (!taken.has(amountSatang + added)) {
        uniqueAmount = amountSatang + added;
        break;
      }
    }
    if (uniqueAmount === undefined) throw new DomainError('deposit_unavailable', { field: 'amount' });

    const ref = generateRef('deposit');
    const qr =
      options.method === 'qr' && promptPay
        ? await options.gateway.createQrPayment({ ref, amountSatang: uniqueAmount, promptPay })
        : undefined;
    try {
      const [request] = await db
        .insert(moneyRequests)
        .values({
          memberId,
          type: 'deposit',
          status: 'pending',
          amountSatang: uniqueAmount,
          requestedAmountSatang: amountSatang,
          ref,
          method: options.method,
          companyAccountNumber,
          promotionId: options.promotionId ?? null,
          qrPayload: qr?.payload ?? null,
          qrImage: qr?.imageBase64 ?? null,
          expiresAt: addSeconds(now, depositLifetimeSeconds),
          createdAt: now,
        })
        .returning();
      if (!request) throw new Error('insert returned no row');
      return { request, payTo, qrName: qr?.displayName ?? null };
    } catch (error) {
      if (isUniqueViolation(error, 'money_requests_one_pending_per_member')) {
        throw new DomainError('pending_request_exists', { field: 'amount' });
      }
      if (isUniqueViolation(error, 'money_requests_unique_pending_deposit_amount')) continue;
      throw error;
    }
  }
  throw new DomainError('deposit_unavailable', { field: 'amount' });
}
