import { createContext, useContext, type ReactNode } from 'react';
import { useSessionState, type Session } from './use-session-state';

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** Gives every page the member's session (`useSessionState`: spec §4.1, decision 0009). */
export function SessionProvider({ signedInHint, children }: { signedInHint: boolean; children: ReactNode }) {
  const session = useSessionState(signedInHint);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
