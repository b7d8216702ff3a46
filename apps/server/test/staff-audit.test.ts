import { logOutStaff } from '@chaba/core/backoffice/log-out-staff';
import { runReferralSummary } from '@chaba/core/referrals/run-referral-summary';
import { auditLog, staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp, logInStaff } from './helpers';

const t = useTestApp({ ledgerCheck: 'none' });

async function auditActions(): Promise<string[]> {
  const rows = await t.connection.db.select().from(auditLog).orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

/** No staff account has this id: an audit record naming it breaks its foreign key. */
const missingStaffId = 999_999;

describe("a staff action's audit record (issue 10)", () => {
  it('is written with the login, the referral summary and the logout', async () => {
    const token = await logInStaff(t.app);
    const [admin] = await t.connection.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.username, 'admin'));
    const summary = await call(t.app, 'POST', '/api/backoffice/referrals/summary', {
      token,
      body: { week_end: '2026-11-06' },
    });
    expect(summary.status).toBe(200);
    const logout = await call(t.app, 'POST', '/api/backoffice/logout', { token });
    expect(logout.status).toBe(200);

    const rows = await t.connection.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.staffId])).toEqual([
      ['staff.login', admin!.id],
      ['referral.summary', admin!.id],
      ['staff.logout', admin!.id],
    ]);
    expect(rows[1]).toMatchObject({
      targetId: '2026-11-06',
      clientAddress: '127.0.0.1',
      details: { ran: summary.body.data.ran },
    });
  });

  it('is not written when the action is refused; a refused login is audited as one (issue 11)', async () => {
    const before = await auditActions();
    const refused = await call(t.app, 'POST', '/api/backoffice/login', {
      body: { username: 'admin', password: 'wrong-password' },
    });
    expect(refused.status).not.toBe(200);
    const token = await logInStaff(t.app);
    const early = await call(t.app, 'POST', '/api/backoffice/referrals/summary', {
      token,
      body: { week_end: '2026-11-27' },
    });
    expect(early.status).toBe(422);
    expect(await auditActions()).toEqual([...before, 'staff.login_failed', 'staff.login']);
  });

  it('rolls the action back when it cannot be written, so no action goes unaudited', async () => {
    const { db } = t.connection;
    const before = await auditActions();

    // The week's summary is claimed in the same transaction as its audit record: both or neither.
    await expect(
      runReferralSummary(db, { weekEnd: '2026-11-13', now: t.clock.now(), staffId: missingStaffId }),
    ).rejects.toThrow();
    const token = await logInStaff(t.app);
    const summary = await call(t.app, 'POST', '/api/backoffice/referrals/summary', {
      token,
      body: { week_end: '2026-11-13' },
    });
    expect(summary.body.data).toMatchObject({ week_end: '2026-11-13', ran: true });

    // The same for a logout: the token keeps working.
    await expect(logOutStaff(db, { staffId: missingStaffId, token, now: t.clock.now() })).rejects.toThrow();
    const stillIn = await call(t.app, 'GET', '/api/backoffice/affiliates/report', { token });
    expect(stillIn.status).toBe(200);

    expect(await auditActions()).toEqual([...before, 'staff.login', 'referral.summary']);
  });
});
