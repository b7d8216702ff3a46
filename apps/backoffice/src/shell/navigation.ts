import type { StaffPermission } from '@chaba/contracts/staff-permissions';

export type QueueName = 'withdrawals' | 'deposits' | 'adjustments';

export interface NavigationItem {
  path: string;
  label: `nav.${string}`;
  /** What the role needs to see the desk; none: every staff member (their own sessions). */
  permission?: StaffPermission;
  group: 'groupOverview' | 'groupMoney' | 'groupMembers' | 'groupSite' | 'groupSystem';
  icon: IconName;
  /** The queue whose waiting count the item shows. */
  queue?: QueueName;
  /** One of the phone's bottom bar items (the rest are under "more"). */
  primary?: boolean;
}

export type IconName =
  | 'dashboard'
  | 'reports'
  | 'withdraw'
  | 'deposit'
  | 'adjust'
  | 'members'
  | 'staff'
  | 'sessions'
  | 'audit'
  | 'jobs'
  | 'settings'
  | 'risk'
  | 'alerts'
  | 'content'
  | 'bank'
  | 'phone'
  | 'messages';

/** Every desk of the console, in the sidebar's order; a role sees the ones its permissions allow. */
export const navigation: NavigationItem[] = [
  {
    path: '/dashboard',
    label: 'nav.dashboard',
    permission: 'reports.view',
    group: 'groupOverview',
    icon: 'dashboard',
    primary: true,
  },
  {
    path: '/reports',
    label: 'nav.reports',
    permission: 'reports.view',
    group: 'groupOverview',
    icon: 'reports',
  },
  {
    path: '/withdrawals',
    label: 'nav.withdrawals',
    permission: 'withdrawals.view',
    group: 'groupMoney',
    icon: 'withdraw',
    queue: 'withdrawals',
    primary: true,
  },
  {
    path: '/deposits',
    label: 'nav.deposits',
    permission: 'deposits.view',
    group: 'groupMoney',
    icon: 'deposit',
    queue: 'deposits',
    primary: true,
  },
  {
    path: '/adjustments',
    label: 'nav.adjustments',
    permission: 'adjustments.view',
    group: 'groupMoney',
    icon: 'adjust',
    queue: 'adjustments',
  },
  {
    path: '/cashback',
    label: 'nav.cashback',
    permission: 'cashback.manage',
    group: 'groupMoney',
    icon: 'adjust',
  },
  {
    path: '/bank-messages',
    label: 'nav.bankMessages',
    permission: 'deposits.decide',
    group: 'groupMoney',
    icon: 'messages',
  },
  {
    path: '/members',
    label: 'nav.members',
    permission: 'members.view',
    group: 'groupMembers',
    icon: 'members',
    primary: true,
  },
  {
    path: '/coupons',
    label: 'nav.coupons',
    permission: 'coupons.manage',
    group: 'groupSite',
    icon: 'content',
  },
  {
    path: '/wheel',
    label: 'nav.wheel',
    permission: 'wheel.manage',
    group: 'groupSite',
    icon: 'content',
  },
  {
    path: '/line',
    label: 'nav.line',
    permission: 'line.send',
    group: 'groupSite',
    icon: 'messages',
  },
  {
    path: '/vip',
    label: 'nav.vip',
    permission: 'vip.manage',
    group: 'groupMembers',
    icon: 'members',
  },
  { path: '/risk', label: 'nav.risk', permission: 'risk.view', group: 'groupMembers', icon: 'risk' },
  {
    path: '/documents',
    label: 'nav.documents',
    permission: 'documents.review',
    group: 'groupMembers',
    icon: 'members',
  },
  {
    path: '/affiliates',
    label: 'nav.affiliates',
    permission: 'affiliates.manage',
    group: 'groupMembers',
    icon: 'members',
  },
  {
    path: '/content',
    label: 'nav.content',
    permission: 'content.manage',
    group: 'groupSite',
    icon: 'content',
  },
  { path: '/staff', label: 'nav.staff', permission: 'staff.manage', group: 'groupSystem', icon: 'staff' },
  { path: '/roles', label: 'nav.roles', permission: 'staff.manage', group: 'groupSystem', icon: 'staff' },
  {
    path: '/sessions',
    label: 'nav.sessions',
    permission: 'staff.view',
    group: 'groupSystem',
    icon: 'sessions',
  },
  { path: '/audit', label: 'nav.audit', permission: 'audit.view', group: 'groupSystem', icon: 'audit' },
  { path: '/jobs', label: 'nav.jobs', permission: 'jobs.view', group: 'groupSystem', icon: 'jobs' },
  {
    path: '/settings',
    label: 'nav.settings',
    permission: 'settings.manage',
    group: 'groupSystem',
    icon: 'settings',
  },
  {
    path: '/bank-operations',
    label: 'nav.bankOperations',
    permission: 'settings.manage',
    group: 'groupSystem',
    icon: 'bank',
  },
  {
    path: '/bank-devices',
    label: 'nav.bankDevices',
    permission: 'settings.manage',
    group: 'groupSystem',
    icon: 'phone',
  },
  {
    path: '/alerts',
    label: 'nav.alerts',
    permission: 'settings.manage',
    group: 'groupSystem',
    icon: 'alerts',
  },
];

/** Whether a staff member with these permissions (the server's answer) sees a desk. */
export function roleSees(permissions: readonly StaffPermission[], item: NavigationItem): boolean {
  return item.permission === undefined || permissions.includes(item.permission);
}
