import { demoStaffTotpUri } from '@chaba/core/backoffice/demo-staff-second-factor';
import { totpCode } from '@chaba/core/backoffice/totp';
import { openTotpSecret, sealTotpSecret } from '@chaba/core/backoffice/totp-secret-box';
import { demoStaff } from '@chaba/core/demo/seed-demo-data';
import { auditLog, staffAccounts } from '@chaba/db/schema';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startBanner } from '../src/banner';
import { configSchema } from '../src/config';
import { call, createTestApp, useTestApp } from './helpers';
import { createStaffMember, logInWithCode, staffSessionToken, testStaffPassword } from './staff-helpers';

/** The TOTP second factor of staff logins (issue 11), with a clock the test moves. */
const t = useTestApp({ ledgerCheck: 'none' });

/** The code the staff member's phone shows when its clock is `offsetSeconds` off the server's. */
const codeAt = (secret: string, offsetSeconds: number) =>
  totpCode(secret, new Date(t.clock.now().getTime() + offsetSeconds * 1000));

async function lastAudit() {
  const [row] = await t.connection.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

describe('a staff member without a second factor', () => {
  it('gets a session that can only set it up, confirms it with a code and receives recovery codes', async () => {
    const staff = await createStaffMember(t, { username: 'newbie', role: 'finance', secondFactor: false });
    const login = await call(t.app, 'POST', '/api/backoffice/login', {
      body: { username: 'newbie', password: testStaffPassword },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: 'finance', must_set_up_second_factor: true });
    const token = login.body.access_token;

    const refused = await call(t.app, 'GET', '/api/backoffice/withdrawals', { token });
    expect(refused).toMatchObject({ status: 403, body: { code: 'staff_second_factor_required' } });
    const me = await call(t.app, 'GET', '/api/backoffice/me', { token });
    expect(me.body.data).toMatchObject({
      username: 'newbie',
      role: 'finance',
      must_set_up_second_factor: true,
    });
    expect(me.body.data.permissions).toContain('withdrawals.decide');
    expect(me.body.data.permissions).not.toContain('staff.manage');

    const setup = await call(t.app, 'POST', '/api/backoffice/second-factor/setup', { token });
    expect(setup.status).toBe(200);
    const secret: string = setup.body.data.secret;
    expect(setup.body.data.otpauth_uri).toBe(`otpauth://totp/Chaba:newbie?secret=${secret}&issuer=Chaba`);

    const wrong = await call(t.app, 'POST', '/api/backoffice/second-factor/confirm', {
      token,
      body: { otp: (Number(await codeAt(secret, 0)) ^ 1).toString().padStart(6, '0') },
    });
    expect(wrong).toMatchObject({ status: 422, body: { code: 'staff_otp_invalid' } });
    const malformed = await call(t.app, 'POST', '/api/backoffice/second-factor/confirm', {
      token,
      body: { otp: '12ab' },
    });
    expect(malformed.status).toBe(422);

    const confirmed = await call(t.app, 'POST', '/api/backoffice/second-factor/confirm', {
      token,
      body: { otp: await codeAt(secret, 0) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.recovery_codes).toHaveLength(10);
    expect((await call(t.app, 'GET', '/api/backoffice/withdrawals', { token })).status).toBe(200);

    // The secret is never answered again, and set up once only.
    const again = await call(t.app, 'POST', '/api/backoffice/second-factor/setup', { token });
    expect(again).toMatchObject({ status: 409, body: { code: 'staff_second_factor_confirmed' } });
    expect(JSON.stringify((await call(t.app, 'GET', '/api/backoffice/me', { token })).body)).not.toContain(
      secret,
    );
    const [row] = await t.connection.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staff.staffId));
    expect(row!.totpConfirmedAt).not.toBeNull();
    // Stored sealed with STAFF_TOTP_KEY: a copy of the database alone does not hold the secret.
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(secret);
    expect(JSON.stringify(await t.connection.db.select().from(auditLog))).not.toContain(secret);
  });
});

describe('the staff login with a TOTP code', () => {
  it('accepts a code of the step before or after, and nothing further off', async () => {
    const staff = await createStaffMember(t, { username: 'drifter', role: 'support' });
    // The phone's clock is 30 s behind the server's.
    expect((await logInWithCode(t, staff, { otp: await codeAt(staff.secret, -30) })).status).toBe(200);
    t.clock.advanceSeconds(60);
    // Then 30 s ahead.
    expect((await logInWithCode(t, staff, { otp: await codeAt(staff.secret, 30) })).status).toBe(200);
    // Two steps ahead or behind: refused.
    expect((await logInWithCode(t, staff, { otp: await codeAt(staff.secret, 90) })).status).toBe(422);
    t.clock.advanceSeconds(120);
    expect((await logInWithCode(t, staff, { otp: await codeAt(staff.secret, -60) })).status).toBe(422);
    expect((await logInWithCode(t, staff)).status).toBe(200);
  });

  it('refuses a code used before (replay), also from an earlier step, and a login without a code', async () => {
    const staff = await createStaffMember(t, { username: 'replayed', role: 'support' });
    const otp = await codeAt(staff.secret, 0);
    const first = await logInWithCode(t, staff, { otp });
    expect(first.status).toBe(200);
    const replay = await logInWithCode(t, staff, { otp });
    expect(replay).toMatchObject({ status: 422, body: { code: 'staff_login_failed' } });
    t.clock.advanceSeconds(30);
    // The step before the accepted one is within the drift, but older than the last code used.
    expect((await logInWithCode(t, staff, { otp })).status).toBe(422);
    const noCode = await call(t.app, 'POST', '/api/backoffice/login', {
      body: { username: staff.username, password: staff.password },
    });
    expect(noCode).toMatchObject({ status: 422, body: { code: 'staff_login_failed' } });
    expect(await lastAudit()).toMatchObject({
      action: 'staff.login_failed',
      staffId: staff.staffId,
      clientAddress: '127.0.0.1',
      details: { reason: 'otp' },
    });
    expect((await logInWithCode(t, staff)).status).toBe(200);
  });

  it('refuses two logins with one code at once: one passes', async () => {
    const staff = await createStaffMember(t, { username: 'twice', role: 'support' });
    const otp = await codeAt(staff.secret, 0);
    const both = await Promise.all([logInWithCode(t, staff, { otp }), logInWithCode(t, staff, { otp })]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 422]);
  });

  it('counts wrong codes as failed logins: five, and the address waits', async () => {
    const staff = await createStaffMember(t, { username: 'guessed', role: 'support' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = await logInWithCode(t, staff, { otp: String(100000 + attempt) });
      expect(guess.status).toBe(422);
    }
    const right = await logInWithCode(t, staff);
    expect(right).toMatchObject({ status: 429, body: { code: 'too_many_login_attempts' } });
    t.clock.advanceSeconds(15 * 60);
    expect((await logInWithCode(t, staff)).status).toBe(200);
  });

  it('takes each recovery code once in place of the code', async () => {
    const staff = await createStaffMember(t, {
      username: 'lostphone',
      role: 'marketing',
      secondFactor: false,
    });
    const token = await staffSessionToken(t, staff.staffId);
    const setup = await call(t.app, 'POST', '/api/backoffice/second-factor/setup', { token });
    const confirmed = await call(t.app, 'POST', '/api/backoffice/second-factor/confirm', {
      token,
      body: { otp: await codeAt(setup.body.data.secret, 0) },
    });
    const [code] = confirmed.body.data.recovery_codes as string[];
    const withCode = await logInWithCode(
      t,
      { ...staff, secret: setup.body.data.secret },
      { otp: code!.toUpperCase() },
    );
    expect(withCode.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'staff.login',
      details: { second_factor: 'recovery_code' },
    });
    expect((await logInWithCode(t, staff, { otp: code })).status).toBe(422);
  });
});

describe("an owner's reset of another's second factor", () => {
  it("ends the staff member's sessions; the next login sets a new one up; audited", async () => {
    const owner = await createStaffMember(t, { username: 'resetter', role: 'owner' });
    const staff = await createStaffMember(t, { username: 'resetee', role: 'finance' });
    const staffToken = (await logInWithCode(t, staff)).body.access_token;
    const ownerToken = await staffSessionToken(t, owner.staffId);

    const reset = await call(t.app, 'POST', `/api/backoffice/staff/${staff.staffId}/second-factor/reset`, {
      token: ownerToken,
    });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });
    expect((await call(t.app, 'GET', '/api/backoffice/me', { token: staffToken })).status).toBe(401);
    expect(await lastAudit()).toMatchObject({
      action: 'staff.second_factor_reset',
      staffId: owner.staffId,
      targetType: 'staff',
      targetId: String(staff.staffId),
      before: { second_factor: true },
      after: { second_factor: false },
    });
    // The old authenticator's code is no second factor any more: the password opens a setup session.
    const next = await call(t.app, 'POST', '/api/backoffice/login', {
      body: { username: staff.username, password: staff.password },
    });
    expect(next.body).toMatchObject({ must_set_up_second_factor: true });
    const missing = await call(t.app, 'POST', '/api/backoffice/staff/999999/second-factor/reset', {
      token: ownerToken,
    });
    expect(missing.status).toBe(404);
  });
});

describe("the development seed's owner", () => {
  it('is an owner with a second factor made for this database, printed in the development banner only', async () => {
    const uri = await demoStaffTotpUri(t.connection.db, demoStaff.username);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+:admin\?secret=[A-Z2-7]+&issuer=/);
    const secret = new URL(uri!).searchParams.get('secret')!;
    const login = await logInWithCode(t, { ...demoStaff, secret });
    expect(login.body).toMatchObject({
      role: 'owner',
      must_change_password: false,
      must_set_up_second_factor: false,
    });

    const development = startBanner(configSchema.parse({}), 'http://localhost:3000', [], uri);
    expect(development).toContain(uri);
    const production = startBanner(
      configSchema.parse({ CHABA_ENV: 'production', PUBLIC_URL: 'https://chaba.example' }),
      'https://chaba.example',
      [],
      uri,
    );
    expect(production).not.toContain('otpauth');

    // Another database, another secret.
    const other = await createTestApp();
    try {
      expect(await demoStaffTotpUri(other.connection.db, demoStaff.username)).not.toBe(uri);
    } finally {
      await other.close();
    }
  });
});

describe('a stored TOTP secret', () => {
  it('opens only with the key it was sealed with, and not once altered', () => {
    const key = 'a-long-random-key-of-this-deployment-0123';
    const sealed = sealTotpSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', key);
    expect(sealTotpSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', key)).not.toBe(sealed);
    expect(openTotpSecret(sealed, key)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(() => openTotpSecret(sealed, `${key}!`)).toThrow(/STAFF_TOTP_KEY/);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('another secret').toString('base64url');
    expect(() => openTotpSecret(parts.join('.'), key)).toThrow(/STAFF_TOTP_KEY/);
    expect(() => openTotpSecret('JBSWY3DPEHPK3PXP', key)).toThrow(/not sealed/);
  });
});
