import { closeAffiliateStatements } from '@chaba/core/affiliates/close-affiliate-statements';
import { sendPostbacks } from '@chaba/core/affiliates/send-postbacks';
import { queueJobFailureAlert } from '@chaba/core/alerts/queue-job-failure-alert';
import { readStaffAlerts } from '@chaba/core/alerts/queue-staff-alert';
import { sendStaffAlerts } from '@chaba/core/alerts/send-staff-alerts';
import { flagBigWinners } from '@chaba/core/risk/flag-big-winners';
import { alertQuietBankDevices } from '@chaba/core/bank-devices/alert-quiet-bank-devices';
import { forgetBankMessageTexts } from '@chaba/core/bank-devices/forget-bank-message-texts';
import { deleteSpentLineRecords } from '@chaba/core/line/line-housekeeping';
import { latestFridayMidnight } from '@chaba/core/bangkok-time';
import { expireDeposits } from '@chaba/core/deposits/expire-deposits';
import { releaseHeldTransfers } from '@chaba/core/maintenance/release-held-transfers';
import { finishCreditChecks } from '@chaba/core/games/check-credit';
import { syncCatalogues } from '@chaba/core/games/sync-catalogue';
import { refreshGamePopularity } from '@chaba/core/games/refresh-game-popularity';
import { recordJobEnd, recordJobStart } from '@chaba/core/operations/record-job-run';
import { runReferralSummary } from '@chaba/core/referrals/run-referral-summary';
import { runCashbackPeriods } from '@chaba/core/cashback/run-cashback-periods';
import { runVipLevels } from '@chaba/core/vip/run-vip-levels';
import { deleteOldSlipImages } from '@chaba/core/slips/delete-old-slip-images';
import { deleteOldDocumentImages } from '@chaba/core/documents/delete-old-document-images';
import { recheckWaitingSlips } from '@chaba/core/slips/recheck-waiting-slips';
import { sendPush } from './push-job';
import { sendLine } from './line-job';
import { runPayouts } from './payouts';
import { documentsDirectory, slipsDirectory } from './config';
import { slipRulesOf } from './slips/slip-rules';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context';
import type { Job } from './job';
import { staffAlertSenders } from './alerts/staff-alert-senders';
import { postbackDelivery } from './presenters/postbacks';

/** The server's jobs, in the order `runOnce` runs them. */
export const serverJobs: readonly Job[] = [
  {
    name: 'expire-deposits',
    intervalMs: 5_000,
    batchSize: 500,
    async run({ context, log, now, limit }) {
      const expired = await expireDeposits(context.db, { now, limit });
      if (expired.length > 0) log.info({ count: expired.length }, 'expired pending deposits');
      return expired.length;
    },
  },
  {
    // Credit checks normally finish a second after they start; this catches any left behind.
    name: 'finish-credit-checks',
    intervalMs: 5_000,
    batchSize: 500,
    async run({ context, log, now, limit }) {
      const finished = await finishCreditChecks(context.db, { now, minimumAgeSeconds: 5, limit });
      if (finished.length > 0) log.info({ count: finished.length }, 'finished credit checks left behind');
      return finished.length;
    },
  },
  {
    // Idempotent per week, so asking every minute runs it once, within a minute of Friday 00:00.
    // One week is one transaction: its batch is the week.
    name: 'referral-summary',
    intervalMs: 60_000,
    batchSize: 1,
    async run({ context, log, now }) {
      const summary = await runReferralSummary(context.db, { weekEnd: latestFridayMidnight(now), now });
      if (!summary.ran) return 0;
      log.info({ referrers: summary.referrers }, 'weekly referral summary done');
      return 1;
    },
  },
  {
    // Cashback and rebate (decision 60): every period that ended and was not closed, each once per
    // programme (the run row's unique index), so asking every minute closes a day within a minute of
    // 00:00 Bangkok. One period is one transaction; a batch is at most 20 periods.
    name: 'cashback-periods',
    intervalMs: 60_000,
    batchSize: 20,
    async run({ context, log, now, limit }) {
      const { closed, totalSatang } = await runCashbackPeriods(context.db, { now, limit });
      if (closed > 0) log.info({ closed, totalSatang: String(totalSatang) }, 'cashback periods closed');
      return closed;
    },
  },
  {
    // VIP levels (decision 72): members who hold a level or played or deposited within the longest
    // window get their level decided again, longest ago first, with their level-up and birthday
    // bonuses (each once by its key); two processes meet on each member's member_vip row.
    name: 'vip-levels',
    intervalMs: 60_000,
    batchSize: 500,
    async run({ context, log, now, limit }) {
      const run = await runVipLevels(context.db, { now, limit });
      if (run.raised + run.lowered + run.bonuses > 0) log.info(run, 'vip levels');
      return run.members;
    },
  },
  {
    // Affiliate statements (decision 61): each affiliate's period closed once, within a minute of
    // its end (Bangkok), its commission credited; statements held for want of a member paid later.
    name: 'affiliate-statements',
    intervalMs: 60_000,
    batchSize: 50,
    async run({ context, log, now, limit }) {
      const result = await closeAffiliateStatements(context.db, { now, limit });
      if (result.closed + result.paid > 0) log.info(result, 'affiliate statements');
      return result.closed + result.paid;
    },
  },
  {
    // The remote aggregators' catalogues (Hub88, decision 54): at start and every 6 hours. A run
    // writes only what changed; a failed fetch leaves the lobby as it was until the next run.
    name: 'sync-catalogue',
    intervalMs: 6 * 3_600_000,
    runAtStart: true,
    batchSize: 1,
    enabled: (context) => [...context.providers.values()].some((p) => p.catalogueSource === 'remote'),
    async run({ context, log, now }) {
      const outcomes = await syncCatalogues(context.db, { providers: context.providers, now });
      const written = outcomes.reduce((sum, o) => sum + o.added + o.changed + o.withdrawn, 0);
      if (written > 0) log.info({ outcomes }, 'game catalogue synced');
      return written;
    },
  },
  {
    name: 'send-postbacks',
    intervalMs: 10_000,
    batchSize: 50,
    enabled: (context) => Boolean(context.config.POSTBACK_URL),
    async run({ context, log, now, limit }) {
      const deliver = postbackDelivery(context.config.POSTBACK_URL!);
      const postbacks = await sendPostbacks(context.db, { deliver, now, limit });
      if (postbacks.sent + postbacks.failed > 0) log.info(postbacks, 'advertising postbacks');
      return postbacks.sent + postbacks.failed;
    },
  },
  {
    // Transfers held during maintenance ("credit when it ends"): the switch-off credits them; this
    // finishes what a switch-off cut short, or one made on another process, left. Each line once.
    name: 'release-held-transfers',
    intervalMs: 5_000,
    batchSize: 200,
    async run({ context, log, now, limit }) {
      const { released } = await releaseHeldTransfers(context.db, { now, limit });
      if (released > 0) log.info({ count: released }, 'credited transfers held during maintenance');
      return released;
    },
  },
  {
    // Staff alerts of the outbox (core/alerts): sent at least once, retried with a growing delay.
    name: 'send-staff-alerts',
    intervalMs: 5_000,
    batchSize: 50,
    async run({ context, log, now, limit }) {
      const senders = staffAlertSenders(context, await readStaffAlerts(context.db));
      const alerts = await sendStaffAlerts(context.db, { senders, now, limit });
      if (alerts.sent + alerts.failed > 0) log.info(alerts, 'staff alerts');
      return alerts.sent + alerts.failed;
    },
  },
  {
    // Automatic payouts (decision 51): the rules' look at withdrawals a stop left, orders to send
    // again with their own id, accepted orders without a report to ask the agent about.
    name: 'payouts',
    intervalMs: 2_000,
    batchSize: 50,
    run: runPayouts,
  },
  {
    // Member push notifications (decision 35): fanned out to subscriptions, then sent, retried.
    name: 'send-push',
    intervalMs: 2_000,
    batchSize: 500,
    enabled: (context) => context.push !== undefined,
    run: sendPush,
  },
  {
    // LINE receipts and marketing batches (decision 71): claimed, sent with their retry key, retried.
    name: 'send-line',
    intervalMs: 2_000,
    batchSize: 100,
    enabled: (context) => context.line !== null,
    run: sendLine,
  },
  {
    // Transfer slips the bank had not confirmed yet (issue 26): asked again with a growing wait for
    // SLIP_PENDING_MINUTES, then held for staff. Each verifier call is bounded (decision 48).
    name: 'recheck-slips',
    intervalMs: 10_000,
    batchSize: 20,
    enabled: (context) => context.slipVerifier !== undefined,
    async run({ context, log, now, limit }) {
      const asked = await recheckWaitingSlips(context.db, {
        verifier: context.slipVerifier!,
        rules: slipRulesOf(context.config),
        now,
        limit,
      });
      if (asked > 0) log.info({ count: asked }, 'asked the slip verifier again');
      return asked;
    },
  },
  {
    // Slip images past SLIP_IMAGE_RETENTION_DAYS are deleted; the slips' rows stay.
    name: 'delete-old-slip-images',
    intervalMs: 3_600_000,
    batchSize: 500,
    async run({ context, log, now, limit }) {
      const deleted = await deleteOldSlipImages(context.db, {
        directory: slipsDirectory(context.config),
        retentionDays: context.config.SLIP_IMAGE_RETENTION_DAYS,
        now,
        limit,
      });
      if (deleted > 0) log.info({ count: deleted }, 'deleted slip images past their retention');
      return deleted;
    },
  },
  {
    // Identity document images past DOCUMENT_RETENTION_DAYS after their decision are deleted;
    // the documents' rows and decisions stay (decision 67).
    name: 'delete-old-document-images',
    intervalMs: 3_600_000,
    batchSize: 500,
    async run({ context, log, now, limit }) {
      const deleted = await deleteOldDocumentImages(context.db, {
        directory: documentsDirectory(context.config),
        retentionDays: context.config.DOCUMENT_RETENTION_DAYS,
        now,
        limit,
      });
      if (deleted > 0) log.info({ count: deleted }, 'deleted document images past their retention');
      return deleted;
    },
  },
  {
    // The day's big winners (risk rule big_winner): each member flagged once a Bangkok day.
    name: 'risk-big-winners',
    intervalMs: 300_000,
    batchSize: 100,
    async run({ context, log, now, limit }) {
      const raised = await flagBigWinners(context.db, { now, limit });
      if (raised > 0) log.info({ raised }, 'big winners flagged');
      return raised;
    },
  },
  {
    // A company phone silent for BANK_DEVICE_QUIET_MINUTES while deposits wait (issue 25): one
    // staff alert per quiet spell, the device's next post ends the spell.
    name: 'bank-devices-quiet',
    intervalMs: 60_000,
    batchSize: 100,
    async run({ context, log, now }) {
      const alerted = await alertQuietBankDevices(context.db, {
        now,
        quietMs: context.config.BANK_DEVICE_QUIET_MINUTES * 60_000,
      });
      if (alerted > 0) log.warn({ alerted }, 'bank devices quiet while deposits are pending');
      return alerted;
    },
  },
  {
    // Forwarded bank messages hold personal data: their text goes after BANK_MESSAGE_RETENTION_DAYS.
    name: 'bank-messages-retention',
    intervalMs: 3_600_000,
    batchSize: 1000,
    async run({ context, log, now, limit }) {
      const forgotten = await forgetBankMessageTexts(context.db, {
        now,
        retentionDays: context.config.BANK_MESSAGE_RETENTION_DAYS,
        batch: limit,
      });
      if (forgotten > 0) log.info({ forgotten }, 'bank message texts removed after retention');
      return forgotten;
    },
  },
  {
    // What LINE's protocols leave behind (decision 81): spent login requests and registrations a day
    // past their expiry, handled webhook events after 30 days.
    name: 'line-housekeeping',
    intervalMs: 3_600_000,
    batchSize: 1000,
    async run({ context, log, now, limit }) {
      const deleted = await deleteSpentLineRecords(context.db, { now, batch: limit });
      if (deleted > 0) log.info({ deleted }, 'spent LINE records deleted');
      return deleted;
    },
  },
  {
    // The lobby's popular games (decision 56): every game's applied bets of the last 7 days, in one
    // statement that writes only the games whose number changed. The catalogue is its batch.
    name: 'game-popularity',
    intervalMs: 600_000,
    batchSize: 1,
    async run({ context, log, now }) {
      const changed = await refreshGamePopularity(context.db, { now });
      if (changed > 0) log.info({ changed }, 'game popularity refreshed');
      return changed;
    },
  },
];

/** How one run of a job ended. */
export type JobOutcome = { name: string } & (
  { result: 'ok'; rows: number } | { result: 'error'; error: string }
);

export interface JobRunner {
  /** Runs every job once now, one after the other (tests and the operator command use it). */
  runOnce(): Promise<JobOutcome[]>;
  /** No new run starts; resolves when the runs in flight end, or after `waitMs` (shutdown is bounded). */
  stop(options?: { waitMs?: number }): Promise<void>;
}

/**
 * Runs each enabled job on its own interval; a job's run never overlaps its previous one, and a
 * job that fails (or hangs) holds back no other. Each run is recorded in `job_runs`.
 */
export function startJobs(
  context: AppContext,
  log: FastifyBaseLogger,
  options: { autoStart: boolean; jobs?: readonly Job[] },
): JobRunner {
  const jobs = (options.jobs ?? serverJobs).filter((job) => job.enabled?.(context) ?? true);
  const running = new Map<string, Promise<JobOutcome>>();
  let stopped = false;
  const runJob = (job: Job): Promise<JobOutcome> => {
    const inFlight = running.get(job.name);
    if (inFlight) return inFlight;
    const run = runIsolated(context, log, job).finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };
  const timers = options.autoStart
    ? jobs.map((job) => {
        if (job.runAtStart) setImmediate(() => void runJob(job));
        const timer = setInterval(() => {
          if (!stopped) void runJob(job);
        }, job.intervalMs);
        timer.unref();
        return timer;
      })
    : [];
  return {
    runOnce: async () => {
      const outcomes: JobOutcome[] = [];
      for (const job of jobs) outcomes.push(await runJob(job));
      return outcomes;
    },
    stop: async ({ waitMs = 3_000 } = {}) => {
      for (const timer of timers) clearInterval(timer);
      stopped = true;
      if (running.size === 0) return;
      // A run is a series of short idempotent transactions: one cut short is redone by the next start.
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(running.values()),
        new Promise((resolve) => (timeout = setTimeout(resolve, waitMs))),
      ]);
      clearTimeout(timeout);
    },
  };
}

/** One run of a job: never throws; a failure is logged with the job's name and recorded. */
async function runIsolated(context: AppContext, log: FastifyBaseLogger, job: Job): Promise<JobOutcome> {
  const jobLog = log.child({ job: job.name });
  const startedAt = context.clock.now();
  const started = performance.now();
  let outcome: JobOutcome;
  try {
    await recordJobStart(context.db, { name: job.name, now: startedAt });
    const rows = await job.run({ context, log: jobLog, now: startedAt, limit: job.batchSize });
    // The changes the run noted go out now rather than at the publisher's next tick.
    if (rows > 0) context.changes.nudge();
    outcome = { name: job.name, result: 'ok', rows };
  } catch (error) {
    jobLog.error({ err: error }, 'job failed');
    outcome = { name: job.name, result: 'error', error: describeError(error) };
  }
  try {
    if (outcome.result === 'error') {
      await queueJobFailureAlert(context.db, {
        name: job.name,
        error: outcome.error,
        now: context.clock.now(),
      });
    }
    await recordJobEnd(context.db, {
      name: job.name,
      startedAt,
      now: context.clock.now(),
      durationMs: performance.now() - started,
      outcome,
    });
  } catch (error) {
    jobLog.error({ err: error }, 'job run not recorded');
  }
  return outcome;
}

/**
 * An error as `job_runs` keeps it, for every staff member to read: its name and message, short, with
 * any address cut to its host (an address may carry a token or a password; the log has the rest).
 */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"<>]+/gi, (address) => {
      try {
        const url = new URL(address);
        return `${url.protocol}//${url.hostname}`;
      } catch {
        return '<address>';
      }
    })
    .slice(0, 300);
}
