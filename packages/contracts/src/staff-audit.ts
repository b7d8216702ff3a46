import { z } from 'zod';
import { dateTimeSchema, recordId, safeText } from './validation';

/** The audit log viewer and the chain check (permission `audit.view`). */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });
const jsonObject = z.record(z.string(), z.unknown());

/** Filters, all optional; `member_id` is `target_type=member&target_id=…`. Newest first, by cursor. */
export const auditQuery = z.object({
  staff_id: recordId.optional(),
  action: safeText(64)
    .min(1)
    .optional()
    .meta({ examples: ['withdrawal.approve'] }),
  target_type: safeText(32)
    .min(1)
    .optional()
    .meta({ examples: ['member'] }),
  target_id: safeText(64).min(1).optional(),
  member_id: recordId.optional(),
  from: dateTimeSchema.optional(),
  to: dateTimeSchema.optional(),
  cursor: recordId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditRecord = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  username: z.string().nullable(),
  action: z.string().meta({ examples: ['staff.login'] }),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  client_address: z.string().nullable(),
  details: jsonObject,
  before: jsonObject.nullable(),
  after: jsonObject.nullable(),
  hash: z.string().nullable(),
  created_at: isoTime,
});
export const auditListResponse = z.object({
  data: z.array(auditRecord),
  next_cursor: z.number().int().nullable(),
  total: z.number().int(),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;

/** The chain's state: intact up to its last record, or the first record that does not hold. */
export const auditVerifyResponse = z.object({
  data: z.object({
    intact: z.boolean(),
    checked: z.number().int(),
    /** Records written before the chain existed (they precede it). */
    unchained: z.number().int(),
    last_id: z.number().int().nullable(),
    last_hash: z.string().nullable(),
    broken_id: z.number().int().nullable(),
    reason: z.enum(['hash_mismatch', 'previous_hash_mismatch', 'hash_missing']).nullable(),
  }),
});
export type AuditVerifyResponse = z.infer<typeof auditVerifyResponse>;
