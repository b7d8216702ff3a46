import { maintenanceNoticeResponse, type MaintenanceNotice } from '@chaba/contracts/maintenance';

/** The server render asks at most once a second, so a switch shows on the next page within a second. */
const cacheTtlMs = 1_000;
const requestTimeoutMs = 2_000;

let cached: { notice: MaintenanceNotice | null; expiresAtMs: number } | null = null;
let inFlight: Promise<MaintenanceNotice | null> | null = null;

async function fetchNotice(baseUrl: string): Promise<MaintenanceNotice | null> {
  try {
    const response = await fetch(new URL('/api/maintenance', baseUrl), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    if (!response.ok) throw new Error(`GET /api/maintenance answered ${response.status}`);
    const answer = maintenanceNoticeResponse.safeParse(await response.json());
    if (!answer.success) throw new Error('GET /api/maintenance answered an unexpected shape');
    const notice = answer.data.data.active ? answer.data.data : null;
    cached = { notice, expiresAtMs: Date.now() + cacheTtlMs };
    return notice;
  } catch (error) {
    // The page still renders; the browser asks again once it is running (lib/maintenance.tsx).
    console.warn('[web] maintenance state unavailable:', error instanceof Error ? error.message : error);
    return cached?.notice ?? null;
  }
}

/**
 * The maintenance notice for the server render (the root loader), over loopback like the site info,
 * so that a member sees it in the first paint rather than after the page starts.
 */
export async function getMaintenanceNotice(request: Request): Promise<MaintenanceNotice | null> {
  if (cached && cached.expiresAtMs > Date.now()) return cached.notice;
  if (!inFlight) {
    const baseUrl = process.env.CHABA_INTERNAL_API_URL || new URL(request.url).origin;
    inFlight = fetchNotice(baseUrl).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
