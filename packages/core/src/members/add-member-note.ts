import type { Database } from '@chaba/db/client';
import { memberNotes } from '@chaba/db/schema';
import { recordAudit } from '../audit/record-audit';
import { lockMemberRow, type StaffActor } from '../audit/lock-member-row';

/** A staff member's note on a member (append-only), audited. @throws DomainError not_found */
export async function addMemberNote(db: Database, options: StaffActor & { memberId: number; body: string }) {
  return db.transaction(async (tx) => {
    const member = await lockMemberRow(tx, options.memberId);
    const [note] = await tx
      .insert(memberNotes)
      .values({ memberId: member.id, staffId: options.staffId, body: options.body, createdAt: options.now })
      .returning();
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'member.note',
      targetType: 'member',
      targetId: member.id,
      clientAddress: options.clientAddress,
      before: null,
      after: { noteId: note!.id, body: options.body },
      now: options.now,
    });
    return note!;
  });
}
