import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session';

export type MemberData<T> =
  { status: 'loading'; data: T | null } | { status: 'ready'; data: T } | { status: 'error'; data: T | null };

type MemberRequest = ReturnType<typeof useSession>['memberRequest'];

/**
 * Data of a member page loaded once the session is a member's (the VIP page, the check-in), kept
 * while it reloads; `reload` fetches it again (after a claim, or the retry button).
 */
export function useMemberData<T>(
  label: string,
  load: (request: MemberRequest, signal: AbortSignal) => Promise<T>,
) {
  const { status, memberRequest } = useSession();
  const [state, setState] = useState<MemberData<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const requestRef = useRef(memberRequest);
  requestRef.current = memberRequest;

  useEffect(() => {
    if (status !== 'member') return;
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data }));
    loadRef
      .current(requestRef.current, controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn(`[${label}] loading failed:`, error instanceof Error ? error.message : error);
        setState((current) => ({ status: 'error', data: current.data }));
      });
    return () => controller.abort();
  }, [status, attempt, label]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
