import {
  ownerOnlyPermissions,
  staffPermissions,
  type StaffPermission,
} from '@chaba/contracts/staff-permissions';

export type PermissionGroup = 'money' | 'members' | 'site' | 'system';

/** Each permission's area, by the word before its dot; one the list gains later lands in "system". */
const groupOfArea: Record<string, PermissionGroup> = {
  withdrawals: 'money',
  deposits: 'money',
  adjustments: 'money',
  members: 'members',
  documents: 'members',
  bonuses: 'members',
  risk: 'members',
  referrals: 'members',
  cashback: 'members',
  affiliates: 'members',
  wheel: 'site',
  coupons: 'site',
  content: 'site',
  reports: 'site',
  settings: 'system',
  jobs: 'system',
  audit: 'system',
  staff: 'system',
};

/** The grid's groups, in order, each with its permissions in the contracts' order. */
export const permissionGroups: Array<{ group: PermissionGroup; permissions: StaffPermission[] }> = (
  ['money', 'members', 'site', 'system'] as const
).map((group) => ({
  group,
  permissions: staffPermissions.filter(
    (permission) => (groupOfArea[permission.split('.')[0]!] ?? 'system') === group,
  ),
}));

/** Whether a role an owner makes may hold the permission (`staff.manage` stays the owner's). */
export function grantable(permission: StaffPermission): boolean {
  return !ownerOnlyPermissions.includes(permission);
}
