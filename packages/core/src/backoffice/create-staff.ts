import type { Database } from '@chaba/db/client';
import { staffAccounts } from '@chaba/db/schema';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/secrets';
import { DomainError } from '../errors';

export type StaffRole = (typeof staffAccounts.$inferInsert)['role'];
export const staffRoles: readonly StaffRole[] = staffAccounts.role.enumValues;

/**
 * Creates a staff account with a random one-time password (the only time it is ever shown): the
 * staff member must change it at first login. This is how a production database gets its first
 * staff member; no known password exists there.
 *
 * @throws DomainError staff_username_taken
 */
export async function createStaff(
  db: Database,
  options: { username: string; role: StaffRole; now: Date },
): Promise<{ staffId: number; username: string; oneTimePassword: string }> {
  const username = options.username.toLowerCase();
  // 15 random bytes: 20 base64url characters, ~120 bits; hashed before any transaction opens.
  const oneTimePassword = randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(oneTimePassword);
  const [row] = await db
    .insert(staffAccounts)
    .values({ username, passwordHash, role: options.role, mustChangePassword: true, createdAt: options.now })
    .onConflictDoNothing({ target: staffAccounts.username })
    .returning({ id: staffAccounts.id });
  if (!row) throw new DomainError('staff_username_taken', { field: 'username' });
  return { staffId: row.id, username, oneTimePassword };
}
