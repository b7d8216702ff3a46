import { jobRunsResponse } from '@chaba/contracts/backoffice';
import { jobRuns, moneyRequests } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Job } from '../src/job';
import { describeError, serverJobs, startJobs } from '../src/jobs';
import { call, useTestApp, logInStaff, memberWithToken } from './helpers';

const logLines: string[] = [];
const t = useTestApp({
  logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  ledgerCheck: 'none',
});

async function recordedRun(name: string) {
  const [run] = await t.connection.db.select().from(jobRuns).where(eq(jobRuns.name, name));
  return run;
}

/** A job that counts its runs and answers `rows` rows. */
function countingJob(name: string, rows = 1, intervalMs = 5_000) {
  const job = {
    name,
    intervalMs,
    batchSize: 10,
    runs: 0,
    run: async () => {
      job.runs += 1;
      return rows;
    },
  };
  return job;
}

describe('the job runner', () => {
  it('runs the other jobs when one throws, and logs and records the failure with its name', async () => {
    const before = countingJob('test-before', 3);
    const after = countingJob('test-after', 0);
    const failing: Job = {
      name: 'test-failing',
      intervalMs: 5_000,
      batchSize: 10,
      run: () => Promise.reject(new Error('gateway down at https://user:hunter2@gw.example/hook?token=abc')),
    };
    const runner = startJobs(t.context, t.app.log, { autoStart: false, jobs: [before, failing, after] });

    const outcomes = await runner.runOnce();
    expect(outcomes).toEqual([
      { name: 'test-before', result: 'ok', rows: 3 },
      { name: 'test-failing', result: 'error', error: 'Error: gateway down at https://gw.example' },
      { name: 'test-after', result: 'ok', rows: 0 },
    ]);
    expect([before.runs, after.runs]).toEqual([1, 1]);
    expect(await recordedRun('test-failing')).toMatchObject({
      lastStartedAt: t.clock.now(),
      lastFinishedAt: t.clock.now(),
      lastResult: 'error',
      lastError: 'Error: gateway down at https://gw.example',
      lastRows: null,
    });
    expect(await recordedRun('test-before')).toMatchObject({
      lastResult: 'ok',
      lastError: null,
      lastRows: 3,
    });
    const failureLog = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'job failed');
    expect(failureLog).toMatchObject({ level: 50, job: 'test-failing' });

    // The next run of the failed job that succeeds replaces the error.
    failing.run = async () => 2;
    t.clock.advanceSeconds(5);
    await runner.runOnce();
    expect(await recordedRun('test-failing')).toMatchObject({
      lastStartedAt: t.clock.now(),
      lastResult: 'ok',
      lastError: null,
      lastRows: 2,
    });
    expect(before.runs).toBe(2);
    await runner.stop();
  });

  it('keeps running the other jobs on their intervals while one hangs, and stops within its bound', async () => {
    const ticking = countingJob('test-ticking', 1, 10);
    let hangs = 0;
    const hanging: Job = {
      name: 'test-hanging',
      intervalMs: 10,
      batchSize: 1,
      run: () => {
        hangs += 1;
        return new Promise<number>(() => {});
      },
    };
    const runner = startJobs(t.context, t.app.log, { autoStart: true, jobs: [hanging, ticking] });
    // The other job keeps its 10 ms interval beside the hanging one (waited for, not timed: a
    // loaded machine runs fewer ticks in a fixed time).
    for (let waited = 0; ticking.runs <= 3 && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await runner.stop({ waitMs: 100 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(ticking.runs).toBeGreaterThan(3);
    // A run never overlaps the job's previous one: the hanging run is still the first.
    expect(hangs).toBe(1);
    const runsAtStop = ticking.runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ticking.runs).toBe(runsAtStop);
  });

  it('describes an error without the secrets an address may carry', () => {
    expect(describeError(new Error('connect to postgres://app:s3cret@db:5432/chaba failed'))).toBe(
      'Error: connect to postgres://db failed',
    );
    expect(describeError('x'.repeat(1000))).toHaveLength(300);
  });
});

describe('expiring deposits', () => {
  it('takes at most one batch of expired deposits a run: 3 with a batch of 2 expire as 2, then 1', async () => {
    const ids: number[] = [];
    for (const [index, phone] of ['0892000001', '0892000002', '0892000003'].entries()) {
      const member = await memberWithToken(t, phone);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/requests/deposit/prepare',
        headers: { authorization: `Bearer ${member.token}` },
        payload: { amount: 100 + index },
        remoteAddress: `10.9.0.${index + 1}`,
      });
      expect(response.statusCode).toBe(200);
      ids.push(response.json().data.id);
    }
    const expire = serverJobs.find((job) => job.name === 'expire-deposits')!;
    const runner = startJobs(t.context, t.app.log, { autoStart: false, jobs: [{ ...expire, batchSize: 2 }] });
    const statuses = async () =>
      Promise.all(
        ids.map(async (id) => {
          const [request] = await t.connection.db
            .select({ status: moneyRequests.status })
            .from(moneyRequests)
            .where(eq(moneyRequests.id, id));
          return request!.status;
        }),
      );

    expect(await runner.runOnce()).toEqual([{ name: 'expire-deposits', result: 'ok', rows: 0 }]);
    t.clock.advanceSeconds(16 * 60);
    expect(await runner.runOnce()).toEqual([{ name: 'expire-deposits', result: 'ok', rows: 2 }]);
    expect((await statuses()).filter((status) => status === 'expired')).toHaveLength(2);
    expect(await recordedRun('expire-deposits')).toMatchObject({ lastResult: 'ok', lastRows: 2 });
    expect(await runner.runOnce()).toEqual([{ name: 'expire-deposits', result: 'ok', rows: 1 }]);
    expect(await statuses()).toEqual(['expired', 'expired', 'expired']);
    // Idempotent: nothing left, nothing done.
    expect(await runner.runOnce()).toEqual([{ name: 'expire-deposits', result: 'ok', rows: 0 }]);
  });
});

describe('GET /api/backoffice/jobs', () => {
  it("answers staff each declared job's last run and result", async () => {
    t.clock.advanceSeconds(60);
    const outcomes = await t.jobs.runOnce();
    expect(outcomes.map((outcome) => outcome.name)).toEqual([
      'expire-deposits',
      'finish-credit-checks',
      'referral-summary',
      'cashback-periods',
      'vip-levels',
      'affiliate-statements',
      'release-held-transfers',
      'send-staff-alerts',
      'payouts',
      'delete-old-slip-images',
      'delete-old-document-images',
      'risk-big-winners',
      'bank-devices-quiet',
      'bank-messages-retention',
      'line-housekeeping',
      'game-popularity',
    ]);
    const token = await logInStaff(t.app);
    const response = await call(t.app, 'GET', '/api/backoffice/jobs', { token });
    expect(response.status).toBe(200);
    const body = jobRunsResponse.parse(response.body);
    expect(body.data.map((job) => job.name)).toEqual(serverJobs.map((job) => job.name));
    expect(body.data[0]).toEqual({
      name: 'expire-deposits',
      enabled: true,
      interval_seconds: 5,
      batch_size: 500,
      last_started_at: t.clock.now().toISOString(),
      last_finished_at: t.clock.now().toISOString(),
      last_result: 'ok',
      last_error: null,
      last_rows: 0,
      last_duration_ms: expect.any(Number),
    });
    // Without POSTBACK_URL the postbacks job is off and has never run.
    expect(body.data.find((job) => job.name === 'send-postbacks')).toMatchObject({
      enabled: false,
      last_started_at: null,
      last_result: null,
      last_rows: null,
    });
  });

  it('answers 401 without a staff token', async () => {
    expect((await call(t.app, 'GET', '/api/backoffice/jobs')).status).toBe(401);
    const member = await memberWithToken(t, '0892000009');
    expect((await call(t.app, 'GET', '/api/backoffice/jobs', { token: member.token })).status).toBe(401);
  });
});
