import type { Database, Executor } from '@chaba/db/client';
import { authTokens, members, registrations } from '@chaba/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { isUniqueViolation } from '../database-errors';
import { evaluateMemberRisk } from '../risk/evaluate-member-risk';
import { readRiskRules } from '../risk/risk-rules';
import { DomainError } from '../errors';
import { refuseSelfExcludedRegistration } from '../responsible-gaming/account-restrictions';
import { checkDateOfBirth } from './check-date-of-birth';
import { findRegistration } from './find-registration';
import { lockPhone } from './lock-phone';
import { generateReferralKey } from './secrets';

/**
 * Step 3 of registration: the bank account. The member is created now, linked under the referrer
 * whose key came with step 1, and can log in with the phone and password. `onCreated` adds to
 * the same transaction (a registration that started from LINE links that account).
 *
 * @throws DomainError unauthenticated, phone_mismatch, registration_password_missing, phone_taken,
 *   account_number_taken, self_excluded, return_required, date_of_birth_future, under_minimum_age, date_of_birth_too_old
 */
export async function completeRegistration(
  db: Database,
  options: {
    registrationToken: string | undefined;
    phone: string;
    bank: string;
    accountNumber: string;
    name: string;
    line: string;
    /** YYYY-MM-DD; refused unless the member is 20 to 120 years old today in Bangkok. */
    dateOfBirth: string;
    /** Where the registration came from, for the risk rules. */
    seenFrom?: { clientAddress?: string; userAgent?: string };
    /**
     * Runs in the transaction that creates the member, after it: a registration that started from
     * LINE Login links that LINE account here (`linkPendingLineAccount`).
     */
    onCreated?: (tx: Executor, memberId: number) => Promise<void>;
    now: Date;
  },
): Promise<{ memberId: number }> {
  const { now } = options;
  const registration = await findRegistration(db, { token: options.registrationToken, now });
  if (registration.phone !== options.phone) throw new DomainError('phone_mismatch', { field: 'phone' });
  if (!registration.passwordHash)
    throw new DomainError('registration_password_missing', { field: 'password' });
  checkDateOfBirth(options.dateOfBirth, now);
  const passwordHash = registration.passwordHash;
  const bank = options.bank.trim().toLowerCase();

  try {
    return await db.transaction(async (tx) => {
      await lockPhone(tx, 'member', registration.phone);
      const [phoneOwner] = await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.phone, registration.phone))
        .limit(1);
      if (phoneOwner) {
        await refuseSelfExcludedRegistration(tx, { memberIds: [phoneOwner.id], field: 'phone', now });
        throw new DomainError('phone_taken', { field: 'phone' });
      }
      await refuseSelfExcludedAccountNumber(tx, options.accountNumber, now);
      // One account number, one member, whatever the bank, unless the operator allows the same
      // number at another bank (the risk rule then flags both); the same bank and number never.
      if (await isAccountTaken(tx, bank, options.accountNumber))
        throw new DomainError('account_number_taken', { field: 'account_number' });

      const referrer = registration.referralKey
        ? (
            await tx
              .select({ id: members.id })
              .from(members)
              .where(eq(members.referralKey, registration.referralKey.toUpperCase()))
              .limit(1)
          )[0]
        : undefined;

      const member = await insertMemberWithUniqueReferralKey(tx, {
        phone: registration.phone,
        passwordHash,
        name: options.name,
        bank,
        accountNumber: options.accountNumber,
        line: options.line,
        dateOfBirth: options.dateOfBirth,
        referrerId: referrer?.id ?? null,
        affiliateKey: registration.affiliateKey,
        clickId: registration.clickId,
        createdAt: now,
      });
      await tx.update(registrations).set({ completedAt: now }).where(eq(registrations.id, registration.id));
      await options.onCreated?.(tx, member.id);
      await evaluateMemberRisk(tx, { event: 'registration', memberId: member.id, ...options.seenFrom, now });
      await tx
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.registrationId, registration.id), isNull(authTokens.revokedAt)));
      return { memberId: member.id };
    });
  } catch (error) {
    // Two registrations racing for the same phone or account: the database decides, we explain.
    if (isUniqueViolation(error, 'members_phone_unique'))
      throw new DomainError('phone_taken', { field: 'phone' });
    if (isUniqueViolation(error, 'members_bank_account_unique')) {
      throw new DomainError('account_number_taken', { field: 'account_number' });
    }
    throw error;
  }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whether another member has this account number (at this bank, when the risk rules allow it elsewhere). */
async function isAccountTaken(tx: Transaction, bank: string, accountNumber: string): Promise<boolean> {
  const { allow_duplicate_account_number: allowOtherBank } = await readRiskRules(tx);
  const [accountOwner] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(allowOtherBank ? eq(members.bank, bank) : undefined, eq(members.accountNumber, accountNumber)))
    .limit(1);
  return accountOwner !== undefined;
}

/** A self-excluded member's account number, at any bank, never opens a new account (issue 13). */
async function refuseSelfExcludedAccountNumber(tx: Transaction, accountNumber: string, now: Date) {
  const owners = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.accountNumber, accountNumber));
  const memberIds = owners.map((owner) => owner.id);
  await refuseSelfExcludedRegistration(tx, { memberIds, field: 'account_number', now });
}

type NewMember = Omit<typeof members.$inferInsert, 'referralKey'>;

async function insertMemberWithUniqueReferralKey(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  values: NewMember,
) {
  // 32^8 keys make a collision rare; a few fresh draws make it practically impossible.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const referralKey = generateReferralKey();
    const [taken] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.referralKey, referralKey));
    if (taken) continue;
    const [member] = await tx
      .insert(members)
      .values({ ...values, referralKey })
      .returning({ id: members.id });
    if (member) return member;
  }
  throw new Error('could not draw a unique referral key in 5 attempts');
}
