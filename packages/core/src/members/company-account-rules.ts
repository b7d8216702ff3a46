import type { Executor } from '@chaba/db/client';
import { companyBankAccounts, memberTags, members } from '@chaba/db/schema';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { readCompanyAccountDays } from './company-account-day';

/**
 * Which members' deposits a company account receives (`company_bank_accounts.serves`): everybody,
 * members whose own bank is one of a list, or members with a tag.
 */
export const companyAccountServes = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('banks'), banks: z.array(z.string()).min(1) }),
  z.object({ kind: z.literal('tag'), tag: z.string().min(1) }),
]);
export type CompanyAccountServes = z.infer<typeof companyAccountServes>;

export type CompanyAccountRow = typeof companyBankAccounts.$inferSelect;

/** The stored rule of an account; a value that does not parse serves everybody (never strands a member). */
export function servesOf(account: Pick<CompanyAccountRow, 'serves'>): CompanyAccountServes {
  const parsed = companyAccountServes.safeParse(account.serves);
  return parsed.success ? parsed.data : { kind: 'all' };
}

/** What the deposit rules read of an account: its rule, role, status and today's money in against its cap. */
export type DepositAccount = Pick<CompanyAccountRow, 'serves' | 'role' | 'active' | 'dailyInCapSatang'> & {
  /** Credited deposits into it this Bangkok day (`company-account-day.ts`). */
  todayInSatang: bigint;
};

/**
 * Whether members are given this account to pay into (decision 52): its role receives deposits,
 * its status is active (`active` is generated from it) and today's credited deposits are below its
 * daily cap in, when it has one.
 */
export function receivesDeposits(account: DepositAccount): boolean {
  if (!account.active || account.role === 'payouts') return false;
  return account.dailyInCapSatang === null || account.todayInSatang < account.dailyInCapSatang;
}

/**
 * The account a member pays into, among the accounts that receive deposits now (`receivesDeposits`)
 * in the operator's order. The most specific rule that matches wins: an account for one of the
 * member's tags, else one for the member's bank, else one for everybody; when none matches, any
 * account that receives (the fallback, so a member can always deposit). Several accounts of the
 * winning rule share the members evenly and always give one member the same account (member id
 * modulo their number).
 */
export function chooseCompanyAccount<Account extends DepositAccount>(
  accounts: readonly Account[],
  member: { id: number; bank: string | null; tags: readonly string[] },
): Account | undefined {
  const open = accounts.filter(receivesDeposits);
  const bank = member.bank?.trim().toLowerCase() ?? null;
  const byTag = open.filter((account) => {
    const serves = servesOf(account);
    return serves.kind === 'tag' && member.tags.includes(serves.tag);
  });
  const byBank = open.filter((account) => {
    const serves = servesOf(account);
    return serves.kind === 'banks' && bank !== null && serves.banks.includes(bank);
  });
  const forAll = open.filter((account) => servesOf(account).kind === 'all');
  const pool = [byTag, byBank, forAll, open].find((accounts) => accounts.length > 0) ?? [];
  return pool.length > 0 ? pool[member.id % pool.length] : undefined;
}

/** The active accounts whose role receives deposits, in the operator's order, with today's money in. */
export async function listDepositAccounts(db: Executor, now: Date) {
  const accounts = await db
    .select()
    .from(companyBankAccounts)
    .where(and(eq(companyBankAccounts.active, true), ne(companyBankAccounts.role, 'payouts')))
    .orderBy(asc(companyBankAccounts.sortOrder), asc(companyBankAccounts.id));
  const days = await readCompanyAccountDays(db, {
    now,
    accountNumbers: accounts.filter((row) => row.dailyInCapSatang !== null).map((row) => row.accountNumber),
  });
  return accounts.map((account) => ({
    ...account,
    todayInSatang: days.get(account.accountNumber)?.todayInSatang ?? 0n,
  }));
}

/** The member's id, own bank and tags: what the account rules read. Undefined when the member is gone. */
export async function readMemberForAccountRules(db: Executor, memberId: number) {
  const [[member], tags] = await Promise.all([
    db.select({ id: members.id, bank: members.bank }).from(members).where(eq(members.id, memberId)),
    db.select({ tag: memberTags.tag }).from(memberTags).where(eq(memberTags.memberId, memberId)),
  ]);
  return member ? { ...member, tags: tags.map((row) => row.tag) } : undefined;
}
