import { jobRunsResponse } from '@chaba/contracts/backoffice';
import { listJobRuns } from '@chaba/core/operations/list-job-runs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffOnly } from '../../http/staff';
import { serverJobs } from '../../jobs';
import { staffErrors, staffSchema } from './schemas';

/** The server's jobs and each one's last run (any server process's), for the back office. */
export function jobRoutes(scope: FastifyInstance, context: AppContext): void {
  scope.withTypeProvider<ZodTypeProvider>().get(
    '/api/backoffice/jobs',
    {
      schema: {
        ...staffSchema,
        summary: "The periodic jobs and each one's last run and result",
        response: { 200: jobRunsResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'jobs.view' }),
    },
    async () => ({ data: await jobsWithLastRuns(context) }),
  );
}

/** The declared jobs beside each one's last run, shaped for the staff API. */
async function jobsWithLastRuns(context: AppContext) {
  const runs = new Map((await listJobRuns(context.db)).map((run) => [run.name, run]));
  return serverJobs.map((job) => {
    const run = runs.get(job.name);
    return {
      name: job.name,
      enabled: job.enabled?.(context) ?? true,
      interval_seconds: job.intervalMs / 1000,
      batch_size: job.batchSize,
      last_started_at: run?.lastStartedAt.toISOString() ?? null,
      last_finished_at: run?.lastFinishedAt?.toISOString() ?? null,
      last_result: run?.lastResult ?? null,
      last_error: run?.lastError ?? null,
      last_rows: run?.lastRows ?? null,
      last_duration_ms: run?.lastDurationMs ?? null,
    };
  });
}
