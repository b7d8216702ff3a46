import { z } from 'zod';
import { staffPermission, staffRole } from './staff-permissions';
import { anyPasswordSchema, recordId, staffPasswordSchema, withMatchingConfirmation } from './validation';

/** The staff API's own account: who am I, the second factor's setup, my sessions and logins. */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });

/** `POST /api/backoffice/password`: a staff password of 8–128 characters (members keep 8–15). */
export const changeStaffPasswordRequest = withMatchingConfirmation(
  z.object({
    old_password: anyPasswordSchema,
    password: staffPasswordSchema,
    password_confirmation: z.string({ error: 'required' }).min(1, { error: 'required', abort: true }),
  }),
);
export type ChangeStaffPasswordRequest = z.infer<typeof changeStaffPasswordRequest>;

/** The logged-in staff member, and what the role may do (a console hides the rest). */
export const staffMeResponse = z.object({
  data: z.object({
    id: z.number().int(),
    username: z.string().meta({ examples: ['admin'] }),
    role: staffRole,
    /** The role's names (a role an owner made is named by them, decision 66). */
    role_name: z.object({ th: z.string(), en: z.string() }),
    /** What the role may do now: the console shows only these desks and actions. */
    permissions: z.array(staffPermission),
    must_change_password: z.boolean(),
    must_set_up_second_factor: z.boolean(),
  }),
});
export type StaffMeResponse = z.infer<typeof staffMeResponse>;

/** A new TOTP secret to set up, shown once: as text and as the `otpauth://` URI of a QR code. */
export const secondFactorSetupResponse = z.object({
  data: z.object({
    secret: z.string().meta({ examples: ['JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'] }),
    otpauth_uri: z.string().meta({
      examples: ['otpauth://totp/Chaba:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Chaba'],
    }),
  }),
});
export type SecondFactorSetupResponse = z.infer<typeof secondFactorSetupResponse>;

/** The authenticator's current six-digit code. */
export const secondFactorConfirmRequest = z.object({
  otp: z
    .string({ error: 'required' })
    .trim()
    .regex(/^\d{6}$/, { error: 'otp_format' }),
});

/** The recovery codes, shown this once: each replaces one code at a login, once. */
export const secondFactorConfirmResponse = z.object({
  success: z.literal(true),
  data: z.object({ recovery_codes: z.array(z.string().meta({ examples: ['3f9a-07c2-b1d4'] })) }),
});
export type SecondFactorConfirmResponse = z.infer<typeof secondFactorConfirmResponse>;

/** A staff session still working: where and from what it was opened. */
export const staffSession = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  username: z.string(),
  client_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: isoTime,
  last_used_at: isoTime.nullable(),
  /** The session making this call. */
  current: z.boolean(),
});
export const staffSessionsResponse = z.object({ data: z.array(staffSession) });
export type StaffSessionsResponse = z.infer<typeof staffSessionsResponse>;

/** A page of a list, newest first: `cursor` is the previous page's `next_cursor`. */
export const pageQuery = z.object({
  cursor: recordId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A staff login, successful or not: when, from where, from what device. */
export const staffLoginEntry = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  username: z.string().nullable(),
  succeeded: z.boolean(),
  /** A failure's cause: password, otp, disabled, unknown_address, address_not_allowed. */
  reason: z.string().nullable(),
  client_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: isoTime,
});
export const staffLoginsResponse = z.object({
  data: z.array(staffLoginEntry),
  next_cursor: z.number().int().nullable(),
  total: z.number().int(),
});
export type StaffLoginsResponse = z.infer<typeof staffLoginsResponse>;
