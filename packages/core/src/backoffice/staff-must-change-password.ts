import type { Executor } from '@chaba/db/client';
import { staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';

/** Whether the staff member still holds the one-time password of the staff command. */
export async function staffMustChangePassword(db: Executor, options: { staffId: number }): Promise<boolean> {
  const [row] = await db
    .select({ mustChangePassword: staffAccounts.mustChangePassword })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, options.staffId));
  return row?.mustChangePassword ?? false;
}
