import { z } from 'zod';
import { tokenResponse } from './auth';
import { staffRole } from './staff-permissions';
import { phoneSchema, requiredString } from './validation';

/** The development tools' routes (CHABA_ENV=development only): what e2e tests and `npm run simulate` read. */
export const phoneQuery = z.object({ phone: phoneSchema });

export const smsOutboxMessage = z.object({ phone: z.string(), body: z.string(), created_at: z.string() });
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessage>;
/** Newest first. */
export const smsOutboxResponse = z.object({ data: z.array(smsOutboxMessage) });
export type SmsOutboxResponse = z.infer<typeof smsOutboxResponse>;

/** What to pay (baht) and where, or null when the phone has no pending deposit. */
export const pendingDeposit = z.object({
  id: z.number().int(),
  amount: z.number(),
  to_account_number: z.string().nullable(),
  member_account_number: z.string().nullable(),
  /** The registered name: the simulated bank names the sender so (the payout rules compare it). */
  member_name: z.string().nullable(),
});
export const pendingDepositResponse = z.object({ data: pendingDeposit.nullable() });
export type PendingDepositResponse = z.infer<typeof pendingDepositResponse>;

/** `npm run staff -- token NAME`: a staff token for the staff API, without password or second factor. */
export const staffTokenRequest = z.object({ username: requiredString(64) });
export const devStaffTokenResponse = tokenResponse.extend({ role: staffRole });
export type DevStaffTokenResponse = z.infer<typeof devStaffTokenResponse>;

/** `npm run simulate -- sms`: the demo company phone's id, secret and addresses (development only). */
export const devBankDeviceResponse = z.object({
  data: z
    .object({
      id: z.number().int(),
      secret: z.string(),
      addresses: z.object({ sms_forwarder: z.string(), sms_gateway: z.string() }),
    })
    .nullable(),
});
export type DevBankDeviceResponse = z.infer<typeof devBankDeviceResponse>;
