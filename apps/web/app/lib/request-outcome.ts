import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CompletedRequest, Profile } from '@chaba/contracts/profile';

type RequestType = CompletedRequest['type'];

export interface RequestTracker {
  /** Watch this request until it shows up among the finished ones. */
  track: (id: number) => void;
  /** Stop watching it, and do not pick it up again from the profile (the member let it go). */
  forget: (id: number) => void;
  isTracked: (id: number) => boolean;
}

/**
 * Watches the member's pending deposit or withdrawal (spec §4.5, §4.6): once the profile has no
 * pending request with that id and lists it among the completed requests, `onFinished` runs once
 * with it (completed, cancelled, expired or rejected). A pending request of this type in the
 * profile is watched too, so the outcome shows even after a page reload, unless the member let it
 * go on this page.
 */
export function useRequestOutcome(
  type: RequestType,
  profile: Profile | null,
  onFinished: (request: CompletedRequest) => void,
): RequestTracker {
  const tracked = useRef(new Set<number>());
  const forgotten = useRef(new Set<number>());
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  }, [onFinished]);

  const check = useCallback(
    (current: Profile) => {
      const pending = current.pending_request;
      if (pending?.type === type && !forgotten.current.has(pending.id)) tracked.current.add(pending.id);
      for (const id of [...tracked.current]) {
        if (pending?.id === id) continue;
        const finished = current.completed_requests.find(
          (request) => request.id === id && request.type === type,
        );
        if (!finished) continue;
        tracked.current.delete(id);
        onFinishedRef.current(finished);
      }
    },
    [type],
  );

  useEffect(() => {
    if (profile) check(profile);
  }, [profile, check]);

  const track = useCallback((id: number) => {
    forgotten.current.delete(id);
    tracked.current.add(id);
  }, []);
  const forget = useCallback((id: number) => {
    tracked.current.delete(id);
    forgotten.current.add(id);
  }, []);
  const isTracked = useCallback((id: number) => tracked.current.has(id), []);

  return useMemo(() => ({ track, forget, isTracked }), [track, forget, isTracked]);
}
