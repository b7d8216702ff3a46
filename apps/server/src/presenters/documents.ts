import type {
  DeskDocument,
  DocumentRejectionReason,
  MemberDocuments,
  StaffMemberDocuments,
} from '@chaba/contracts/documents';
import { satangToBahtNumber } from '@chaba/contracts/baht';
import type { memberDocumentState, MemberDocumentRow } from '@chaba/core/documents/document-state';
import type { DeskDocumentRow } from '@chaba/core/documents/list-member-documents';

type DocumentState = Awaited<ReturnType<typeof memberDocumentState>>;

const reasonOf = (reason: string | null) => reason as DocumentRejectionReason | null;

function memberDocument(row: MemberDocumentRow | null): MemberDocuments['documents']['id_card'] {
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    rejection_reason: reasonOf(row.rejectionReason),
    note: row.decisionNote,
    uploaded_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The member's own documents (decision 67): asked for or not, each kind's latest, the withdrawal rule. */
export function presentMemberDocuments(
  state: DocumentState,
  documentsAboveSatang: bigint | null,
): MemberDocuments {
  return {
    required: state.openRequest !== null && !state.approved,
    reason: state.openRequest?.reason ?? null,
    approved: state.approved,
    withdrawal_above: documentsAboveSatang === null ? null : satangToBahtNumber(documentsAboveSatang),
    documents: {
      id_card: memberDocument(state.latest.id_card),
      bank_book: memberDocument(state.latest.bank_book),
    },
  };
}

/** A document on the staff desk. */
export function presentDeskDocument(row: DeskDocumentRow): DeskDocument {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    member: { id: row.memberId, phone: row.phone, name: row.name },
    size: row.imageBytes,
    has_image: row.imageDeletedAt === null,
    uploaded_at: row.createdAt.toISOString(),
    decision: row.decidedAt
      ? {
          by: row.decidedBy,
          at: row.decidedAt.toISOString(),
          reason: reasonOf(row.rejectionReason),
          note: row.decisionNote,
        }
      : null,
  };
}

/** The member page's documents block. */
export function presentStaffMemberDocuments(
  state: DocumentState,
  rows: DeskDocumentRow[],
): StaffMemberDocuments {
  return {
    required: state.openRequest !== null && !state.approved,
    reason: state.openRequest?.reason ?? null,
    approved: state.approved,
    documents: rows.map(presentDeskDocument),
  };
}
