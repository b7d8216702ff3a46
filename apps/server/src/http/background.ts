import type { FastifyInstance } from 'fastify';

/**
 * Work a route starts and does not wait for (an order sent to the payout agent): the app's close
 * waits for it, so that a stop does not cut a call in half while the database is closing. Each
 * piece of work is bounded by its own timeout.
 */
export function backgroundWork(scope: FastifyInstance): (work: Promise<unknown>) => void {
  const running = new Set<Promise<unknown>>();
  scope.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (work) => {
    const tracked = work.catch(() => {}).finally(() => running.delete(tracked));
    running.add(tracked);
  };
}
