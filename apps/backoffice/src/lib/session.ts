import type { StaffPermission, StaffRole } from '@chaba/contracts/staff-permissions';
import { useSyncExternalStore } from 'react';

/**
 * The staff login: the bearer token of `POST /api/backoffice/login`, kept in sessionStorage, so that it
 * survives a reload of the tab but not the tab itself (a shared office computer forgets it when the
 * tab closes) and is never sent by the browser on its own (no cookie, so no CSRF).
 */
export interface StaffSession {
  token: string;
  username: string;
  /** The role the login answered, shown until `GET /api/backoffice/me` answers. */
  role: StaffRole;
  /** The permissions the login answered, used until `GET /api/backoffice/me` answers. */
  permissions?: readonly StaffPermission[];
  /** When the token stops working at the latest (the server also ends it after 30 idle minutes). */
  expiresAt: number;
}

const storageKey = 'chaba.backoffice.session';
const listeners = new Set<() => void>();
let current: StaffSession | null = readStored();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
/** Why the last session ended, shown once on the login page. */
let endReason: 'expired' | 'logged-out' | null = null;

function readStored(): StaffSession | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as StaffSession | null;
    if (!parsed || typeof parsed.token !== 'string' || parsed.expiresAt <= Date.now()) return null;
    return parsed;
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** The session for a call: one past its end is ended first (a sleeping laptop skips its timer). */
export function currentSession(): StaffSession | null {
  if (current && current.expiresAt <= Date.now()) endSession('expired');
  return current;
}

/** Ends the session when its token's lifetime is over, even if no call notices. */
function scheduleExpiry(): void {
  clearTimeout(expiryTimer);
  if (!current) return;
  // setTimeout holds at most about 24.8 days; a staff token lives 8 hours.
  expiryTimer = setTimeout(() => endSession('expired'), Math.max(0, current.expiresAt - Date.now()));
}
scheduleExpiry();

export function startSession(login: {
  token: string;
  username: string;
  role: StaffRole;
  permissions: readonly StaffPermission[];
  expiresInSeconds: number;
}): void {
  current = {
    token: login.token,
    username: login.username,
    role: login.role,
    permissions: login.permissions,
    expiresAt: Date.now() + login.expiresInSeconds * 1000,
  };
  endReason = null;
  sessionStorage.setItem(storageKey, JSON.stringify(current));
  scheduleExpiry();
  emit();
}

export function endSession(reason: 'expired' | 'logged-out'): void {
  if (!current) return;
  current = null;
  endReason = reason;
  sessionStorage.removeItem(storageKey);
  clearTimeout(expiryTimer);
  emit();
}

/** Why the previous session ended, once: the login page shows it and it is gone. */
export function takeSessionEndReason(): 'expired' | 'logged-out' | null {
  const reason = endReason;
  endReason = null;
  return reason;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session as the app shows it (reading it changes nothing: the expiry timer ends it). */
export function useSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, () => current);
}
