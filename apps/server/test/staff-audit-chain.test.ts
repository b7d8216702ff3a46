import { recordAudit } from '@chaba/core/audit/record-audit';
import { verifyAuditChain } from '@chaba/core/backoffice/verify-audit-chain';
import { auditLog } from '@chaba/db/schema';
import { asc, sql } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, migrateDatabase } from '@chaba/db/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from './helpers';
import { createStaffMember, logInWithCode, staffSessionToken } from './staff-helpers';

/** The audit log's hash chain and its viewer (issue 11). */
let auditor: { staffId: number; token: string };
const t = useTestApp({ ledgerCheck: 'none' });
beforeAll(async () => {
  const staff = await createStaffMember(t, { username: 'auditor', role: 'admin' });
  auditor = { staffId: staff.staffId, token: await staffSessionToken(t, staff.staffId) };
});

/** Runs a statement with the append-only trigger off: what an attacker with the database could do. */
async function tamper(statement: ReturnType<typeof sql>) {
  const { db } = t.connection;
  await db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
  try {
    await db.execute(statement);
  } finally {
    await db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  }
}

describe('the audit chain', () => {
  it('links every record to the one before, also when actions are written at once', async () => {
    const staff = await createStaffMember(t, { username: 'busy', role: 'owner' });
    const token = await staffSessionToken(t, staff.staffId);
    // Invitations (each hashes a password: at most as many as the hashing queue admits) and plain
    // audit records, all at once.
    const invited = await Promise.all([
      ...Array.from({ length: 6 }, (_, index) =>
        call(t.app, 'POST', '/api/backoffice/staff', {
          token,
          body: { username: `hire-${index}`, role: 'support' },
        }),
      ),
      ...Array.from({ length: 10 }, (_, index) =>
        t.connection.db
          .transaction((tx) =>
            recordAudit(tx, { staffId: staff.staffId, action: `test.burst_${index}`, now: t.clock.now() }),
          )
          .then(() => ({ status: 200 })),
      ),
    ]);
    expect(invited.map((response) => response.status)).toEqual(Array.from({ length: 16 }, () => 200));
    const rows = await t.connection.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(rows.length).toBeGreaterThanOrEqual(16);
    rows.forEach((row, index) => {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.previousHash).toBe(index === 0 ? null : rows[index - 1]!.hash);
    });
    const state = await call(t.app, 'GET', '/api/backoffice/audit/verify', { token: auditor.token });
    expect(state.body.data).toMatchObject({ intact: true, checked: rows.length, broken_id: null });
    expect(state.body.data.last_hash).toBe(rows[rows.length - 1]!.hash);
  });

  it('names the first record changed in the database, and one after a removed record', async () => {
    const staff = await createStaffMember(t, { username: 'victim', role: 'support' });
    await logInWithCode(t, staff);
    const rows = await t.connection.db.select().from(auditLog).orderBy(asc(auditLog.id));
    const changed = rows[3]!;
    await tamper(sql`update audit_log set details = '{"username": "someone-else"}' where id = ${changed.id}`);
    expect(await verifyAuditChain(t.connection.db, { batchSize: 2 })).toMatchObject({
      intact: false,
      brokenId: changed.id,
      reason: 'hash_mismatch',
    });
    const answer = await call(t.app, 'GET', '/api/backoffice/audit/verify', { token: auditor.token });
    expect(answer.body.data).toMatchObject({ intact: false, broken_id: changed.id, reason: 'hash_mismatch' });

    // Put back, the chain holds again; then a removed record shows at the one after it.
    await tamper(
      sql`update audit_log set details = ${JSON.stringify(changed.details)}::jsonb where id = ${changed.id}`,
    );
    expect(await verifyAuditChain(t.connection.db)).toMatchObject({ intact: true });
    await tamper(sql`delete from audit_log where id = ${rows[5]!.id}`);
    expect(await verifyAuditChain(t.connection.db)).toMatchObject({
      intact: false,
      brokenId: rows[6]!.id,
      reason: 'previous_hash_mismatch',
    });
    // A rewritten hash does not help: the next record still names the old one.
    await tamper(sql`delete from audit_log where id >= ${rows[5]!.id}`);
  });

  it('is append-only: the trigger refuses changes', async () => {
    await expect(t.connection.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.connection.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});

describe('the audit viewer', () => {
  it('filters by staff, action, target and time, newest first, a page at a time', async () => {
    const owner = await createStaffMember(t, { username: 'filterer', role: 'owner' });
    const token = await staffSessionToken(t, owner.staffId);
    const from = t.clock.now().toISOString();
    t.clock.advanceSeconds(60);
    const hired = [];
    for (const name of ['viewer-1', 'viewer-2', 'viewer-3']) {
      const invited = await call(t.app, 'POST', '/api/backoffice/staff', {
        token,
        body: { username: name, role: 'support' },
      });
      hired.push(invited.body.data.id as number);
    }
    await call(t.app, 'POST', `/api/backoffice/staff/${hired[0]}/disable`, { token });

    const query = `staff_id=${owner.staffId}&action=staff.create&from=${encodeURIComponent(from)}`;
    const first = await call(t.app, 'GET', `/api/backoffice/audit?${query}&limit=2`, {
      token: auditor.token,
    });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.data.map((record: any) => record.target_id)).toEqual([
      String(hired[2]),
      String(hired[1]),
    ]);
    expect(first.body.data[0]).toMatchObject({
      username: 'filterer',
      action: 'staff.create',
      target_type: 'staff',
      client_address: '127.0.0.1',
      after: { username: 'viewer-3', role: 'support' },
    });
    const second = await call(
      t.app,
      'GET',
      `/api/backoffice/audit?${query}&limit=2&cursor=${first.body.next_cursor}`,
      {
        token: auditor.token,
      },
    );
    expect(second.body).toMatchObject({ next_cursor: null, total: 3 });
    expect(second.body.data.map((record: any) => record.target_id)).toEqual([String(hired[0])]);

    const target = await call(t.app, 'GET', `/api/backoffice/audit?target_type=staff&target_id=${hired[0]}`, {
      token: auditor.token,
    });
    expect(target.body.data.map((record: any) => record.action)).toEqual(['staff.disable', 'staff.create']);
    const before = await call(
      t.app,
      'GET',
      `/api/backoffice/audit?staff_id=${owner.staffId}&to=${encodeURIComponent(from)}`,
      {
        token: auditor.token,
      },
    );
    expect(before.body).toMatchObject({ total: 0, data: [] });
    const bad = await call(t.app, 'GET', '/api/backoffice/audit?from=yesterday&limit=0', {
      token: auditor.token,
    });
    expect(bad.status).toBe(422);
  });

  it("filters by member: the records about the member and about the member's money", async () => {
    const now = t.clock.now();
    await t.connection.db.transaction(async (tx) => {
      await recordAudit(tx, {
        staffId: auditor.staffId,
        action: 'member.lock',
        targetType: 'member',
        targetId: 4242,
        now,
      });
      await recordAudit(tx, {
        staffId: auditor.staffId,
        action: 'withdrawal.approve',
        targetType: 'money_request',
        targetId: 7,
        details: { memberId: 4242 },
        now,
      });
      await recordAudit(tx, {
        staffId: auditor.staffId,
        action: 'withdrawal.approve',
        targetType: 'money_request',
        targetId: 8,
        details: { memberId: 4243 },
        now,
      });
      await recordAudit(tx, {
        staffId: auditor.staffId,
        action: 'staff.create',
        targetType: 'staff',
        targetId: 4242,
        now,
      });
    });
    const answer = await call(t.app, 'GET', '/api/backoffice/audit?member_id=4242', { token: auditor.token });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(2);
    expect(answer.body.data.map((record: any) => [record.action, record.target_id])).toEqual([
      ['withdrawal.approve', '7'],
      ['member.lock', '4242'],
    ]);
  });
});

describe('npm run audit:verify', () => {
  it('walks the chain of a PGlite data directory, and exits 1 naming the first broken record', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chaba-audit-'));
    try {
      const connection = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      let brokenId: number;
      try {
        await migrateDatabase(connection);
        const { db } = connection;
        for (const action of ['one', 'two', 'three']) {
          await db.transaction((tx) =>
            recordAudit(tx, { staffId: null, action: `test.${action}`, now: new Date() }),
          );
        }
        const rows = await db.select().from(auditLog).orderBy(asc(auditLog.id));
        brokenId = rows[1]!.id;
      } finally {
        await connection.close();
      }
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
      const run = (args: string[]) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts', ...args], {
          env,
          timeout: 60_000,
        });
      const intact = await run([]);
      expect(intact.stdout).toContain('Audit chain intact: 3 records');

      const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      try {
        await reopened.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
        await reopened.db.execute(sql`update audit_log set action = 'test.other' where id = ${brokenId}`);
      } finally {
        await reopened.close();
      }
      const broken = await run([]).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain(`Audit chain broken at record #${brokenId} (hash_mismatch)`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
