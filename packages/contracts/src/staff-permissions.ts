import { z } from 'zod';

/**
 * The staff roles and what each may do: one permission per action, defined here once. The five
 * built-in roles below are seeded into `staff_roles` (migration 0050, a test keeps the rows equal to
 * `rolePermissions`); owners add roles of their own from a grid of these permissions (decision 66).
 * The server refuses (403 `forbidden`) every staff call whose route's permission the caller's role
 * lacks, reading the role's row at each call; the console hides what the server says they cannot do.
 */
export const staffRoles = ['owner', 'admin', 'finance', 'support', 'marketing'] as const;
/** A built-in role's key. */
export type BuiltInRole = (typeof staffRoles)[number];
/**
 * A role's key: a built-in one or one an owner made, 2 to 32 lower-case letters, digits or "-",
 * starting with a letter (it is shown in the audit and stored on each staff account).
 */
export const staffRole = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[a-z][a-z0-9-]{1,31}$/, { error: 'invalid' })
  .meta({
    description:
      'A role key. Built in: owner: everything and staff management; admin: everything but staff management; ' +
      'finance: the money desks, adjustments and bonuses; support: members, notes and resets, no money decisions; ' +
      'marketing: content, coupons and reports. Others are roles an owner made (`GET /api/backoffice/roles`).',
    examples: ['finance'],
  });
export type StaffRole = string;

/** Whether a role key is one of the five built in. */
export function isBuiltInRole(role: string): role is BuiltInRole {
  return (staffRoles as readonly string[]).includes(role);
}

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
  /** Identity documents: asking a member for them, seeing their images, approving or rejecting them. */
  'documents.review',
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
  /** VIP levels: their qualification and perks, and the members at each (decision 72). */
  'vip.manage',
  /** Affiliates: their member, commission plans and statements (decision 61). */
  'affiliates.manage',
  /** LINE marketing messages: writing one, its segment's count and preview, sending it (decision 71). */
  'line.send',
  /** The lucky wheel (prizes, weights, daily budget, earning rules) and the daily check-in's prizes (decision 73). */
  'wheel.manage',
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
export const rolePermissions: Readonly<Record<BuiltInRole, readonly StaffPermission[]>> = {
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
    'documents.review',
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
    'documents.review',
  ],
  marketing: [
    'content.manage',
    'coupons.manage',
    'wheel.manage',
    'reports.view',
    'members.view',
    'line.send',
    'vip.manage',
  ],
};

/** Whether a built-in role may do what a permission names (a role an owner made: its `permissions`). */
export function roleCan(role: BuiltInRole, permission: StaffPermission): boolean {
  return rolePermissions[role].includes(permission);
}

/**
 * Permissions no role an owner makes may hold (decision 66): managing staff and roles stays with the
 * built-in `owner`, so a custom role can never hand itself or anyone else more.
 */
export const ownerOnlyPermissions: readonly StaffPermission[] = ['staff.manage'];
