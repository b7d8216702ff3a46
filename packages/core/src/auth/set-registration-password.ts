import type { Database } from '@chaba/db/client';
import { registrations } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { findRegistration } from './find-registration';
import { hashPassword } from './secrets';

/**
 * Step 2 of registration: the password, kept hashed on the registration until the member exists.
 *
 * @throws DomainError unauthenticated
 */
export async function setRegistrationPassword(
  db: Database,
  options: { registrationToken: string | undefined; password: string; now: Date },
): Promise<void> {
  const registration = await findRegistration(db, { token: options.registrationToken, now: options.now });
  const passwordHash = await hashPassword(options.password);
  await db.update(registrations).set({ passwordHash }).where(eq(registrations.id, registration.id));
}
