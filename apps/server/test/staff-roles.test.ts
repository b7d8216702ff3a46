import { rolePermissions, staffPermissions, staffRoles } from '@chaba/contracts/staff-permissions';
import { createRole } from '@chaba/core/backoffice/staff-roles';
import { roles, staffAccounts } from '@chaba/db/schema';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, memberIdOf, memberWithToken, useTestApp, warmUpConnections } from './helpers';
import {
  auditCountOf,
  createStaffMember,
  lastAuditOf,
  staffRequest,
  staffSessionToken,
} from './staff-helpers';

/** Roles the owner shapes and per-person limits (issue 30, decision 66). */
const t = useTestApp({ env: { ADJUSTMENT_SECOND_APPROVAL_ABOVE: '1000' }, ledgerCheck: 'after-all' });
let ownerToken: string;
let ownerId: number;
let secondOwnerToken: string;
beforeAll(async () => {
  const owner = await createStaffMember(t, { username: 'roles-owner', role: 'owner' });
  ownerId = owner.staffId;
  ownerToken = await staffSessionToken(t, owner.staffId);
  const second = await createStaffMember(t, { username: 'roles-owner-2', role: 'owner' });
  secondOwnerToken = await staffSessionToken(t, second.staffId);
});

const asOwner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, language?: string) =>
  staffRequest(t, ownerToken, method, url, { body, language });

/** The statement the migration seeds a built-in role with: paste it into 0050_staff_roles.sql. */
function seedStatement(role: (typeof staffRoles)[number], names: { th: string; en: string }): string {
  const list = rolePermissions[role].map((permission) => `'${permission}'`).join(', ');
  return (
    `INSERT INTO "staff_roles" ("key", "name_th", "name_en", "permissions", "built_in") ` +
    `VALUES ('${role}', '${names.th}', '${names.en}', ARRAY[${list}]::text[], true);`
  );
}

describe('the built-in roles', () => {
  it('are seeded with exactly the permissions of @chaba/contracts/staff-permissions', async () => {
    const rows = await t.connection.db
      .select()
      .from(roles)
      .where(eq(roles.builtIn, true))
      .orderBy(asc(roles.key));
    expect(rows.map((row) => row.key).sort()).toEqual([...staffRoles].sort());
    const differing = rows
      .filter((row) => {
        const expected = rolePermissions[row.key as (typeof staffRoles)[number]];
        return JSON.stringify([...row.permissions].sort()) !== JSON.stringify([...expected].sort());
      })
      .map((row) =>
        seedStatement(row.key as (typeof staffRoles)[number], { th: row.nameTh, en: row.nameEn }),
      );
    // On failure: the statements to put in packages/db/migrations/0050_staff_roles.sql.
    expect(differing).toEqual([]);
    const owner = rows.find((row) => row.key === 'owner')!;
    expect([...owner.permissions].sort()).toEqual([...staffPermissions].sort());
  });

  it('are templates: never edited nor deleted', async () => {
    const edit = await asOwner('PUT', '/api/backoffice/roles/finance', {
      name_th: 'การเงิน',
      name_en: 'Finance',
      permissions: ['withdrawals.view'],
      version: 1,
    });
    expect(edit).toMatchObject({ status: 409, body: { code: 'staff_role_built_in' } });
    const removal = await asOwner('DELETE', '/api/backoffice/roles/owner');
    expect(removal).toMatchObject({ status: 409, body: { code: 'staff_role_built_in' } });
    const [owner] = await t.connection.db.select().from(roles).where(eq(roles.key, 'owner'));
    expect(owner!.permissions).toHaveLength(staffPermissions.length);
  });
});

describe('a role an owner makes', () => {
  const newRole = {
    key: 'cashier',
    name_th: 'แคชเชียร์',
    name_en: 'Cashier',
    permissions: ['withdrawals.view', 'members.view'],
  };

  it('is made from the grid, audited, listed, and its holder reaches exactly its permissions', async () => {
    const made = await asOwner('POST', '/api/backoffice/roles', newRole);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ key: 'cashier', built_in: false, version: 1, staff_count: 0 });
    expect(await lastAuditOf(t, 'staff_role.create')).toMatchObject({
      staffId: ownerId,
      targetType: 'staff_role',
      targetId: 'cashier',
      before: null,
      after: { permissions: ['withdrawals.view', 'members.view'], nameEn: 'Cashier', version: 1 },
      clientAddress: '127.0.0.1',
    });
    const again = await asOwner('POST', '/api/backoffice/roles', newRole, 'en');
    expect(again).toMatchObject({ status: 422, body: { code: 'staff_role_key_taken' } });
    expect(again.body.errors.key).toEqual(['A role with this key already exists']);

    const cashier = await createStaffMember(t, { username: 'roles-cashier', role: 'support' });
    const assigned = await asOwner('POST', `/api/backoffice/staff/${cashier.staffId}/role`, {
      role: 'cashier',
    });
    expect(assigned.status).toBe(200);
    expect(await lastAuditOf(t, 'staff.role_change')).toMatchObject({
      before: { role: 'support' },
      after: { role: 'cashier' },
    });
    const token = await staffSessionToken(t, cashier.staffId);
    const me = await staffRequest(t, token, 'GET', '/api/backoffice/me');
    expect(me.body.data).toMatchObject({
      role: 'cashier',
      permissions: ['withdrawals.view', 'members.view'],
    });
    expect((await staffRequest(t, token, 'GET', '/api/backoffice/withdrawals')).status).toBe(200);
    expect((await staffRequest(t, token, 'GET', '/api/backoffice/deposits/pending')).body.code).toBe(
      'forbidden',
    );

    const listed = await asOwner('GET', '/api/backoffice/roles');
    expect(listed.body.data.map((role: { key: string }) => role.key)).toEqual([...staffRoles, 'cashier']);
    expect(listed.body.data.at(-1)).toMatchObject({ key: 'cashier', staff_count: 1 });

    // An edit applies to the holder's very next call; an edit from an old version is refused.
    const edited = await asOwner('PUT', '/api/backoffice/roles/cashier', {
      ...newRole,
      permissions: ['deposits.view'],
      version: 1,
    });
    expect(edited.body.data).toMatchObject({ version: 2, permissions: ['deposits.view'], staff_count: 1 });
    expect(await lastAuditOf(t, 'staff_role.update')).toMatchObject({
      before: { permissions: ['withdrawals.view', 'members.view'], version: 1 },
      after: { permissions: ['deposits.view'], version: 2 },
    });
    expect((await staffRequest(t, token, 'GET', '/api/backoffice/withdrawals')).body.code).toBe('forbidden');
    expect((await staffRequest(t, token, 'GET', '/api/backoffice/deposits/pending')).status).toBe(200);
    const stale = await asOwner('PUT', '/api/backoffice/roles/cashier', { ...newRole, version: 1 });
    expect(stale).toMatchObject({ status: 409, body: { code: 'staff_role_changed' } });

    // Deleted only once nobody holds it.
    const held = await asOwner('DELETE', '/api/backoffice/roles/cashier', undefined, 'en');
    expect(held).toMatchObject({ status: 409, body: { code: 'staff_role_in_use' } });
    expect(held.body.message).toContain('1 staff');
    await asOwner('POST', `/api/backoffice/staff/${cashier.staffId}/role`, { role: 'support' });
    const before = await auditCountOf(t);
    expect((await asOwner('DELETE', '/api/backoffice/roles/cashier')).status).toBe(200);
    expect(await auditCountOf(t)).toBe(before + 1);
    expect(await lastAuditOf(t, 'staff_role.delete')).toMatchObject({ targetId: 'cashier', after: null });
    const unknown = await asOwner('POST', `/api/backoffice/staff/${cashier.staffId}/role`, {
      role: 'cashier',
    });
    expect(unknown).toMatchObject({ status: 422, body: { code: 'staff_role_unknown' } });
  });

  it('can never hold staff management, nor a permission twice or unknown; a refusal changes nothing', async () => {
    const before = await auditCountOf(t);
    const manager = await asOwner(
      'POST',
      '/api/backoffice/roles',
      { ...newRole, key: 'deputy', permissions: ['staff.manage', 'staff.view'] },
      'th',
    );
    expect(manager).toMatchObject({ status: 422, body: { code: 'staff_role_owner_only' } });
    expect(manager.body.errors.permissions).toEqual(['สิทธิ์จัดการพนักงานมีได้เฉพาะตำแหน่งเจ้าของ']);
    const twice = await asOwner('POST', '/api/backoffice/roles', {
      ...newRole,
      key: 'deputy',
      permissions: ['staff.view', 'staff.view'],
    });
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors)).toEqual(['permissions']);
    const unknown = await asOwner('POST', '/api/backoffice/roles', {
      ...newRole,
      key: 'Deputy Boss',
      permissions: ['everything'],
      name_th: '',
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['key', 'name_th', 'permissions']);
    expect(await auditCountOf(t)).toBe(before);
    expect(await t.connection.db.select().from(roles).where(eq(roles.key, 'deputy'))).toEqual([]);
  });

  it('is refused to anyone granting what they do not hold themself (the escalation guard)', async () => {
    const finance = await createStaffMember(t, { username: 'roles-finance', role: 'finance' });
    const actor = { staffId: finance.staffId, clientAddress: '127.0.0.1', now: t.clock.now() };
    await expect(
      createRole(t.connection.db, {
        actor,
        key: 'wider',
        fields: { nameTh: 'กว้าง', nameEn: 'Wider', permissions: ['withdrawals.view', 'settings.manage'] },
      }),
    ).rejects.toMatchObject({
      code: 'staff_role_escalation',
      details: { values: { permissions: 'settings.manage' } },
    });
    // Within their own permissions the core allows it (the route itself is the owner's).
    await createRole(t.connection.db, {
      actor,
      key: 'narrower',
      fields: { nameTh: 'แคบ', nameEn: 'Narrower', permissions: ['withdrawals.view'] },
    });
    const refused = await staffRequest(
      t,
      await staffSessionToken(t, finance.staffId),
      'GET',
      '/api/backoffice/roles',
    );
    expect(refused.body.code).toBe('forbidden');
  });

  it('of two owners editing it at once from one version, takes exactly one edit', async () => {
    await asOwner('POST', '/api/backoffice/roles', { ...newRole, key: 'contested' });
    await warmUpConnections(t.connection);
    const edits = await Promise.all(
      [ownerToken, secondOwnerToken].map((token, index) =>
        staffRequest(t, token, 'PUT', '/api/backoffice/roles/contested', {
          body: { ...newRole, name_en: `Edit ${index}`, permissions: [staffPermissions[index]], version: 1 },
        }),
      ),
    );
    expect(edits.map((edit) => edit.status).sort()).toEqual([200, 409]);
    const [row] = await t.connection.db.select().from(roles).where(eq(roles.key, 'contested'));
    const winner = edits.findIndex((edit) => edit.status === 200);
    expect(row).toMatchObject({
      version: 2,
      nameEn: `Edit ${winner}`,
      permissions: [staffPermissions[winner]],
    });
  });

  it('is not deleted while an owner gives it to someone at the same moment', async () => {
    await asOwner('POST', '/api/backoffice/roles', { ...newRole, key: 'racing' });
    const staff = await createStaffMember(t, { username: 'roles-racer', role: 'support' });
    await warmUpConnections(t.connection);
    const [assign, removal] = await Promise.all([
      staffRequest(t, secondOwnerToken, 'POST', `/api/backoffice/staff/${staff.staffId}/role`, {
        body: { role: 'racing' },
      }),
      asOwner('DELETE', '/api/backoffice/roles/racing'),
    ]);
    const [account] = await t.connection.db
      .select({ role: staffAccounts.role })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staff.staffId));
    const [role] = await t.connection.db.select().from(roles).where(eq(roles.key, 'racing'));
    if (assign.status === 200) {
      expect(removal.body.code).toBe('staff_role_in_use');
      expect(account!.role).toBe('racing');
      expect(role).toBeDefined();
    } else {
      expect(removal.status).toBe(200);
      expect(assign.body.code).toBe('staff_role_unknown');
      expect(account!.role).toBe('support');
    }
  });
});

describe('per-person limits', () => {
  let financeToken: string;
  let financeId: number;
  let approverToken: string;
  let approverId: number;
  let memberId: number;
  let keyCounter = 0;
  beforeAll(async () => {
    const finance = await createStaffMember(t, { username: 'limits-finance', role: 'finance' });
    financeId = finance.staffId;
    financeToken = await staffSessionToken(t, finance.staffId);
    const approver = await createStaffMember(t, { username: 'limits-approver', role: 'finance' });
    approverId = approver.staffId;
    approverToken = await staffSessionToken(t, approver.staffId);
    const member = await memberWithToken(t, '0653000001');
    memberId = await memberIdOf(t, member.phone);
  });
  const adjustment = (amount: number) => ({
    member_id: memberId,
    direction: 'credit',
    amount,
    reason: 'goodwill',
    note: 'limit test',
    idempotency_key: `limit-key-${(keyCounter += 1)}`,
  });

  it('an owner sets the largest adjustment, audited; above it the staff member is refused in their language', async () => {
    const set = await asOwner('POST', `/api/backoffice/staff/${financeId}/adjustment-limit`, {
      adjustment_limit: 500,
    });
    expect(set.status).toBe(200);
    expect(await lastAuditOf(t, 'staff.adjustment_limit')).toMatchObject({
      targetId: String(financeId),
      before: { adjustmentLimitSatang: null },
      after: { adjustmentLimitSatang: '50000' },
    });
    const listed = await asOwner('GET', '/api/backoffice/staff');
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ id: financeId, adjustment_limit: 500 }),
    );

    const before = await auditCountOf(t);
    const above = await staffRequest(t, financeToken, 'POST', '/api/backoffice/adjustments', {
      body: adjustment(500.01),
      language: 'en',
    });
    expect(above).toMatchObject({ status: 403, body: { code: 'adjustment_above_staff_limit' } });
    expect(above.body.message).toBe(
      'This is above your adjustment limit (500 baht): someone with a higher limit must do it',
    );
    expect(await auditCountOf(t)).toBe(before);
    const bonus = await staffRequest(t, financeToken, 'POST', `/api/backoffice/members/${memberId}/bonuses`, {
      body: {
        amount: 600,
        turnover_multiplier: 1,
        reason: 'vip',
        idempotency_key: `limit-key-${(keyCounter += 1)}`,
      },
    });
    expect(bonus.body.code).toBe('adjustment_above_staff_limit');
    const within = await staffRequest(t, financeToken, 'POST', '/api/backoffice/adjustments', {
      body: adjustment(500),
    });
    expect(within.body.data).toMatchObject({ status: 'posted', amount: 500 });

    const invalid = await asOwner('POST', `/api/backoffice/staff/${financeId}/adjustment-limit`, {
      adjustment_limit: -1,
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(['adjustment_limit']);
  });

  it('an approver above their own limit is refused, and the adjustment stays parked', async () => {
    const parked = await call(t.app, 'POST', '/api/backoffice/adjustments', {
      token: ownerToken,
      body: adjustment(2000),
    });
    expect(parked.body.data.status).toBe('awaiting_approval');
    await asOwner('POST', `/api/backoffice/staff/${approverId}/adjustment-limit`, {
      adjustment_limit: 1999.99,
    });
    const url = `/api/backoffice/adjustments/${parked.body.data.id}/approve`;
    const refused = await staffRequest(t, approverToken, 'POST', url);
    expect(refused).toMatchObject({ status: 403, body: { code: 'adjustment_above_staff_limit' } });
    await asOwner('POST', `/api/backoffice/staff/${approverId}/adjustment-limit`, { adjustment_limit: null });
    const approved = await staffRequest(t, approverToken, 'POST', url);
    expect(approved.body.data).toMatchObject({ status: 'posted' });
  });
});
