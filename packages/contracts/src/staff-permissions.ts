import { z } from 'zod';

/**
 * The staff roles and what each may do: one permission per action, defined here once. The server
 * refuses (403 `forbidden`) every staff call whose route's permission the caller's role lacks; the
 * back office imports the same map to hide what a role cannot do.
 */
export const staffRoles = ['owner', 'admin', 'finance', 'support', 'marketing'] as const;
export const staffRole = z.enum(staffRoles).meta({
  description:
    'owner: everything and staff management; admin: everything but staff management; ' +
    'finance: the money desks, adjustments and bonuses; support: members, notes and resets, no money decisions; ' +
    'marketing: content, coupons and reports',
  examples: ['finance'],
});
export type StaffRole = z.infer<typeof staffRole>;

export const staffPermissions = [
  'withdrawals.view',
  'withdrawals.decide',
  'deposits.view',
  'deposits.match',
  /** Turning a forwarded bank message into a statement line by hand, and reading those messages (personal data). */
  'deposits.decide',
  'members.view',
  /**
   * A member's money and activity history (issue 30): balances, ledger, deposits and withdrawals,
   * game rounds, bonuses, logins, devices and player protection. `members.view` alone is a lookup.
   */
  'members.history',
  'members.lock',
  'members.edit',
  'members.notes',
  'members.reset',
  'adjustments.view',
  'adjustments.create',
  'adjustments.approve',
  /**
   * A member's bonuses (decision 59): granting a staff bonus (above the adjustments' threshold it
   * waits for `adjustments.approve`), cancelling the active promotion or bonus, changing its turnover.
   */
  'bonuses.manage',
  /** Coupon codes: create, edit, disable, and see their redemptions. */
  'coupons.manage',
  /** Promotions, activities, announcements, articles, banners and the game catalogue (what players see). */
  'content.manage',
  /** The dashboard and the reports. */
  'reports.view',
  /**
   * Site information, company bank accounts and PromptPay, the payment gateway, maintenance mode,
   * the risk rules and the staff alerts.
   */
  'settings.manage',
  'risk.view',
  /** Clearing a risk flag, with a reason. */
  'risk.clear',
  'referrals.run',
  /** Cashback and rebate programmes, and reversing one of their payouts (issue 29, decision 60). */
  'cashback.manage',
  /** Affiliates: their member, commission plans and statements (decision 61). */
  'affiliates.manage',
  'jobs.view',
  'audit.view',
  'staff.view',
  'staff.manage',
] as const;
export const staffPermission = z.enum(staffPermissions);
export type StaffPermission = z.infer<typeof staffPermission>;

const moneyDesks: readonly StaffPermission[] = [
  'withdrawals.view',
  'withdrawals.decide',
  'deposits.view',
  'deposits.match',
  'deposits.decide',
  'adjustments.view',
  'adjustments.create',
  'adjustments.approve',
  'bonuses.manage',
];

/** What each role may do. `owner` may do everything; only it manages staff. */
export const rolePermissions: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: staffPermissions,
  admin: staffPermissions.filter((permission) => permission !== 'staff.manage'),
  finance: [
    ...moneyDesks,
    'members.view',
    'members.history',
    'reports.view',
    'referrals.run',
    'cashback.manage',
    'risk.view',
    'risk.clear',
  ],
  support: [
    'members.view',
    'members.history',
    'risk.view',
    'members.lock',
    'members.edit',
    'members.notes',
    'members.reset',
    'deposits.view',
  ],
  marketing: ['content.manage', 'coupons.manage', 'reports.view', 'members.view'],
};

/** Whether a role may do what a permission names. */
export function roleCan(role: StaffRole, permission: StaffPermission): boolean {
  return rolePermissions[role].includes(permission);
}
