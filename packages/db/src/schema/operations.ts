import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/* Operational records: what the server's periodic jobs last did. */

/**
 * One row per periodic job (apps/server/src/jobs.ts), written by the job runner: when its last run
 * started and finished, how it ended, and how many rows it handled. With several server processes
 * the latest run of any of them is shown. `last_error` is a short description, never a secret.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: moment('last_started_at').notNull(),
  lastFinishedAt: moment('last_finished_at'),
  /** Null while the first run is under way. */
  lastResult: text('last_result', { enum: ['ok', 'error'] }),
  lastError: text('last_error'),
  lastRows: integer('last_rows'),
  lastDurationMs: integer('last_duration_ms'),
});
