import {
  createInProcessEventBus,
  type MemberEvent,
  type MemberEventBus,
} from '@chaba/core/notifications/member-events';
import { Redis } from 'ioredis';

/**
 * Fans member events out to every server process through Redis pub/sub: each process publishes to
 * the channel and delivers what it hears to its own open streams.
 */
export async function createRedisEventBus(url: string, options: { prefix: string }): Promise<MemberEventBus> {
  // The prefix keeps deployments that share one Redis from hearing each other's members.
  const channel = `${options.prefix}member-events`;
  const local = createInProcessEventBus();
  // Named, so that an operator (and the tests) can tell this deployment's connections in CLIENT LIST.
  const name = `${options.prefix}member-events`.replace(/[^\w:.-]/g, '_');
  const publisher = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectionName: `${name}-pub`,
  });
  const subscriber = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectionName: `${name}-sub`,
  });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  // What this process heard since the subscription last (re)started: messages published while the
  // subscriber was cut off are lost to it, so what was cached from them must not outlive the gap.
  let runs = 1;
  let run: number | undefined = runs;
  subscriber.on('close', () => {
    run = undefined;
  });
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself on reconnection; this one answers after that one.
    subscriber.subscribe(channel).then(
      () => {
        if (subscriber.status === 'ready') run = runs += 1;
      },
      () => undefined,
    );
  });
  subscriber.on('message', (_channel, message) => {
    try {
      local.publish(JSON.parse(message) as MemberEvent);
    } catch {
      // A malformed message on our channel is not ours to crash on.
    }
  });
  const inFlight = new Set<Promise<unknown>>();
  return {
    publish(event) {
      const sent = publisher
        .publish(channel, JSON.stringify(event))
        .catch(() => local.publish(event))
        .finally(() => inFlight.delete(sent));
      inFlight.add(sent);
    },
    async published() {
      await Promise.allSettled([...inFlight]);
    },
    subscribe: local.subscribe,
    subscribeAll: local.subscribeAll,
    deliveryRun: () => run,
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
      await local.close();
    },
  };
}
