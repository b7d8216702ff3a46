import { maintenanceNoticeResponse, type MaintenanceNotice } from '@chaba/contracts/maintenance';
import { getFromApi, readOrElse, sharedRead } from './loopback.server';

/** The server render asks at most once a second, so a switch shows on the next page within a second. */
const cacheTtlMs = 1_000;
const requestTimeoutMs = 2_000;

/**
 * The maintenance notice for the server render (the root loader), over loopback like the site info,
 * so that a member sees it in the first paint rather than after the page starts. When the API cannot
 * be reached the page still renders with the last notice known, and the next render asks again; the
 * browser asks too once it is running (lib/maintenance.tsx).
 */
export const getMaintenanceNotice = sharedRead<MaintenanceNotice | null>((request, last) =>
  readOrElse(
    'maintenance state',
    async () => {
      const answer = await getFromApi(request, '/api/maintenance', maintenanceNoticeResponse, {
        timeoutMs: requestTimeoutMs,
      });
      return { value: answer.data.active ? answer.data : null, keepMs: cacheTtlMs };
    },
    () => ({ value: last ?? null, keepMs: 0 }),
  ),
);
