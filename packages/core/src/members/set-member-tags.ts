import type { Database } from '@chaba/db/client';
import { memberTags } from '@chaba/db/schema';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { lockMemberRow, type StaffActor } from '../audit/lock-member-row';

/** Sets a member's tags as a whole (the old set and the new in the audit). @throws DomainError not_found */
export async function setMemberTags(
  db: Database,
  options: StaffActor & { memberId: number; tags: string[] },
) {
  const tags = [...new Set(options.tags)].sort();
  return db.transaction(async (tx) => {
    const member = await lockMemberRow(tx, options.memberId);
    const before = await tx
      .select({ tag: memberTags.tag })
      .from(memberTags)
      .where(eq(memberTags.memberId, member.id))
      .orderBy(asc(memberTags.tag));
    await tx.delete(memberTags).where(eq(memberTags.memberId, member.id));
    if (tags.length > 0) {
      await tx
        .insert(memberTags)
        .values(tags.map((tag) => ({ memberId: member.id, tag, createdAt: options.now })));
    }
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'member.tags',
      targetType: 'member',
      targetId: member.id,
      clientAddress: options.clientAddress,
      before: { tags: before.map((row) => row.tag) },
      after: { tags },
      now: options.now,
    });
    return tags;
  });
}
