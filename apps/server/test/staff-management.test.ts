import { totpCode } from '@chaba/core/backoffice/totp';
import { updateStaff } from '@chaba/core/backoffice/update-staff';
import { auditLog, staffAccounts } from '@chaba/db/schema';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../src/config';
import { call, createTestApp, useTestApp } from './helpers';
import { createStaffMember, logInWithCode, staffSessionToken } from './staff-helpers';

/** Staff managing staff (issue 11): invitations, roles, disabling, the last owner, sessions, logins. */
let ownerToken: string;
let ownerId: number;
const t = useTestApp({ ledgerCheck: 'none' });
beforeAll(async () => {
  const owner = await createStaffMember(t, { username: 'boss', role: 'owner' });
  ownerId = owner.staffId;
  ownerToken = await staffSessionToken(t, owner.staffId);
});

async function lastAudit() {
  const [row] = await t.connection.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

describe('an owner managing staff', () => {
  it('invites a staff member, who logs in with the one-time password and must change it', async () => {
    const invited = await call(t.app, 'POST', '/api/backoffice/staff', {
      token: ownerToken,
      body: { username: 'Cashier.One', role: 'finance' },
    });
    expect(invited.status).toBe(200);
    expect(invited.body.data).toMatchObject({ username: 'cashier.one', role: 'finance' });
    expect(await lastAudit()).toMatchObject({
      action: 'staff.create',
      staffId: ownerId,
      targetId: String(invited.body.data.id),
      after: { username: 'cashier.one', role: 'finance' },
    });
    const login = await call(t.app, 'POST', '/api/backoffice/login', {
      body: { username: 'cashier.one', password: invited.body.data.one_time_password },
    });
    expect(login.body).toMatchObject({ must_change_password: true, must_set_up_second_factor: true });

    const taken = await call(t.app, 'POST', '/api/backoffice/staff', {
      token: ownerToken,
      body: { username: 'cashier.one', role: 'support' },
    });
    expect(taken).toMatchObject({ status: 422, body: { code: 'staff_username_taken' } });
    const badRole = await call(t.app, 'POST', '/api/backoffice/staff', {
      token: ownerToken,
      body: { username: 'someone', role: 'cashier' },
    });
    expect(badRole.status).toBe(422);

    const list = await call(t.app, 'GET', '/api/backoffice/staff', { token: ownerToken });
    expect(list.body.data).toContainEqual(
      expect.objectContaining({
        username: 'cashier.one',
        role: 'finance',
        must_change_password: true,
        disabled: false,
      }),
    );
  });

  it("changes a role: the staff member's permissions follow at once", async () => {
    const staff = await createStaffMember(t, { username: 'promoted', role: 'support' });
    const token = await staffSessionToken(t, staff.staffId);
    expect((await call(t.app, 'GET', '/api/backoffice/withdrawals', { token })).status).toBe(403);
    const changed = await call(t.app, 'POST', `/api/backoffice/staff/${staff.staffId}/role`, {
      token: ownerToken,
      body: { role: 'finance' },
    });
    expect(changed.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'staff.role_change',
      before: { role: 'support', disabled: false },
      after: { role: 'finance', disabled: false },
    });
    expect((await call(t.app, 'GET', '/api/backoffice/withdrawals', { token })).status).toBe(200);
    const me = await call(t.app, 'GET', '/api/backoffice/me', { token });
    expect(me.body.data).toMatchObject({ username: 'promoted', role: 'finance' });
  });

  it('disables an account: its sessions end at once and it cannot log in until enabled', async () => {
    const staff = await createStaffMember(t, { username: 'leaver', role: 'support' });
    const token = (await logInWithCode(t, staff)).body.access_token;
    const disabled = await call(t.app, 'POST', `/api/backoffice/staff/${staff.staffId}/disable`, {
      token: ownerToken,
    });
    expect(disabled.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/backoffice/me', { token })).status).toBe(401);
    t.clock.advanceSeconds(30);
    const refused = await logInWithCode(t, staff);
    expect(refused).toMatchObject({ status: 422, body: { code: 'staff_login_failed' } });
    expect(await lastAudit()).toMatchObject({
      action: 'staff.login_failed',
      details: { reason: 'disabled' },
    });

    expect(
      (await call(t.app, 'POST', `/api/backoffice/staff/${staff.staffId}/enable`, { token: ownerToken }))
        .status,
    ).toBe(200);
    t.clock.advanceSeconds(30);
    expect((await logInWithCode(t, staff)).status).toBe(200);
  });
});

describe("a staff member's password (issue 30)", () => {
  it('may be a passphrase of up to 128 characters, which then signs in; longer is refused per field', async () => {
    const staff = await createStaffMember(t, { username: 'passphrase', role: 'support' });
    const token = await staffSessionToken(t, staff.staffId);
    const passphrase = 'Correct horse battery staple 42 '.repeat(4);
    const tooLong = await call(t.app, 'POST', '/api/backoffice/password', {
      token,
      body: {
        old_password: staff.password,
        password: `${passphrase}x`,
        password_confirmation: `${passphrase}x`,
      },
    });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors)).toEqual(['password']);
    const changed = await call(t.app, 'POST', '/api/backoffice/password', {
      token,
      body: { old_password: staff.password, password: passphrase, password_confirmation: passphrase },
    });
    expect(changed).toMatchObject({ status: 200, body: { success: true } });
    t.clock.advanceSeconds(30);
    const login = await logInWithCode(t, { ...staff, password: passphrase });
    expect(login.status).toBe(200);
  });
});

describe('the last active owner', () => {
  it('is never disabled or demoted, also when two owners try it on each other at once', async () => {
    const own = await createTestApp();
    try {
      // Only the two owners made here are owners (the seed's owner becomes an admin).
      await own.connection.db
        .update(staffAccounts)
        .set({ role: 'admin' })
        .where(eq(staffAccounts.role, 'owner'));
      const first = await createStaffMember(own, { username: 'owner-a', role: 'owner' });
      const second = await createStaffMember(own, { username: 'owner-b', role: 'owner' });
      const firstToken = await staffSessionToken(own, first.staffId);
      const secondToken = await staffSessionToken(own, second.staffId);

      // Each demotes the other at the same moment: one of them stays an owner.
      const both = await Promise.all([
        call(own.app, 'POST', `/api/backoffice/staff/${second.staffId}/role`, {
          token: firstToken,
          body: { role: 'admin' },
        }),
        call(own.app, 'POST', `/api/backoffice/staff/${first.staffId}/role`, {
          token: secondToken,
          body: { role: 'admin' },
        }),
      ]);
      // The loser is refused as the last owner, or (when the winner committed first) as no owner any more.
      expect(both.map((response) => response.status).sort()).toEqual([200, expect.any(Number)]);
      expect([403, 409]).toContain(both.find((response) => response.status !== 200)!.status);
      const owners = await own.connection.db
        .select()
        .from(staffAccounts)
        .where(and(eq(staffAccounts.role, 'owner'), isNull(staffAccounts.disabledAt)));
      expect(owners).toHaveLength(1);

      // The one left cannot disable or demote itself.
      const last = owners[0]!.id === first.staffId ? firstToken : secondToken;
      const lastId = owners[0]!.id;
      const disable = await call(own.app, 'POST', `/api/backoffice/staff/${lastId}/disable`, { token: last });
      expect(disable).toMatchObject({ status: 409, body: { code: 'staff_last_owner' } });
      const demote = await call(own.app, 'POST', `/api/backoffice/staff/${lastId}/role`, {
        token: last,
        body: { role: 'finance' },
      });
      expect(demote).toMatchObject({ status: 409, body: { code: 'staff_last_owner' } });

      // The use case itself, twice at once on the two owners' accounts: one passes.
      const third = await createStaffMember(own, { username: 'owner-c', role: 'owner' });
      const attempts = await Promise.allSettled([
        updateStaff(own.connection.db, {
          actorId: third.staffId,
          staffId: lastId,
          change: { disabled: true },
          clientAddress: '127.0.0.1',
          now: own.clock.now(),
        }),
        updateStaff(own.connection.db, {
          actorId: lastId,
          staffId: third.staffId,
          change: { disabled: true },
          clientAddress: '127.0.0.1',
          now: own.clock.now(),
        }),
      ]);
      expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = attempts.find((attempt) => attempt.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ code: 'staff_last_owner' });
    } finally {
      await own.close();
    }
  });
  it('counts only owners who can sign in: an invited owner without a password or second factor does not', async () => {
    const own = await createTestApp();
    try {
      await own.connection.db
        .update(staffAccounts)
        .set({ role: 'admin' })
        .where(eq(staffAccounts.role, 'owner'));
      const working = await createStaffMember(own, { username: 'owner-working', role: 'owner' });
      const token = await staffSessionToken(own, working.staffId);
      // An owner invited (one-time password, no second factor) and one with a password but no second factor.
      const invited = await call(own.app, 'POST', '/api/backoffice/staff', {
        token,
        body: { username: 'owner-invited', role: 'owner' },
      });
      expect(invited.status).toBe(200);
      const noFactor = await createStaffMember(own, {
        username: 'owner-no-factor',
        role: 'owner',
        secondFactor: false,
      });

      const refusals = [
        await call(own.app, 'POST', `/api/backoffice/staff/${working.staffId}/role`, {
          token,
          body: { role: 'admin' },
        }),
        await call(own.app, 'POST', `/api/backoffice/staff/${working.staffId}/disable`, { token }),
        await call(own.app, 'POST', `/api/backoffice/staff/${working.staffId}/second-factor/reset`, {
          token,
        }),
      ];
      for (const refused of refusals) {
        expect(refused).toMatchObject({ status: 409, body: { code: 'staff_last_owner' } });
      }
      const [still] = await own.connection.db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.id, working.staffId));
      expect(still).toMatchObject({ role: 'owner', disabledAt: null, totpConfirmedAt: expect.any(Date) });

      // Owners who cannot sign in are changed freely; once a second owner can sign in, the first may step down.
      const demoteInvited = await call(
        own.app,
        'POST',
        `/api/backoffice/staff/${invited.body.data.id}/role`,
        {
          token,
          body: { role: 'admin' },
        },
      );
      expect(demoteInvited.status).toBe(200);
      await own.connection.db
        .update(staffAccounts)
        .set({ totpConfirmedAt: own.clock.now() })
        .where(eq(staffAccounts.id, noFactor.staffId));
      const reset = await call(
        own.app,
        'POST',
        `/api/backoffice/staff/${working.staffId}/second-factor/reset`,
        {
          token,
        },
      );
      expect(reset.status).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe("a staff member's sessions and logins", () => {
  it('lists the working sessions with address and device, and revokes one', async () => {
    const staff = await createStaffMember(t, { username: 'traveller', role: 'support' });
    const laptop = (await logInWithCode(t, staff, { headers: { 'user-agent': 'Laptop Firefox' } })).body
      .access_token;
    t.clock.advanceSeconds(30);
    const phone = (await logInWithCode(t, staff, { headers: { 'user-agent': 'Phone Safari' } })).body
      .access_token;

    const sessions = await call(t.app, 'GET', '/api/backoffice/sessions', { token: phone });
    expect(sessions.body.data).toEqual([
      expect.objectContaining({ user_agent: 'Phone Safari', client_address: '127.0.0.1', current: true }),
      expect.objectContaining({ user_agent: 'Laptop Firefox', current: false }),
    ]);
    const laptopId = sessions.body.data[1].id;

    // Another staff member without staff management cannot end it; the owner can end anyone's.
    const other = await createStaffMember(t, { username: 'nosy', role: 'admin' });
    const nosy = await call(t.app, 'POST', `/api/backoffice/sessions/${laptopId}/revoke`, {
      token: await staffSessionToken(t, other.staffId),
    });
    expect(nosy).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const revoked = await call(t.app, 'POST', `/api/backoffice/sessions/${laptopId}/revoke`, {
      token: phone,
    });
    expect(revoked.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/backoffice/me', { token: laptop })).status).toBe(401);
    expect(
      (await call(t.app, 'POST', `/api/backoffice/sessions/${laptopId}/revoke`, { token: phone })).status,
    ).toBe(404);

    const all = await call(t.app, 'GET', '/api/backoffice/staff/sessions', { token: ownerToken });
    const phoneId = sessions.body.data[0].id;
    expect(all.body.data.map((session: any) => session.id)).toContain(phoneId);
    expect(
      (await call(t.app, 'POST', `/api/backoffice/sessions/${phoneId}/revoke`, { token: ownerToken })).status,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/api/backoffice/me', { token: phone })).status).toBe(401);
  });

  it('shows the login history, failures included, newest first, a page at a time', async () => {
    const staff = await createStaffMember(t, { username: 'historian', role: 'marketing' });
    await logInWithCode(t, staff, { otp: '000000', headers: { 'user-agent': 'Guesser' } });
    t.clock.advanceSeconds(30);
    const token = (await logInWithCode(t, staff, { headers: { 'user-agent': 'Desk PC' } })).body.access_token;
    const first = await call(t.app, 'GET', '/api/backoffice/logins?limit=1', { token });
    expect(first.body).toMatchObject({
      total: 2,
      data: [{ succeeded: true, user_agent: 'Desk PC', client_address: '127.0.0.1', username: 'historian' }],
    });
    const next = await call(t.app, 'GET', `/api/backoffice/logins?limit=1&cursor=${first.body.next_cursor}`, {
      token,
    });
    expect(next.body).toMatchObject({
      next_cursor: null,
      data: [{ succeeded: false, reason: 'otp', user_agent: 'Guesser' }],
    });
    const byOwner = await call(t.app, 'GET', `/api/backoffice/staff/${staff.staffId}/logins`, {
      token: ownerToken,
    });
    expect(byOwner.body.total).toBe(2);
  });
});

describe('STAFF_ALLOWED_ADDRESSES', () => {
  it('refuses staff logins and calls from other addresses, and audits the refusal', async () => {
    const limited = await createTestApp({ env: { STAFF_ALLOWED_ADDRESSES: '10.0.0.0/8, 192.0.2.7' } });
    try {
      const staff = await createStaffMember(limited, { username: 'remote', role: 'admin' });
      const refused = await logInWithCode(limited, staff);
      expect(refused).toMatchObject({ status: 403, body: { code: 'staff_address_not_allowed' } });
      const [row] = await limited.connection.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(row).toMatchObject({ action: 'staff.login_failed', details: { reason: 'address_not_allowed' } });
      const token = await staffSessionToken(limited, staff.staffId);
      const call403 = await call(limited.app, 'GET', '/api/backoffice/me', { token });
      expect(call403).toMatchObject({ status: 403, body: { code: 'staff_address_not_allowed' } });
      // From an address of the list, the same login works.
      const inside = await limited.app.inject({
        method: 'POST',
        url: '/api/backoffice/login',
        remoteAddress: '10.20.30.40',
        payload: {
          username: staff.username,
          password: staff.password,
          otp: await totpCode(staff.secret, limited.clock.now()),
        },
      });
      expect(inside.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
    for (const bad of ['10.0.0.0/99', 'intranet', '10.0.0.1/8/8']) {
      expect(configSchema.safeParse({ STAFF_ALLOWED_ADDRESSES: bad }).success, bad).toBe(false);
    }
    expect(
      configSchema.parse({ STAFF_ALLOWED_ADDRESSES: ' ::1 , 10.0.0.0/8' }).STAFF_ALLOWED_ADDRESSES,
    ).toEqual(['::1', '10.0.0.0/8']);
  });
});
