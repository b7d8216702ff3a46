import type { Executor } from '@chaba/db/client';
import { companyBankAccounts, memberTags, members } from '@chaba/db/schema';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';

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

/**
 * The account a member pays into, among the active accounts in the operator's order. The most
 * specific rule that matches wins: an account for one of the member's tags, else one for the
 * member's bank, else one for everybody; when none matches, any active account (the fallback, so a
 * member can always deposit). Several accounts of the winning rule share the members evenly and
 * always give one member the same account (member id modulo their number).
 */
export function chooseCompanyAccount<Account extends Pick<CompanyAccountRow, 'serves' | 'active'>>(
  accounts: readonly Account[],
  member: { id: number; bank: string | null; tags: readonly string[] },
): Account | undefined {
  const active = accounts.filter((account) => account.active);
  const bank = member.bank?.trim().toLowerCase() ?? null;
  const byTag = active.filter((account) => {
    const serves = servesOf(account);
    return serves.kind === 'tag' && member.tags.includes(serves.tag);
  });
  const byBank = active.filter((account) => {
    const serves = servesOf(account);
    return serves.kind === 'banks' && bank !== null && serves.banks.includes(bank);
  });
  const forAll = active.filter((account) => servesOf(account).kind === 'all');
  const pool = [byTag, byBank, forAll, active].find((accounts) => accounts.length > 0) ?? [];
  return pool.length > 0 ? pool[member.id % pool.length] : undefined;
}

/** The active company accounts in the operator's order. */
export async function listActiveCompanyAccounts(db: Executor) {
  return db
    .select()
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.active, true))
    .orderBy(asc(companyBankAccounts.sortOrder), asc(companyBankAccounts.id));
}

/** The member's id, own bank and tags: what the account rules read. Undefined when the member is gone. */
export async function readMemberForAccountRules(db: Executor, memberId: number) {
  const [[member], tags] = await Promise.all([
    db.select({ id: members.id, bank: members.bank }).from(members).where(eq(members.id, memberId)),
    db.select({ tag: memberTags.tag }).from(memberTags).where(eq(memberTags.memberId, memberId)),
  ]);
  return member ? { ...member, tags: tags.map((row) => row.tag) } : undefined;
}
