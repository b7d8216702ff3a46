import type { Executor } from '@chaba/db/client';
import { staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { findLiveToken } from '../auth/tokens';
import { DomainError } from '../errors';

/**
 * The staff member behind a bearer token.
 *
 * @throws DomainError unauthenticated
 */
export async function authenticateStaff(db: Executor, options: { token: string | undefined; now: Date }) {
  if (!options.token) throw new DomainError('unauthenticated');
  const row = await findLiveToken(db, { token: options.token, kind: 'staff', now: options.now });
  if (!row?.staffId) throw new DomainError('unauthenticated');
  const [staff] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, row.staffId));
  if (!staff) throw new DomainError('unauthenticated');
  return { staffId: staff.id, username: staff.username, role: staff.role };
}
