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
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel, message) => {
    try {
      local.publish(JSON.parse(message) as MemberEvent);
    } catch {
      // A malformed message on our channel is not ours to crash on.
    }
  });
  return {
    publish(event) {
      void publisher.publish(channel, JSON.stringify(event)).catch(() => local.publish(event));
    },
    subscribe: local.subscribe,
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
      await local.close();
    },
  };
}
