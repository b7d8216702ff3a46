/**
 * The member's live-update stream (Server-Sent Events). EventSource cannot send the bearer token,
 * and the long-lived token must not appear in a URL, so each connection first trades the token for
 * a one-minute ticket. The stream only says "something changed"; the caller reloads the profile.
 *
 * The browser's own reconnect would reuse a ticket that soon expires, so every error closes the
 * connection and a new ticket is fetched after a growing delay. Polling stays the fallback while
 * the stream is down.
 */

/** First delay before reconnecting; it doubles on each failure up to the maximum. */
const firstRetryDelayMs = 1_000;
const maxRetryDelayMs = 30_000;

export interface LiveUpdatesOptions {
  /** Asks the API for a stream ticket (POST /api/customers/stream-ticket). */
  requestTicket: () => Promise<string>;
  /** The member's credit or requests changed. */
  onChanged: (reason: string) => void;
  /**
   * The stream is open again after a failure: events may have been missed meanwhile, so the
   * caller reloads once.
   */
  onReconnected?: () => void;
}

export function streamUrl(ticket: string): string {
  return `/api/customers/stream?ticket=${encodeURIComponent(ticket)}`;
}

function reasonOf(event: MessageEvent): string {
  try {
    const data = JSON.parse(String(event.data)) as { reason?: unknown };
    return typeof data.reason === 'string' ? data.reason : 'changed';
  } catch {
    return 'changed';
  }
}

/** Opens the stream and keeps it open until the returned function is called. */
export function openLiveUpdates(options: LiveUpdatesOptions): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let stopped = false;
  let source: EventSource | null = null;
  let retryTimer: number | undefined;
  let retryDelayMs = firstRetryDelayMs;
  let hadFailure = false;
  let connecting = false;

  const scheduleReconnect = () => {
    if (stopped) return;
    hadFailure = true;
    window.clearTimeout(retryTimer);
    retryTimer = window.setTimeout(connect, retryDelayMs);
    retryDelayMs = Math.min(retryDelayMs * 2, maxRetryDelayMs);
  };

  async function connect() {
    if (stopped || connecting) return;
    connecting = true;
    let ticket: string;
    try {
      ticket = await options.requestTicket();
    } catch {
      // Offline, or the session ended (then the session stops this subscription).
      scheduleReconnect();
      return;
    } finally {
      connecting = false;
    }
    if (stopped) return;
    const opened = new EventSource(streamUrl(ticket));
    source = opened;
    opened.addEventListener('ready', () => {
      retryDelayMs = firstRetryDelayMs;
      if (hadFailure) {
        hadFailure = false;
        options.onReconnected?.();
      }
    });
    opened.addEventListener('changed', (event) => options.onChanged(reasonOf(event as MessageEvent)));
    opened.addEventListener('error', () => {
      opened.close();
      if (source === opened) source = null;
      scheduleReconnect();
    });
  }

  // A phone that wakes up or comes back online reconnects at once instead of waiting.
  const reconnectNow = () => {
    if (stopped || source || connecting || document.visibilityState !== 'visible') return;
    retryDelayMs = firstRetryDelayMs;
    window.clearTimeout(retryTimer);
    void connect();
  };
  window.addEventListener('online', reconnectNow);
  document.addEventListener('visibilitychange', reconnectNow);

  void connect();

  return () => {
    stopped = true;
    window.clearTimeout(retryTimer);
    window.removeEventListener('online', reconnectNow);
    document.removeEventListener('visibilitychange', reconnectNow);
    source?.close();
    source = null;
  };
}
