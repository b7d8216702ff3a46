import type { Executor } from '@chaba/db/client';
import { registrations } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import { findLiveToken } from './tokens';

/**
 * The open, verified registration behind a registration token.
 *
 * @throws DomainError unauthenticated
 */
export async function findRegistration(db: Executor, options: { token: string | undefined; now: Date }) {
  if (!options.token) throw new DomainError('unauthenticated');
  const row = await findLiveToken(db, { token: options.token, kind: 'registration', now: options.now });
  if (!row?.registrationId) throw new DomainError('unauthenticated');
  const [registration] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.id, row.registrationId))
    .limit(1);
  if (!registration || registration.completedAt || !registration.verifiedAt) {
    throw new DomainError('unauthenticated');
  }
  return registration;
}
