import type { StaffRole } from '@chaba/contracts/staff-permissions';
import type { Database } from '@chaba/db/client';
import { staffAccounts } from '@chaba/db/schema';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/secrets';
import { DomainError } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { checkAssignableRole } from './staff-roles';

/**
 * Creates a staff account with a random one-time password (the only time it is ever shown): the
 * staff member must change it at first login, then set up the second factor. This is how a
 * production database gets its first staff member (`npm run staff -- create`, no `invitedBy`) and how
 * an owner invites staff (`invitedBy`); no known password exists. The account and its audit record
 * commit together.
 *
 * The role must exist and, for an invitation, hold nothing the inviting owner lacks (decision 66).
 *
 * @throws DomainError staff_username_taken, staff_role_unknown, staff_role_escalation
 */
export async function createStaff(
  db: Database,
  options: {
    username: string;
    role: StaffRole;
    now: Date;
    /** The owner who invited the staff member, from where; absent for the staff command. */
    invitedBy?: { staffId: number; clientAddress: string };
  },
): Promise<{ staffId: number; username: string; oneTimePassword: string }> {
  const username = options.username.toLowerCase();
  // 15 random bytes: 20 base64url characters, ~120 bits; hashed before any transaction opens.
  const oneTimePassword = randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(oneTimePassword);
  return db.transaction(async (tx) => {
    await checkAssignableRole(tx, options.invitedBy?.staffId ?? null, options.role);
    const [row] = await tx
      .insert(staffAccounts)
      .values({
        username,
        passwordHash,
        role: options.role,
        mustChangePassword: true,
        createdAt: options.now,
      })
      .onConflictDoNothing({ target: staffAccounts.username })
      .returning({ id: staffAccounts.id });
    if (!row) throw new DomainError('staff_username_taken', { field: 'username' });
    await recordAudit(tx, {
      staffId: options.invitedBy?.staffId ?? null,
      action: 'staff.create',
      targetType: 'staff',
      targetId: row.id,
      clientAddress: options.invitedBy?.clientAddress,
      details: { by: options.invitedBy ? 'invitation' : 'staff_command' },
      after: { username, role: options.role },
      now: options.now,
    });
    return { staffId: row.id, username, oneTimePassword };
  });
}
