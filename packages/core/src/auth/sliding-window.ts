import type { Executor } from '@chaba/db/client';
import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { addSeconds } from '../clock';
import { DomainError, type DomainErrorCode } from '../errors';

/**
 * A limit of `max` events per sliding window of `windowSeconds`, counted from the rows that record
 * the events: the rows of `table` that match `where`, by their creation time `createdAt`.
 */
export interface SlidingWindow {
  table: PgTable;
  createdAt: PgColumn;
  where: SQL | undefined;
  max: number;
  windowSeconds: number;
}

/** How a full window is refused: the error's code and field, and its wait in seconds or minutes. */
export interface WindowRefusal {
  code: DomainErrorCode;
  field?: string;
  waitIn: 'seconds' | 'minutes';
}

/**
 * The one sliding-window limit of the OTP, SMS and login limits (issue 10): when the window already
 * holds `max` rows, refuses with the seconds until its oldest row leaves it (at least 1) as
 * `retryAfterSeconds`, and the wait in the message's unit. A refusal records nothing, so it never
 * extends the wait. Under concurrency the caller holds a lock (lockPhone) for the rest of its
 * transaction, so that two calls cannot both see room for one.
 *
 * @throws DomainError refusal.code
 */
export async function refuseWhenWindowFull(
  db: Executor,
  window: SlidingWindow & { now: Date; refusal: WindowRefusal },
): Promise<void> {
  const { now, createdAt, max, windowSeconds } = window;
  const rows: Array<{ createdAt: unknown }> = await db
    .select({ createdAt })
    .from(window.table)
    .where(and(window.where, gt(createdAt, addSeconds(now, -windowSeconds))))
    .orderBy(asc(createdAt))
    .limit(max);
  const oldest = rows[0]?.createdAt;
  if (rows.length < max || !(oldest instanceof Date)) return;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000),
  );
  const { waitIn } = window.refusal;
  throw new DomainError(window.refusal.code, {
    ...(window.refusal.field === undefined ? {} : { field: window.refusal.field }),
    retryAfterSeconds,
    values: { [waitIn]: waitIn === 'minutes' ? Math.ceil(retryAfterSeconds / 60) : retryAfterSeconds },
  });
}
