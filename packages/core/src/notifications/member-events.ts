import { EventEmitter } from 'node:events';

/**
 * "Your account changed" signals for the live updates (Server-Sent Events). The event carries no
 * data: the browser reloads its profile. The in-process bus serves one server process; with
 * REDIS_URL the server uses a Redis-backed bus with the same interface to reach every process.
 *
 * `session-ended` is not for the browser: every process ends the member's open streams that came
 * from the ended login (`tokenId`, the access token a logout revoked) or, without it, all of them
 * (a password change or reset revoked every token).
 */
export type MemberEvent =
  | { memberId: number; reason: 'deposit' | 'withdraw' | 'request' | 'credit' }
  | { memberId: number; reason: 'session-ended'; tokenId?: number };

export interface MemberEventBus {
  publish(event: MemberEvent): void;
  subscribe(memberId: number, listener: (event: MemberEvent) => void): () => void;
  close(): Promise<void>;
}

export function createInProcessEventBus(): MemberEventBus {
  const emitter = new EventEmitter();
  // One listener per open stream: many members may be online at once.
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      emitter.emit(`member:${event.memberId}`, event);
    },
    subscribe(memberId, listener) {
      emitter.on(`member:${memberId}`, listener);
      return () => emitter.off(`member:${memberId}`, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
