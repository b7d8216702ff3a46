import type { Transaction } from '@chaba/db/client';
import { members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { DomainError } from '../errors';

export type Member = typeof members.$inferSelect;

/** Who does a staff action on a member, and from where (every action is audited with it). */
export interface StaffActor {
  staffId: number;
  clientAddress?: string;
  now: Date;
}

/**
 * The member a staff action acts on, locked until the action commits, so that two staff members'
 * actions on one member apply one after the other and each audit record's "before" is true.
 *
 * @throws DomainError not_found
 */
export async function lockMemberRow(tx: Transaction, memberId: number): Promise<Member> {
  const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  if (!member) throw new DomainError('not_found');
  return member;
}
