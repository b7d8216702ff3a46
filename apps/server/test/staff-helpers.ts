import type { StaffRole } from '@chaba/contracts/staff-permissions';
import { hashPassword } from '@chaba/core/auth/secrets';
import { openStaffSession } from '@chaba/core/backoffice/open-staff-session';
import { newTotpSecret, totpCode } from '@chaba/core/backoffice/totp';
import { developmentTotpKey, openTotpSecret, sealTotpSecret } from '@chaba/core/backoffice/totp-secret-box';
import type { Database } from '@chaba/db/client';
import { staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { call, type TestApp } from './helpers';

/** Staff accounts made by the tests, with a known password and a confirmed second factor. */
export const testStaffPassword = 'Staff12345';

/** Creates a staff member with a role, a known password and a confirmed TOTP secret. */
export async function createStaffMember(
  t: TestApp,
  options: { username: string; role: StaffRole; secondFactor?: boolean },
) {
  const secret = newTotpSecret();
  const confirmed = options.secondFactor ?? true;
  const [row] = await t.connection.db
    .insert(staffAccounts)
    .values({
      username: options.username,
      passwordHash: await hashPassword(testStaffPassword),
      role: options.role,
      totpSecret: confirmed ? sealTotpSecret(secret, t.context.config.STAFF_TOTP_KEY) : null,
      totpConfirmedAt: confirmed ? t.clock.now() : null,
    })
    .returning({ id: staffAccounts.id });
  return { staffId: row!.id, username: options.username, password: testStaffPassword, secret };
}

/** A session token for a staff member, opened without the login (whose TOTP codes are single-use). */
export async function staffSessionToken(t: TestApp, staffId: number): Promise<string> {
  const issued = await openStaffSession(t.connection.db, {
    staffId,
    clientAddress: '127.0.0.1',
    userAgent: 'vitest',
    now: t.clock.now(),
  });
  return issued.token;
}

/** The staff login with the authenticator's current code (or `otp` as given). */
export async function logInWithCode(
  t: TestApp,
  staff: { username: string; password: string; secret: string },
  options: { otp?: string; headers?: Record<string, string> } = {},
) {
  return call(t.app, 'POST', '/api/backoffice/login', {
    body: {
      username: staff.username,
      password: staff.password,
      otp: options.otp ?? (await totpCode(staff.secret, t.clock.now())),
    },
    headers: options.headers,
  });
}

/**
 * The current code of the seeded owner's authenticator. The last accepted step is forgotten first,
 * so that the tests' many logins within one 30-second step are not replays.
 */
export async function demoStaffCode(db: Database, now: Date, totpKey = developmentTotpKey): Promise<string> {
  const [admin] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, 'admin'));
  if (!admin) throw new Error('no seeded staff member');
  if (!admin.totpSecret || !admin.totpConfirmedAt)
    throw new Error('the seeded staff member has no second factor');
  const secret = openTotpSecret(admin.totpSecret, totpKey);
  await db.update(staffAccounts).set({ totpLastStep: null }).where(eq(staffAccounts.id, admin.id));
  return totpCode(secret, now);
}
