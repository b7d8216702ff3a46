import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context';

/** What one run of a job gets: the app, a logger naming the job, the run's time and its batch size. */
export interface JobRun {
  context: AppContext;
  log: FastifyBaseLogger;
  now: Date;
  /** The most rows this run may take; the rest wait for the next run. */
  limit: number;
}

/**
 * A periodic job. `run` is idempotent (guarded updates), so several server processes may run it at
 * the same time without harm, and a run cut short is redone by the next; it takes at most `limit`
 * rows, logs its own line when it did something, and answers how many rows it handled. It throws
 * on failure: the runner logs and records the failure, and the other jobs run as usual.
 */
export interface Job {
  name: string;
  intervalMs: number;
  /** Also runs once right after the start (a job with a long interval). */
  runAtStart?: boolean;
  batchSize: number;
  /** Off when the settings leave nothing to do (default: on). */
  enabled?: (context: AppContext) => boolean;
  run(run: JobRun): Promise<number>;
}
