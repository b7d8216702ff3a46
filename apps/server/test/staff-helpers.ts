import type { StaffRole } from '@chaba/contracts/staff-permissions';
import { hashPassword } from '@chaba/core/auth/secrets';
import { openStaffSession } from '@chaba/core/backoffice/open-staff-session';
import { newTotpSecret, totpCode } from '@chaba/core/backoffice/totp';
import { sealTotpSecret } from '@chaba/core/backoffice/totp-secret-box';
import { auditLog, staffAccounts } from '@chaba/db/schema';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
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

/** A staff call with any method, as the console makes it (in `language`, Thai by default). */
export async function staffRequest(
  t: TestApp,
  token: string,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; language?: string } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The newest audit record of an action. */
export async function lastAuditOf(t: TestApp, action: string) {
  const [row] = await t.connection.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** How many audit records there are: a refused action adds none. */
export async function auditCountOf(t: TestApp): Promise<number> {
  return (await t.connection.db.select({ id: auditLog.id }).from(auditLog)).length;
}
