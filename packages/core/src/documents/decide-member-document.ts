import type { Database } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { memberChangeOutbox, memberDocumentRequests, memberDocuments } from '@chaba/db/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';
import { queuePushNotification } from '../push/queue-push-notification';
import { memberDocumentState } from './document-state';

export type DocumentDecision =
  { status: 'approved'; note?: string | null } | { status: 'rejected'; reason: string; note?: string | null };

/**
 * Staff approve or reject a pending document (decision 67, `documents.review`). The row is locked
 * first: the same decision again answers `replayed`, any other on a decided document is
 * `document_not_pending`. The member is told in their language (a push notification whose texts
 * are translated per device at sending, and their open pages reload); once both kinds are approved
 * the open requests close. Audited with the client address.
 *
 * @throws DomainError not_found, document_not_pending
 */
export async function decideMemberDocument(
  db: Database,
  options: {
    staffId: number;
    documentId: number;
    decision: DocumentDecision;
    clientAddress?: string;
    now: Date;
  },
): Promise<{ id: number; status: 'approved' | 'rejected'; replayed: boolean }> {
  const { staffId, decision, now } = options;
  return db.transaction(async (tx) => {
    const [document] = await tx
      .select()
      .from(memberDocuments)
      .where(eq(memberDocuments.id, options.documentId))
      .for('update');
    if (!document) throw new DomainError('not_found');
    const reason = decision.status === 'rejected' ? decision.reason : null;
    if (document.status === decision.status && document.rejectionReason === reason) {
      return { id: document.id, status: decision.status, replayed: true };
    }
    if (document.status !== 'pending') throw new DomainError('document_not_pending');
    const note = decision.note ?? null;
    await tx
      .update(memberDocuments)
      .set({
        status: decision.status,
        rejectionReason: reason,
        decisionNote: note,
        decidedBy: staffId,
        decidedAt: now,
      })
      .where(eq(memberDocuments.id, document.id));
    const state = await memberDocumentState(tx, document.memberId);
    if (state.approved) {
      await tx
        .update(memberDocumentRequests)
        .set({ closedAt: now })
        .where(
          and(
            eq(memberDocumentRequests.memberId, document.memberId),
            isNull(memberDocumentRequests.closedAt),
          ),
        );
    }
    await tx.insert(memberChangeOutbox).values({ memberId: document.memberId, reason: 'request' });
    await queuePushNotification(tx, {
      eventKey: `document:${document.id}:${decision.status}`,
      notice: {
        kind: 'documents',
        memberId: document.memberId,
        event: decision.status,
        documentKind: document.kind,
        ...(reason ? { reason } : {}),
      },
      now,
    });
    await recordAudit(tx, {
      staffId,
      action: decision.status === 'approved' ? 'document.approve' : 'document.reject',
      targetType: 'member_document',
      targetId: document.id,
      details: { memberId: document.memberId, kind: document.kind, reason, note },
      clientAddress: options.clientAddress,
      before: { status: 'pending' },
      after: { status: decision.status, ...(state.approved ? { member_verified: true } : {}) },
      now,
    });
    return { id: document.id, status: decision.status, replayed: false };
  });
}

/**
 * Staff ask a member for their identity documents, with the reason the member reads (decision
 * 67). One open request at a time: asking again while one is open replaces its reason. The member
 * is told (push, open pages). Audited.
 *
 * @throws DomainError not_found
 */
export async function requestMemberDocuments(
  db: Database,
  options: { staffId: number; memberId: number; reason: string; clientAddress?: string; now: Date },
): Promise<{ requestId: number }> {
  const { staffId, memberId, reason, now } = options;
  return db.transaction(async (tx) => {
    // The member's row is locked: two staff asking at once make one open request.
    const [member] = await queryRows<{ id: number }>(
      tx,
      sql`select id from members where id = ${memberId} for update`,
    );
    if (!member) throw new DomainError('not_found');
    const [open] = await tx
      .select()
      .from(memberDocumentRequests)
      .where(and(eq(memberDocumentRequests.memberId, memberId), isNull(memberDocumentRequests.closedAt)));
    let requestId: number;
    if (open) {
      await tx
        .update(memberDocumentRequests)
        .set({ reason, requestedBy: staffId })
        .where(eq(memberDocumentRequests.id, open.id));
      requestId = open.id;
    } else {
      const [made] = await tx
        .insert(memberDocumentRequests)
        .values({ memberId, requestedBy: staffId, reason, createdAt: now })
        .returning({ id: memberDocumentRequests.id });
      requestId = made!.id;
    }
    await tx.insert(memberChangeOutbox).values({ memberId, reason: 'request' });
    await queuePushNotification(tx, {
      eventKey: `documents-request:${requestId}:${now.getTime()}`,
      notice: { kind: 'documents', memberId, event: 'requested' },
      now,
    });
    await recordAudit(tx, {
      staffId,
      action: 'document.request',
      targetType: 'member',
      targetId: memberId,
      details: { reason, requestId },
      clientAddress: options.clientAddress,
      before: open ? { reason: open.reason } : null,
      after: { reason },
      now,
    });
    return { requestId };
  });
}
