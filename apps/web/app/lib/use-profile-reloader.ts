import { useMemo } from 'react';
import type { Profile } from '@chaba/contracts/profile';
import { createProfileReloader } from './reload-profile';
import { useSession } from './session';

/** A quiet background profile reload (see `createProfileReloader`) bound to the session. */
export function useProfileReloader(): () => Promise<Profile | null> {
  const { memberRequest, applyProfile } = useSession();
  return useMemo(() => createProfileReloader(memberRequest, applyProfile), [memberRequest, applyProfile]);
}
