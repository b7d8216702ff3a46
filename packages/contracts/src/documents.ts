import { z } from 'zod';
import { documentKinds } from './document-kinds';
import { optionalText, recordId, requiredString } from './validation';

/**
 * Identity documents (issue 30, decision 67): a member uploads a photo of their ID card and of the
 * first page of their bank book when staff or the withdrawal rule ask for them; staff approve or
 * reject each with a reason the member reads in their language. Times are ISO 8601.
 */

export { documentKinds };
export const documentKind = z.enum(documentKinds);
export type DocumentKind = z.infer<typeof documentKind>;

export const documentStatuses = ['pending', 'approved', 'rejected', 'replaced'] as const;
export const documentStatus = z.enum(documentStatuses);
export type DocumentStatus = z.infer<typeof documentStatus>;

/** Why staff rejected a document: a code the member's page and notification say in their language. */
export const documentRejectionReasons = [
  'unreadable',
  'wrong_document',
  'name_mismatch',
  'expired',
  'incomplete',
] as const;
export const documentRejectionReason = z.enum(documentRejectionReasons);
export type DocumentRejectionReason = z.infer<typeof documentRejectionReason>;

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });

/** The latest document of one kind, as its member sees it (null: none sent yet). */
export const memberDocumentState = z
  .object({
    id: z.number().int(),
    status: documentStatus,
    rejection_reason: documentRejectionReason.nullable(),
    /** What the reviewer added, as they wrote it. */
    note: z.string().nullable(),
    uploaded_at: isoTime,
    decided_at: isoTime.nullable(),
  })
  .nullable();

/** `GET /api/customers/documents`: whether documents are asked for, and each kind's state. */
export const memberDocuments = z.object({
  /** Staff asked, or the withdrawal rule did, and not both kinds are approved yet. */
  required: z.boolean(),
  /** The reason staff gave when asking (as they wrote it); null when the withdrawal rule asked. */
  reason: z.string().nullable(),
  /** Both kinds approved. */
  approved: z.boolean(),
  /** A withdrawal above this many baht needs both kinds approved; null: no such rule. */
  withdrawal_above: z.number().nullable(),
  documents: z.object({ id_card: memberDocumentState, bank_book: memberDocumentState }),
});
export type MemberDocuments = z.infer<typeof memberDocuments>;
export const memberDocumentsResponse = z.object({ success: z.literal(true), data: memberDocuments });
export type MemberDocumentsResponse = z.infer<typeof memberDocumentsResponse>;

/** `POST /api/customers/documents/:kind` (multipart, file `file`). */
export const documentKindParams = z.object({ kind: documentKind });
export const uploadDocumentResponse = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number().int(), kind: documentKind, status: z.literal('pending') }),
});
export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponse>;

// ---- staff ---------------------------------------------------------------------------------------

/** `GET /api/backoffice/documents`: the review queue (pending, oldest first) or the decided ones. */
export const documentQueueQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  member_id: recordId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const deskDocument = z.object({
  id: z.number().int(),
  kind: documentKind,
  status: documentStatus,
  member: z.object({ id: z.number().int(), phone: z.string(), name: z.string().nullable() }),
  size: z.number().int(),
  /** False once the image was deleted after DOCUMENT_RETENTION_DAYS. */
  has_image: z.boolean(),
  uploaded_at: isoTime,
  decision: z
    .object({
      by: z.string().nullable(),
      at: isoTime,
      reason: documentRejectionReason.nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type DeskDocument = z.infer<typeof deskDocument>;
export const documentQueueResponse = z.object({ data: z.array(deskDocument), total: z.number().int() });
export type DocumentQueueResponse = z.infer<typeof documentQueueResponse>;

/** `POST /api/backoffice/documents/:id/approve`: an optional note. */
export const approveDocumentRequest = z.strictObject({ note: optionalText(500) });
/** `POST /api/backoffice/documents/:id/reject`: the reason (the member reads it) and an optional note. */
export const rejectDocumentRequest = z.strictObject({
  reason: documentRejectionReason,
  note: optionalText(500),
});
export type RejectDocumentRequest = z.input<typeof rejectDocumentRequest>;
export const decideDocumentResponse = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']), replayed: z.boolean() }),
});
export type DecideDocumentResponse = z.infer<typeof decideDocumentResponse>;

/** `POST /api/backoffice/members/:id/documents/request`: why the member is asked (they read it). */
export const requestDocumentsRequest = z.strictObject({ reason: requiredString(300) });
export const requestDocumentsResponse = z.object({
  success: z.literal(true),
  data: z.object({ request_id: z.number().int() }),
});

/** `GET /api/backoffice/members/:id/documents`: the member page's documents block. */
export const staffMemberDocuments = z.object({
  required: z.boolean(),
  reason: z.string().nullable(),
  approved: z.boolean(),
  /** Every document the member sent, newest first. */
  documents: z.array(deskDocument),
});
export type StaffMemberDocuments = z.infer<typeof staffMemberDocuments>;
export const staffMemberDocumentsResponse = z.object({ data: staffMemberDocuments });
export type StaffMemberDocumentsResponse = z.infer<typeof staffMemberDocumentsResponse>;
