import { z } from 'zod';
import { bahtNumber } from './baht';
import { staffRole } from './staff-permissions';

/** Staff management (permission `staff.manage`): the accounts, invitations, roles, disabling. */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });

export const staffMember = z.object({
  id: z.number().int(),
  username: z.string(),
  role: staffRole,
  /** Still holding the one-time password of the invitation. */
  must_change_password: z.boolean(),
  second_factor: z.boolean(),
  disabled: z.boolean(),
  /** The largest withdrawal they may approve, baht; null: no limit of their own (decision 51). */
  approval_limit: z.number().nullable(),
  /** The largest adjustment or staff bonus they may make or approve, baht; null: none of their own (decision 66). */
  adjustment_limit: z.number().nullable(),
  created_at: isoTime,
  last_login_at: isoTime.nullable(),
});
export const staffListResponse = z.object({ data: z.array(staffMember) });
export type StaffListResponse = z.infer<typeof staffListResponse>;

/** A username: 3 to 64 letters, digits, ".", "_" or "-" (stored in lower case). */
export const staffUsername = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,64}$/, { error: 'invalid' });

export const inviteStaffRequest = z.object({ username: staffUsername, role: staffRole });
/** The invited account and its one-time password, shown this once. */
export const inviteStaffResponse = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.number().int(),
    username: z.string(),
    role: staffRole,
    one_time_password: z.string(),
  }),
});
export type InviteStaffResponse = z.infer<typeof inviteStaffResponse>;

export const changeStaffRoleRequest = z.object({ role: staffRole });

/** `POST /api/backoffice/staff/:id/approval-limit`: baht, or null for no limit of their own. */
export const changeApprovalLimitRequest = z.object({
  approval_limit: bahtNumber({ max: 100_000_000 }).nullable(),
});

/** `POST /api/backoffice/staff/:id/adjustment-limit`: baht, or null for no limit of their own (decision 66). */
export const changeAdjustmentLimitRequest = z.object({
  adjustment_limit: bahtNumber({ max: 100_000_000 }).nullable(),
});
