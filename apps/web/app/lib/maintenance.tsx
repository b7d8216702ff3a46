import type { MaintenanceNotice, MaintenanceNoticeResponse } from '@chaba/contracts/maintenance';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { maintenanceRefusedEvent, useApi } from './api';

/** How often an open page asks whether maintenance began or ended. */
const recheckIntervalMs = 30_000;

export interface MaintenanceState {
  /** The notice while the site is under maintenance; null otherwise (or not known yet). */
  notice: MaintenanceNotice | null;
  /** True after a call was refused for maintenance, until the member closes the notice. */
  refused: boolean;
  closeRefused: () => void;
}

const MaintenanceContext = createContext<MaintenanceState>({
  notice: null,
  refused: false,
  closeRefused: () => undefined,
});

/**
 * The maintenance notice of the member site (spec §1 "A maintenance notice exists"; issue 12): rendered
 * by the server with the page, then asked of `GET /api/maintenance` at start, every 30 seconds, when the tab comes back, and at once when a
 * call is refused for maintenance (`apiRequest` sends `maintenanceRefusedEvent`), so a member sees it
 * on their next action without a reload.
 */
export function MaintenanceProvider({
  initialNotice,
  children,
}: {
  /** What the server render saw (the root loader), so the notice is in the first paint. */
  initialNotice: MaintenanceNotice | null;
  children: ReactNode;
}) {
  const api = useApi();
  const [notice, setNotice] = useState<MaintenanceNotice | null>(initialNotice);
  const [refused, setRefused] = useState(false);

  const check = useCallback(() => {
    api<MaintenanceNoticeResponse>('/api/maintenance')
      .then((answer) => setNotice(answer.data.active ? answer.data : null))
      .catch(() => undefined);
  }, [api]);

  useEffect(() => {
    check();
    const timer = window.setInterval(check, recheckIntervalMs);
    const onRefused = () => {
      setRefused(true);
      check();
    };
    window.addEventListener(maintenanceRefusedEvent, onRefused);
    window.addEventListener('focus', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(maintenanceRefusedEvent, onRefused);
      window.removeEventListener('focus', check);
    };
  }, [check]);

  const value = useMemo(
    () => ({ notice, refused: refused && notice !== null, closeRefused: () => setRefused(false) }),
    [notice, refused],
  );
  return <MaintenanceContext.Provider value={value}>{children}</MaintenanceContext.Provider>;
}

export function useMaintenance(): MaintenanceState {
  return useContext(MaintenanceContext);
}
