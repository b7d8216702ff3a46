import type { StaffPermission } from '@chaba/contracts/staff-permissions';
import { authenticateStaff } from '@chaba/core/backoffice/authenticate-staff';
import { DomainError } from '@chaba/core/errors';
import type { FastifyRequest } from 'fastify';
import { BlockList, isIP } from 'node:net';
import type { AppContext } from '../app-context';
import { bearerToken } from './auth';

/**
 * Who may call a staff route, declared by every `/api/backoffice/*` route in its config (the
 * every-route-every-role test fails on a route without one):
 * - `{ permission }`: a staff member whose role has the permission (its `staff_roles` row, decision 66);
 * - `'session'`: any staff member with a full session (their own sessions, their login history);
 * - `'setup'`: any staff session, also one still holding a one-time password or without a confirmed
 *   second factor (the password change, the second factor's setup, `me`, the logout);
 * - `'public'`: no login (the login itself).
 */
export type StaffAccess = { permission: StaffPermission } | 'session' | 'setup' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a staff route (see `StaffAccess`). */
    staffAccess?: StaffAccess;
  }
}

/**
 * The staff member behind the request's token; 401 "Unauthenticated." otherwise. From an address
 * outside `STAFF_ALLOWED_ADDRESSES` (when set): 403. Unless `access` is `'setup'`, a staff member
 * still holding a one-time password is refused (403 `staff_password_change_required`), so the printed
 * password never becomes a working long-lived one, and so is one without a confirmed second factor
 * (403 `staff_second_factor_required`). A permission the role lacks: 403 `forbidden`.
 */
export async function requireStaff(context: AppContext, request: FastifyRequest, access: StaffAccess) {
  requireAllowedStaffAddress(context, request.ip);
  const staff = await authenticateStaff(context.db, {
    token: bearerToken(request),
    now: context.clock.now(),
  });
  if (access === 'setup') return staff;
  if (staff.mustChangePassword) throw new DomainError('staff_password_change_required');
  if (staff.secondFactorPending) throw new DomainError('staff_second_factor_required');
  if (access !== 'session' && access !== 'public' && !staff.permissions.includes(access.permission)) {
    throw new DomainError('forbidden');
  }
  return staff;
}

type AuthenticatedStaff = Awaited<ReturnType<typeof requireStaff>>;
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `staffOnly` before the route's schema validation. */
    authenticatedStaff?: AuthenticatedStaff;
  }
}

/**
 * A staff route's access declaration and its `preValidation` hook, spread into the route options:
 * `{ schema, ...staffOnly(context, { permission: 'withdrawals.decide' }) }`. The token, the access
 * rules and the permission are checked before the input, so a caller without a staff login gets
 * 401 and one without the permission 403, never a 422 that describes the input.
 */
export function staffOnly(context: AppContext, access: Exclude<StaffAccess, 'public'>) {
  return {
    config: { staffAccess: access },
    preValidation: async (request: FastifyRequest): Promise<void> => {
      request.authenticatedStaff = await requireStaff(context, request, access);
    },
  };
}

/** The staff member `staffOnly` authenticated. */
export function authenticatedStaff(request: FastifyRequest): AuthenticatedStaff {
  if (!request.authenticatedStaff) throw new DomainError('unauthenticated');
  return request.authenticatedStaff;
}

/** Who acts, from where and when: what an audited staff use case takes. */
export function staffActor(context: AppContext, request: FastifyRequest) {
  return {
    staffId: authenticatedStaff(request).staffId,
    clientAddress: request.ip,
    now: context.clock.now(),
  };
}

const allowLists = new WeakMap<AppContext, BlockList | null>();

/** `STAFF_ALLOWED_ADDRESSES` as a list of addresses and ranges, built once per app; null: any address. */
function staffAllowList(context: AppContext): BlockList | null {
  let list = allowLists.get(context);
  if (list === undefined) {
    const entries = context.config.STAFF_ALLOWED_ADDRESSES;
    list = entries.length === 0 ? null : buildAllowList(entries);
    allowLists.set(context, list);
  }
  return list;
}

function buildAllowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address!) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return list;
}

/**
 * Whether staff may log in and work from a client address: any when `STAFF_ALLOWED_ADDRESSES` is
 * empty. An IPv4 address seen as IPv6 (`::ffff:10.0.0.1`) is read as IPv4.
 */
export function isAllowedStaffAddress(context: AppContext, clientAddress: string): boolean {
  const list = staffAllowList(context);
  if (!list) return true;
  const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(clientAddress)?.[1] ?? clientAddress;
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/** Refuses a staff call from outside `STAFF_ALLOWED_ADDRESSES` (403 `staff_address_not_allowed`). */
function requireAllowedStaffAddress(context: AppContext, clientAddress: string): void {
  if (!isAllowedStaffAddress(context, clientAddress)) throw new DomainError('staff_address_not_allowed');
}

/** The request's device as its user agent says, cut to a length worth keeping. */
export function userAgentOf(request: FastifyRequest): string | undefined {
  return request.headers['user-agent']?.slice(0, 512);
}
