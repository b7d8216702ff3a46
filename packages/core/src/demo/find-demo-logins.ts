import type { Executor } from '@chaba/db/client';
import { members, staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/secrets';
import { demoMember, demoStaff } from './seed-demo-data';

/**
 * The demo seed's published logins that still work in this database (its password still verifies):
 * a production database holding one is open to anyone who read the README.
 */
export async function findDemoLogins(db: Executor): Promise<string[]> {
  const found: string[] = [];
  const [staff] = await db
    .select({ passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.username, demoStaff.username));
  if (staff && (await verifyPassword(staff.passwordHash, demoStaff.password, { lane: 'proven' }))) {
    found.push(`staff ${demoStaff.username}`);
  }
  const [member] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.phone, demoMember.phone));
  if (
    member?.passwordHash &&
    (await verifyPassword(member.passwordHash, demoMember.password, { lane: 'proven' }))
  ) {
    found.push(`member ${demoMember.phone}`);
  }
  return found;
}
