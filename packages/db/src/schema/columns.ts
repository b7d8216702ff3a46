import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the domain files of the schema. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money is integer satang (DESIGN.md §3). */
export const satang = (name: string) => bigint(name, { mode: 'bigint' });
