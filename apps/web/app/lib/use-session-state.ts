import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from './i18n';
import { useNavigate } from 'react-router';
import type { StreamTicketResponse, TokenResponse } from '@chaba/contracts/auth';
import type { Profile, ProfileResponse } from '@chaba/contracts/profile';
import { useFeedback } from '../ui/feedback';
import { ApiError, useApi, type RequestOptions } from './api';
import { forgetSessionHint, readSessionExpiry, removeLegacyTokens } from './auth-storage';
import { useLocalizePath } from './language';

/**
 * 'pending' while the browser has not yet read its login hint (the server render of a page whose
 * request carried the login cookie), then 'member' or 'guest'.
 */
export type SessionStatus = 'pending' | 'member' | 'guest';

export interface Session {
  status: SessionStatus;
  profile: Profile | null;
  /** True while a profile request runs (the credit refresh spinner). */
  profileLoading: boolean;
  login: (phone: string, password: string) => Promise<Profile>;
  /**
   * Ends the login on this page. `ended`: the server has already ended it (a password change, a
   * time-out or self-exclusion, the token's own expiry), so no logout call is made: it could only
   * answer 401, which the browser's console would report as an error.
   */
  logout: (options?: { to?: string; silent?: boolean; ended?: boolean }) => void;
  refreshProfile: () => Promise<Profile | null>;
  /** Shows a profile the caller fetched itself (the credit check polls without refreshProfile's error handling). */
  applyProfile: (profile: Profile) => void;
  /** A member API call (the login cookie goes along); a 401 logs the member out. */
  memberRequest: <T>(path: string, options?: RequestOptions) => Promise<T>;
}

/** When the login ends (epoch ms); null for a guest. Each login is a new number. */
type SessionRef = RefObject<number | null>;

/** A member API call; a 401 on the login it was made for logs the member out and goes home. */
function useMemberRequest(sessionRef: SessionRef, clearLocalSession: () => void): Session['memberRequest'] {
  const api = useApi();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { t } = useTranslation();
  const { toast } = useFeedback();
  return useCallback(
    async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
      const session = sessionRef.current;
      if (session === null) throw new ApiError({ status: 401, message: 'Unauthenticated.', messages: [] });
      try {
        return await api<T>(path, options);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && sessionRef.current === session) {
          clearLocalSession();
          toast('warning', t('member.sessionExpired'));
          void navigate(localize('/'));
        }
        throw error;
      }
    },
    [api, clearLocalSession, localize, navigate, sessionRef, t, toast],
  );
}

/** The member's own profile refresh, with its spinner; a failure says so and goes home. */
function useProfileRefresh(memberRequest: Session['memberRequest'], setProfile: (profile: Profile) => void) {
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { t } = useTranslation();
  const { toast } = useFeedback();
  const [profileLoading, setProfileLoading] = useState(false);
  const refreshProfile = useCallback(async (): Promise<Profile | null> => {
    setProfileLoading(true);
    try {
      const response = await memberRequest<ProfileResponse>('/api/customers/profile');
      setProfile(response.data);
      return response.data;
    } catch (error) {
      // A failed profile fetch goes to / (spec §4.1); a 401 has already logged the member out.
      if (!(error instanceof ApiError && error.status === 401)) {
        toast(
          'error',
          error instanceof ApiError && !error.isNetworkError ? error.message : t('common.networkError'),
        );
        void navigate(localize('/'));
      }
      return null;
    } finally {
      setProfileLoading(false);
    }
  }, [localize, memberRequest, navigate, setProfile, t, toast]);
  return { profileLoading, refreshProfile };
}

/** Start-up (spec §4.1): a missing or expired login logs out; otherwise the profile loads. */
function useStartupCheck(
  sessionRef: SessionRef,
  setStatus: (status: SessionStatus) => void,
  clearLocalSession: () => void,
  refreshProfile: Session['refreshProfile'],
) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    removeLegacyTokens();
    const expiresAtMs = readSessionExpiry();
    if (expiresAtMs === null) {
      clearLocalSession();
      return;
    }
    sessionRef.current = expiresAtMs;
    setStatus('member');
    void refreshProfile();
  }, [clearLocalSession, refreshProfile, sessionRef, setStatus]);
}

/** The login's own expiry logs out even when the tab stays open. */
function useExpiryLogout(status: SessionStatus, sessionRef: SessionRef, logout: Session['logout']) {
  useEffect(() => {
    if (status !== 'member') return;
    const remainingMs = (sessionRef.current ?? 0) - Date.now();
    // setTimeout cannot wait longer than about 24.8 days; tokens live far shorter.
    const timer = window.setTimeout(
      () => logout({ silent: true, ended: true }),
      Math.min(Math.max(remainingMs, 0), 2 ** 31 - 1),
    );
    return () => window.clearTimeout(timer);
  }, [status, logout, sessionRef]);
}

/**
 * Live updates for members: a "changed" event (credit or requests) reloads the profile at once,
 * so the member bar and every popup see it. The latest request function is read through a ref
 * so that a language switch does not reopen the stream.
 */
function useMemberLiveUpdates(
  status: SessionStatus,
  memberRequest: Session['memberRequest'],
  applyProfile: Session['applyProfile'],
) {
  const memberRequestRef = useRef(memberRequest);
  useEffect(() => {
    memberRequestRef.current = memberRequest;
  }, [memberRequest]);
  useEffect(() => {
    if (status !== 'member') return;
    const request: typeof memberRequest = (path, options) => memberRequestRef.current(path, options);
    // A member's code only: a guest's page never fetches it (issue 14).
    let close: (() => void) | undefined;
    let ended = false;
    void Promise.all([import('./live-updates'), import('./reload-profile')]).then(
      ([{ openLiveUpdates }, { createProfileReloader }]) => {
        if (ended) return;
        const reload = createProfileReloader(request, applyProfile);
        close = openLiveUpdates({
          requestTicket: async () =>
            (await request<StreamTicketResponse>('/api/customers/stream-ticket', { method: 'POST' })).ticket,
          onChanged: () => void reload(),
          onReconnected: () => void reload(),
        });
      },
      (error: unknown) => {
        console.warn('[live updates] not started:', error instanceof Error ? error.message : error);
      },
    );
    return () => {
      ended = true;
      close?.();
    };
  }, [status, applyProfile]);
}

/**
 * Auth state of spec §4.1: start-up check, profile, login and logout. The token itself stays in an
 * HttpOnly cookie that this code never sees (decision 0009); it knows only when the login ends.
 */
export function useSessionState(signedInHint: boolean): Session {
  const api = useApi();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { t } = useTranslation();
  const { toast } = useFeedback();
  const [status, setStatus] = useState<SessionStatus>(signedInHint ? 'pending' : 'guest');
  const [profile, setProfile] = useState<Profile | null>(null);
  const sessionRef = useRef<number | null>(null);

  const clearLocalSession = useCallback(() => {
    sessionRef.current = null;
    forgetSessionHint();
    setProfile(null);
    setStatus('guest');
  }, []);

  const logout = useCallback<Session['logout']>(
    (options) => {
      const wasMember = sessionRef.current !== null;
      clearLocalSession();
      if (wasMember && !options?.ended) {
        // Revokes the token and clears its cookie; this page has already forgotten the login either way.
        api('/api/logout', { method: 'POST' }).catch(() => undefined);
      }
      if (!options?.silent) toast('success', t('member.loggedOut'));
      void navigate(options?.to ?? localize('/'));
    },
    [api, clearLocalSession, localize, navigate, t, toast],
  );

  const memberRequest = useMemberRequest(sessionRef, clearLocalSession);
  const { profileLoading, refreshProfile } = useProfileRefresh(memberRequest, setProfile);

  // A profile that arrives after logout must not bring the member back.
  const applyProfile = useCallback((loaded: Profile) => {
    if (sessionRef.current !== null) setProfile(loaded);
  }, []);

  const login = useCallback<Session['login']>(
    async (phone, password) => {
      // The answer also sets the login cookie; the token in its body is left for API callers.
      const response = await api<TokenResponse>('/api/login', { body: { phone, password } });
      sessionRef.current = readSessionExpiry() ?? Date.now() + response.expires_in * 1000;
      setStatus('member');
      const loaded = await memberRequest<ProfileResponse>('/api/customers/profile');
      setProfile(loaded.data);
      return loaded.data;
    },
    [api, memberRequest],
  );

  useStartupCheck(sessionRef, setStatus, clearLocalSession, refreshProfile);
  useExpiryLogout(status, sessionRef, logout);
  useMemberLiveUpdates(status, memberRequest, applyProfile);

  return useMemo<Session>(
    () => ({
      status,
      profile,
      profileLoading,
      login,
      logout,
      refreshProfile,
      applyProfile,
      memberRequest,
    }),
    [status, profile, profileLoading, login, logout, refreshProfile, applyProfile, memberRequest],
  );
}
