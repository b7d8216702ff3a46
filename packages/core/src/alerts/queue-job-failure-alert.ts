import type { Executor } from '@chaba/db/client';
import { jobRuns } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { queueStaffAlert } from './queue-staff-alert';

/**
 * Queues the job-failed alert when a job fails after a run that did not (call it before the failed
 * run is recorded): a job failing every few seconds alerts once, and again after it recovered and
 * failed anew. The sending job's own failure alerts too; its alert waits for it to recover.
 */
export async function queueJobFailureAlert(
  db: Executor,
  options: { name: string; error: string; now: Date },
): Promise<void> {
  const [last] = await db
    .select({ result: jobRuns.lastResult })
    .from(jobRuns)
    .where(eq(jobRuns.name, options.name));
  if (last?.result === 'error') return;
  await queueStaffAlert(db, {
    kind: 'job_failed',
    data: { job: options.name, error: options.error.slice(0, 300) },
    now: options.now,
  });
}
