import type { Profile, ProfileResponse } from '@chaba/contracts/profile';
import type { RequestOptions } from './api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/**
 * A background profile reload (live updates, the deposit and withdraw polling): no spinner, no
 * toast and no redirect when it fails, unlike the member's own refresh. Reloads asked for while
 * one runs are folded into one more reload after it, so the last answer is never stale.
 */
export function createProfileReloader(
  memberRequest: MemberRequest,
  applyProfile: (profile: Profile) => void,
): () => Promise<Profile | null> {
  let running: Promise<Profile | null> | null = null;
  let again = false;

  const loadOnce = async (): Promise<Profile | null> => {
    try {
      const response = await memberRequest<ProfileResponse>('/api/customers/profile');
      applyProfile(response.data);
      return response.data;
    } catch {
      // A 401 has already logged the member out; anything else waits for the next event or poll.
      return null;
    }
  };

  const run = async (): Promise<Profile | null> => {
    let latest = await loadOnce();
    // Bounded: each extra round needs a new request made while the previous one ran.
    for (let round = 0; again && round < 5; round++) {
      again = false;
      latest = await loadOnce();
    }
    return latest;
  };

  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
      again = false;
    });
    return running;
  };
}
