import type { Executor } from '@chaba/db/client';
import { sql } from 'drizzle-orm';

/**
 * Serialises the flows of one phone number (registration, OTP issuing, login counting) for the rest
 * of the current transaction, so that checks like "no OTP in the last 60 s" hold under concurrency.
 */
export async function lockPhone(tx: Executor, scope: string, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${phone}`}))`);
}
