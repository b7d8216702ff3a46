import type { Database } from '@chaba/db/client';
import { staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { IssuedToken } from '../auth/tokens';
import { DomainError } from '../errors';
import { openStaffSession } from './open-staff-session';
import { recordAudit } from '../audit/record-audit';

/**
 * A staff token without the password and the second factor, for `npm run staff -- token NAME` on a
 * development server (its `/api/dev` routes, which production does not serve): a person following the
 * README gets a token for the staff API without an authenticator app. It is audited as a login whose
 * second factor was `development`, so the audit log says how the session began.
 *
 * @throws DomainError staff_login_failed when no active staff account has that username
 */
export async function openDevelopmentStaffSession(
  db: Database,
  options: { username: string; clientAddress: string; userAgent: string | undefined; now: Date },
): Promise<IssuedToken & { role: (typeof staffAccounts.$inferSelect)['role'] }> {
  const [staff] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.username, options.username.toLowerCase()));
  if (!staff || staff.disabledAt) throw new DomainError('staff_login_failed');
  return db.transaction(async (tx) => {
    const token = await openStaffSession(tx, {
      staffId: staff.id,
      clientAddress: options.clientAddress,
      userAgent: options.userAgent,
      now: options.now,
    });
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'staff.login',
      clientAddress: options.clientAddress,
      details: { user_agent: options.userAgent ?? null, second_factor: 'development' },
      now: options.now,
    });
    return { ...token, role: staff.role };
  });
}
