import type { Database } from '@chaba/db/client';
import { members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { revokeMemberTokens } from '../auth/tokens';
import { recordAudit } from '../audit/record-audit';
import { lockMemberRow, type StaffActor } from '../audit/lock-member-row';

/**
 * Locks a member: they can no longer log in, launch a game, bet or ask for money, and every login and
 * game session of theirs ends now (the member site's open streams end and it logs out). Locking a
 * locked member changes nothing but is audited all the same.
 *
 * @throws DomainError not_found
 */
export async function lockMember(db: Database, options: StaffActor & { memberId: number; reason: string }) {
  return db.transaction(async (tx) => {
    const member = await lockMemberRow(tx, options.memberId);
    await tx
      .update(members)
      .set({ lockedAt: member.lockedAt ?? options.now, lockReason: options.reason })
      .where(eq(members.id, member.id));
    await revokeMemberTokens(tx, { memberId: member.id, now: options.now });
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'member.lock',
      targetType: 'member',
      targetId: member.id,
      clientAddress: options.clientAddress,
      before: { locked: member.lockedAt !== null, lockReason: member.lockReason },
      after: { locked: true, lockReason: options.reason },
      now: options.now,
    });
  });
}

/** Unlocks a member: they may log in again. @throws DomainError not_found */
export async function unlockMember(db: Database, options: StaffActor & { memberId: number }) {
  return db.transaction(async (tx) => {
    const member = await lockMemberRow(tx, options.memberId);
    await tx.update(members).set({ lockedAt: null, lockReason: null }).where(eq(members.id, member.id));
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'member.unlock',
      targetType: 'member',
      targetId: member.id,
      clientAddress: options.clientAddress,
      before: { locked: member.lockedAt !== null, lockReason: member.lockReason },
      after: { locked: false, lockReason: null },
      now: options.now,
    });
  });
}
