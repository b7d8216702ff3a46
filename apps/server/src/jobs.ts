import { expireDeposits } from '@chaba/core/deposits/expire-deposits';
import { finishCreditChecks } from '@chaba/core/games/check-credit';
import { sendPostbacks } from '@chaba/core/affiliates/send-postbacks';
import { latestFridayMidnight } from '@chaba/core/bangkok-time';
import { runReferralSummary } from '@chaba/core/referrals/run-referral-summary';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context';

export interface JobRunner {
  /** Runs every job once now (tests and the operator command use it). */
  runOnce(): Promise<void>;
  /** No new run starts; resolves when a run in flight ends, or after `waitMs` (shutdown is bounded). */
  stop(options?: { waitMs?: number }): Promise<void>;
}

const intervalMs = 5_000;

/**
 * The periodic jobs of the server. Each job is idempotent (guarded updates), so several server
 * processes may run them at the same time without harm; a run never overlaps the previous one.
 */
export function startJobs(
  context: AppContext,
  log: FastifyBaseLogger,
  options: { autoStart: boolean },
): JobRunner {
  let running: Promise<void> | undefined;
  const runOnce = async () => {
    const expired = await expireDeposits(context.db, { now: context.clock.now() });
    for (const request of expired) context.events.publish({ memberId: request.memberId, reason: 'deposit' });
    if (expired.length > 0) log.info({ count: expired.length }, 'expired pending deposits');
    // Credit checks normally finish a second after they start; this catches any left behind.
    const finished = await finishCreditChecks(context.db, { now: context.clock.now(), minimumAgeSeconds: 5 });
    for (const memberId of finished) context.events.publish({ memberId, reason: 'credit' });
    // The weekly referral summary: idempotent per week, so asking every tick runs it once, on time.
    const summary = await runReferralSummary(context.db, {
      weekEnd: latestFridayMidnight(context.clock.now()),
      now: context.clock.now(),
    });
    if (summary.ran) log.info({ referrers: summary.referrers }, 'weekly referral summary done');
    if (context.config.POSTBACK_URL) {
      const postbacks = await sendPostbacks(context.db, {
        url: context.config.POSTBACK_URL,
        now: context.clock.now(),
      });
      if (postbacks.sent + postbacks.failed > 0) log.info(postbacks, 'advertising postbacks');
    }
  };
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runOnce()
      .catch((error: unknown) => log.error({ err: error }, 'job run failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = options.autoStart ? setInterval(tick, intervalMs) : undefined;
  timer?.unref();
  return {
    runOnce,
    stop: async ({ waitMs = 3_000 } = {}) => {
      if (timer) clearInterval(timer);
      stopped = true;
      if (!running) return;
      // A run is a series of short idempotent transactions: one cut short is redone by the next start.
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timeout = setTimeout(resolve, waitMs)))]);
      clearTimeout(timeout);
    },
  };
}
