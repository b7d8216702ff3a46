import {
  staffQueueCounts,
  staffQueueEvent,
  staffStreamTicketResponse,
  type StaffQueueCounts,
  type StaffQueueEvent,
} from '@chaba/contracts/backoffice-stream';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { callApi } from './api';
import { useSession } from './session';

/**
 * The staff live queues: a one-use ticket (EventSource cannot send the bearer token), then the
 * Server-Sent Events of `GET /api/backoffice/stream`. Each `queue` event refreshes the lists of that
 * queue and the sidebar's counts; a dropped stream reconnects with a growing pause (1 s to 30 s).
 */

interface StreamState {
  connected: boolean;
  counts: StaffQueueCounts | null;
}

let state: StreamState = { connected: false, counts: null };
const listeners = new Set<() => void>();
const arrivalListeners = new Set<(event: StaffQueueEvent) => void>();

function setState(next: Partial<StreamState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function useStreamState(): StreamState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** Calls `listener` for every queue event (the sound and the toasts of new arrivals). */
export function onQueueEvent(listener: (event: StaffQueueEvent) => void): () => void {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
}

/** The query keys (their first part) of the lists each queue shows. */
const queueLists: Record<StaffQueueEvent['queue'], readonly string[]> = {
  withdrawals: ['withdrawals'],
  pending_deposits: ['/api/backoffice/deposits/pending'],
  unmatched_statements: ['bank-statements'],
  adjustments: ['/api/backoffice/adjustments'],
};

function refreshQueue(queryClient: QueryClient, event: StaffQueueEvent): void {
  void queryClient.invalidateQueries({
    predicate: (query) => queueLists[event.queue].includes(String(query.queryKey[0])),
  });
}

const maxPauseMs = 30_000;

/** Keeps the stream open while a staff session exists; mounted once, by the shell. */
export function useStaffStream(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const token = session?.token;
  useEffect(() => {
    if (!token) return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pauseMs = 1000;
    let stopped = false;
    const reconnect = () => {
      setState({ connected: false });
      if (stopped) return;
      timer = setTimeout(() => void open(), pauseMs);
      pauseMs = Math.min(pauseMs * 2, maxPauseMs);
    };
    const open = async () => {
      try {
        const ticket = await callApi('/api/backoffice/stream-ticket', {
          method: 'POST',
          schema: staffStreamTicketResponse,
        });
        if (stopped) return;
        source = new EventSource(`/api/backoffice/stream?ticket=${encodeURIComponent(ticket.ticket)}`);
      } catch {
        reconnect();
        return;
      }
      source.addEventListener('ready', (message) => {
        pauseMs = 1000;
        // `ready` carries `{ counts }`: the size of each queue the role may see.
        const ready = JSON.parse((message as MessageEvent<string>).data) as { counts?: unknown };
        const counts = staffQueueCounts.safeParse(ready.counts);
        setState({ connected: true, counts: counts.success ? counts.data : null });
      });
      source.addEventListener('queue', (message) => {
        const parsed = staffQueueEvent.safeParse(JSON.parse((message as MessageEvent<string>).data));
        if (!parsed.success) return;
        setState({ counts: parsed.data.counts });
        refreshQueue(queryClient, parsed.data);
        for (const listener of arrivalListeners) listener(parsed.data);
      });
      source.onerror = () => {
        source?.close();
        reconnect();
      };
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setState({ connected: false, counts: null });
    };
  }, [token, queryClient]);
}
