import { hashToken } from '@chaba/core/auth/secrets';
import { findLiveToken } from '@chaba/core/auth/tokens';
import { DomainError } from '@chaba/core/errors';
import type { MemberEventBus } from '@chaba/core/notifications/member-events';
import type { Database } from '@chaba/db/client';

/**
 * The member-site logins this process has recently found live, so that a member's reads (the
 * profile the site polls, the lobby) do not look their token up in the database every time
 * (issue 14, decision 30). A login is forgotten:
 * - when it ends anywhere: every token revocation of a member (logout, password change or reset,
 *   time-out, self-exclusion, closure, a staff lock, "end sessions", a staff password reset) notes a
 *   `session-ended` member event in its transaction, and every process hears it through the event
 *   bus (Redis with REDIS_URL); the process that ended it also forgets it at once (`forget…`);
 * - when its token expires, by the token's own expiry;
 * - after `ttlMs` whatever happens: the safety net for an event that never arrives;
 * - whenever the bus may have missed an event (its delivery run changed or is unknown: Redis cut off).
 * Only live logins are kept (a refused token is looked up again next time, so a new login is never
 * refused by the cache), each under the hash of its own token, with the member it belongs to.
 */
export interface SessionCache {
  /** The member and token id behind a live access token; DomainError `unauthenticated` otherwise. */
  authenticate(token: string | undefined, now: Date): Promise<{ memberId: number; tokenId: number }>;
  /** Forgets one login (its token), in this process. */
  forgetToken(token: string): void;
  /** Forgets every login of a member, in this process. */
  forgetMember(memberId: number): void;
  /** Whether a token's login is kept now (diagnostics and tests). */
  holds(token: string): boolean;
  readonly size: number;
  close(): void;
}

interface Entry {
  memberId: number;
  tokenId: number;
  expiresAtMs: number;
  cachedAtMs: number;
  run: number;
}

/** How long a login found live is trusted without looking again, at most. */
export const sessionCacheTtlMs = 5_000;
/** Bounds the memory: the oldest entries go first. */
const maxEntries = 20_000;

export function createSessionCache(options: {
  db: Database;
  events: MemberEventBus;
  ttlMs?: number;
}): SessionCache {
  const ttlMs = options.ttlMs ?? sessionCacheTtlMs;
  const entries = new Map<string, Entry>();
  // Bumped by every forgetting: a lookup that was under way meanwhile may have read the login
  // before it ended, so what it found is answered but not kept.
  let generation = 0;

  const forgetWhere = (matches: (entry: Entry) => boolean) => {
    generation += 1;
    for (const [key, entry] of entries) if (matches(entry)) entries.delete(key);
  };
  const unsubscribe = options.events.subscribeAll((event) => {
    if (event.reason !== 'session-ended') return;
    const { memberId, tokenId } = event;
    forgetWhere(
      (entry) => entry.memberId === memberId && (tokenId === undefined || entry.tokenId === tokenId),
    );
  });

  return {
    async authenticate(token, now) {
      if (!token) throw new DomainError('unauthenticated');
      const key = hashToken(token);
      const nowMs = now.getTime();
      const run = options.events.deliveryRun();
      const cached = entries.get(key);
      if (cached) {
        const age = nowMs - cached.cachedAtMs;
        if (run !== undefined && cached.run === run && nowMs < cached.expiresAtMs && age >= 0 && age < ttlMs)
          return { memberId: cached.memberId, tokenId: cached.tokenId };
        entries.delete(key);
      }
      const startedAt = generation;
      const row = await findLiveToken(options.db, { token, kind: 'access', now });
      if (!row?.memberId) throw new DomainError('unauthenticated');
      if (run !== undefined && generation === startedAt && options.events.deliveryRun() === run) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, {
          memberId: row.memberId,
          tokenId: row.id,
          expiresAtMs: row.expiresAt.getTime(),
          cachedAtMs: nowMs,
          run,
        });
      }
      return { memberId: row.memberId, tokenId: row.id };
    },
    forgetToken(token) {
      generation += 1;
      entries.delete(hashToken(token));
    },
    forgetMember(memberId) {
      forgetWhere((entry) => entry.memberId === memberId);
    },
    holds(token) {
      return entries.has(hashToken(token));
    },
    get size() {
      return entries.size;
    },
    close() {
      unsubscribe();
      entries.clear();
    },
  };
}
