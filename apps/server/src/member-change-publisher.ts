import { publishMemberChanges, type MemberEventBus } from '@chaba/core/notifications/member-events';
import type { Database } from '@chaba/db/client';
import type { FastifyBaseLogger } from 'fastify';

const batchSize = 200;
/** Bounds one drain; what is left goes out with the next nudge or tick. */
const maxBatchesPerDrain = 10;
/** The safety net's tick: a change noted but not nudged out goes out within a second. */
export const drainIntervalMs = 1000;

/**
 * The one place that publishes member changes: it drains the outbox the use cases write in their
 * transactions (`recordMemberChange`) to the event bus. A request or job that may have changed
 * something nudges it when it ends; a timer drains on its own as a safety net, so a change noted
 * just before a crash or by another process's unfinished drain still goes out. Nudges while a drain
 * runs are folded into one more drain after it.
 */
export interface MemberChangePublisher {
  nudge(): void;
  /** Drains now (or waits for the drain under way and one more). */
  drain(): Promise<void>;
  start(options: { intervalMs: number; log: FastifyBaseLogger }): void;
  stop(): Promise<void>;
}

export function createMemberChangePublisher(options: {
  db: Database;
  events: MemberEventBus;
}): MemberChangePublisher {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let log: FastifyBaseLogger | undefined;
  let stopped = false;

  const drainOnce = async () => {
    for (let batch = 0; batch < maxBatchesPerDrain; batch++) {
      const published = await publishMemberChanges(options.db, { events: options.events, limit: batchSize });
      if (published < batchSize) return;
    }
  };
  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drainOnce();
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const drainLogged = () => {
    // After stop the database may be closing: what is left goes out with the next process's drain.
    if (stopped) return;
    drain().catch((error: unknown) => log?.error({ err: error }, 'publishing member changes failed'));
  };

  return {
    nudge: drainLogged,
    drain,
    start(startOptions) {
      log = startOptions.log;
      timer ??= setInterval(drainLogged, startOptions.intervalMs).unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
