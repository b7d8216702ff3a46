import {
  ownerOnlyPermissions,
  rolePermissions,
  staffPermissions,
  staffRoles,
  type StaffPermission,
  type StaffRole,
} from '@chaba/contracts/staff-permissions';
import { roles } from '@chaba/db/schema';
import type { RouteOptions } from 'fastify';
import { members } from '@chaba/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccess } from '../src/http/staff';
import { useTestApp } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/**
 * Every staff route with every role (issue 11), built in and made by an owner (issue 30): the routes
 * are the ones the app registers, so a route added later is tried too, and one that declares no
 * access fails here.
 */
const staffRoutes: Array<{ method: string; url: string; access: StaffAccess | undefined }> = [];
const staffIds = new Map<StaffRole, number>();

const t = useTestApp({
  onRoute: (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api/backoffice')) continue;
      staffRoutes.push({ method, url: route.url, access: route.config?.staffAccess });
    }
  },
  ledgerCheck: 'none',
});
/** Roles an owner could make: for each permission one holding only it, and one holding all others. */
const customRoles = new Map<string, readonly StaffPermission[]>();
const grantable = staffPermissions.filter((permission) => !ownerOnlyPermissions.includes(permission));
const onlyRole = (permission: StaffPermission) => `only-${permission.replace('.', '-')}`;
const allButRole = (permission: StaffPermission) => `but-${permission.replace('.', '-')}`;
beforeAll(async () => {
  for (const role of staffRoles) {
    staffIds.set(role, (await createStaffMember(t, { username: `perm-${role}`, role })).staffId);
  }
  for (const permission of grantable) {
    customRoles.set(onlyRole(permission), [permission]);
    customRoles.set(
      allButRole(permission),
      grantable.filter((other) => other !== permission),
    );
  }
  await t.connection.db.insert(roles).values(
    [...customRoles].map(([key, permissions]) => ({
      key,
      nameTh: key,
      nameEn: key,
      permissions: [...permissions],
    })),
  );
  for (const key of customRoles.keys()) {
    staffIds.set(key, (await createStaffMember(t, { username: `perm-${key}`, role: key })).staffId);
  }
});

/** Calls a route with a token (or none), its path parameters an id no record has, so nothing changes. */
async function callRoute(route: { method: string; url: string }, token?: string) {
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[a-z_]+/gi, '999999'),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
  return { status: response.statusCode, code: response.json<{ code?: string }>().code };
}

/** Calls a route as a role, with a fresh session (a logout or a revoke must not end the next call's). */
async function callAs(role: StaffRole, route: { method: string; url: string }) {
  return callRoute(route, await staffSessionToken(t, staffIds.get(role)!));
}

describe('every staff route with every role', () => {
  it('finds the staff routes, each declaring who may call it', () => {
    expect(staffRoutes.length).toBeGreaterThan(8);
    const undeclared = staffRoutes.filter((route) => route.access === undefined);
    expect(undeclared).toEqual([]);
  });

  // Every staff route as every role, one call at a time (a call may change what the next one sees):
  // about 12 s alone, more than 30 under CI's load since issues 25–27 added their routes.
  it(
    'refuses a role without the permission with 403 forbidden, and lets the others in',
    { timeout: 120_000 },
    async () => {
      const outcomes: string[] = [];
      for (const route of staffRoutes) {
        const access = route.access;
        if (access === undefined || typeof access === 'string') continue;
        for (const role of staffRoles) {
          const allowed = rolePermissions[role].includes(access.permission);
          const { status, code } = await callAs(role, route);
          const refused = status === 403 && code === 'forbidden';
          if (allowed === refused || status === 401 || status >= 500) {
            outcomes.push(`${route.method} ${route.url} as ${role}: ${status} ${code ?? ''}`);
          }
        }
      }
      expect(outcomes).toEqual([]);
    },
  );

  // For each permission route: a role made with only its permission reaches it, one made with every
  // other permission (and one made with only the next route's permission) is refused: each
  // permission a role an owner makes holds opens exactly its own routes.
  it(
    'lets a role an owner made in exactly the routes of the permissions it holds',
    { timeout: 120_000 },
    async () => {
      const outcomes: string[] = [];
      const permissionRoutes = staffRoutes.filter(
        (route): route is { method: string; url: string; access: { permission: StaffPermission } } =>
          typeof route.access === 'object',
      );
      for (const [index, route] of permissionRoutes.entries()) {
        const permission = route.access.permission;
        const other = grantable[(grantable.indexOf(permission) + 1 + index) % grantable.length]!;
        const tries: Array<[string, boolean]> = ownerOnlyPermissions.includes(permission)
          ? [[onlyRole(other), false]]
          : [
              [onlyRole(permission), true],
              [allButRole(permission), false],
              ...(other === permission ? [] : ([[onlyRole(other), false]] as Array<[string, boolean]>)),
            ];
        for (const [role, allowed] of tries) {
          const { status, code } = await callAs(role, route);
          const refused = status === 403 && code === 'forbidden';
          if (allowed === refused || status === 401 || status >= 500) {
            outcomes.push(`${route.method} ${route.url} as ${role}: ${status} ${code ?? ''}`);
          }
        }
      }
      expect(outcomes).toEqual([]);
    },
  );

  it('lets every role into the routes of any session, and nobody without a login', async () => {
    const failures: string[] = [];
    for (const route of staffRoutes) {
      if (route.access === 'public') continue;
      const anonymous = await callRoute(route);
      if (anonymous.status !== 401)
        failures.push(`${route.method} ${route.url} anonymous: ${anonymous.status}`);
      if (typeof route.access !== 'string') continue;
      for (const role of staffRoles) {
        const { status, code } = await callAs(role, route);
        if (status === 403 || status === 401 || status >= 500) {
          failures.push(`${route.method} ${route.url} as ${role}: ${status} ${code ?? ''}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a session without a confirmed second factor everywhere but the setup routes', async () => {
    const pending = await createStaffMember(t, {
      username: 'perm-pending',
      role: 'owner',
      secondFactor: false,
    });
    const failures: string[] = [];
    for (const route of staffRoutes) {
      if (route.access === 'setup' || route.access === 'public') continue;
      const { status, code } = await callRoute(route, await staffSessionToken(t, pending.staffId));
      if (status !== 403 || code !== 'staff_second_factor_required') {
        failures.push(`${route.method} ${route.url}: ${status} ${code ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("a member's money and activity history (issue 30)", () => {
  it('is refused to marketing, whose members permission is a lookup, and open to the desks that need it', async () => {
    const [member] = await t.connection.db.select({ id: members.id }).from(members).limit(1);
    const id = member!.id;
    const history = [
      `/api/backoffice/members/${id}/ledger`,
      `/api/backoffice/members/${id}/requests`,
      `/api/backoffice/members/${id}/rounds`,
      `/api/backoffice/members/${id}/rounds/1/details`,
      `/api/backoffice/members/${id}/overview`,
      `/api/backoffice/members/${id}/rounds/1`,
      `/api/backoffice/members/${id}/round-games`,
      `/api/backoffice/members/${id}/logins`,
      `/api/backoffice/members/${id}/bonuses`,
      `/api/backoffice/members/${id}/player-protection`,
      `/api/backoffice/members/${id}/push-subscriptions`,
    ];
    for (const url of history) {
      expect({ url, ...(await callAs('marketing', { method: 'GET', url })) }).toEqual({
        url,
        status: 403,
        code: 'forbidden',
      });
      for (const role of ['owner', 'admin', 'finance', 'support'] as const) {
        expect({ url, role, refused: (await callAs(role, { method: 'GET', url })).status === 403 }).toEqual({
          url,
          role,
          refused: false,
        });
      }
    }
    // The member page itself stays a lookup for marketing, without the balances or the promotion.
    const token = await staffSessionToken(t, staffIds.get('marketing')!);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/members/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ profile: { id }, balances: null, promotion: null });
    const finance = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/members/${id}`,
      headers: { authorization: `Bearer ${await staffSessionToken(t, staffIds.get('finance')!)}` },
    });
    expect(finance.json().data.balances).toMatchObject({ wallet: expect.any(Number) });
  });
});
