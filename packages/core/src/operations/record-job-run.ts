import type { Executor } from '@chaba/db/client';
import { jobRuns } from '@chaba/db/schema';

/** A job's run started: its row shows the start until the run ends. */
export async function recordJobStart(db: Executor, options: { name: string; now: Date }): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ name: options.name, lastStartedAt: options.now })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastStartedAt: options.now } });
}

/** A job's run ended: how (ok, or the error's description), how many rows, how long it took. */
export async function recordJobEnd(
  db: Executor,
  options: {
    name: string;
    startedAt: Date;
    now: Date;
    durationMs: number;
    outcome: { result: 'ok'; rows: number } | { result: 'error'; error: string };
  },
): Promise<void> {
  const ended = {
    lastStartedAt: options.startedAt,
    lastFinishedAt: options.now,
    lastResult: options.outcome.result,
    lastError: options.outcome.result === 'error' ? options.outcome.error : null,
    lastRows: options.outcome.result === 'ok' ? options.outcome.rows : null,
    lastDurationMs: Math.round(options.durationMs),
  };
  await db
    .insert(jobRuns)
    .values({ name: options.name, ...ended })
    .onConflictDoUpdate({ target: jobRuns.name, set: ended });
}
