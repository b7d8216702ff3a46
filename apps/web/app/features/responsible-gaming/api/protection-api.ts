import type {
  ResponsibleGambling,
  ResponsibleGamblingResponse,
  SetLimitsRequest,
} from '@chaba/contracts/responsible-gambling';
import type { ApiRequest, RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

const base = '/api/customers/responsible-gambling';

/**
 * The answer of `GET …/responsible-gambling`. The parts other issue-13 work adds to the contract
 * (restrictions, play time, reality check, loss usage) are optional here, so the page shows what
 * the server sends and hides what it does not send yet.
 */
export type PlayerProtection = ResponsibleGambling & {
  status?: { time_out_until: string | null; self_excluded_until: string | null; closed_at: string | null };
  reality_check_minutes?: number | null;
  play_time?: {
    daily_limit_minutes: number | null;
    pending: { minutes: number | null; requested_at: string; confirmable_from: string } | null;
    today_minutes: number;
    day_resets_at: string;
  };
  usage: ResponsibleGambling['usage'] &
    Partial<Record<'loss_day' | 'loss_week' | 'loss_month', { since: string; lost: number }>>;
  history: Array<{
    kind: string;
    change: string;
    from: number | null;
    to: number | null;
    until?: string | null;
    at: string;
  }>;
};

export const timeOutPeriods = ['24h', '7d', '1m', '6w'] as const;
export const selfExclusionPeriods = ['6m', '1y', '5y'] as const;
export const realityCheckIntervals = [15, 30, 60, 120] as const;
export type TimeOutPeriod = (typeof timeOutPeriods)[number];
export type SelfExclusionPeriod = (typeof selfExclusionPeriods)[number];

export interface Heartbeat {
  started_at: string;
  played_minutes: number;
  net_result: number;
  reality_check_minutes: number | null;
  next_reality_check_at: string | null;
  today_minutes: number;
  daily_limit_minutes: number | null;
}

type Answer<T> = { success: true; data: T };

/** The member's own player-protection calls (issue 13); a 401 logs out through the session. */
export function protectionApi(memberRequest: MemberRequest) {
  const put = <T>(path: string, body: unknown) => memberRequest<T>(`${base}${path}`, { method: 'PUT', body });
  return {
    load: (signal?: AbortSignal) =>
      memberRequest<ResponsibleGamblingResponse>(base, { signal }) as Promise<Answer<PlayerProtection>>,
    setLimits: (limits: SetLimitsRequest) => put<Answer<PlayerProtection>>('/limits', limits),
    confirm: () => memberRequest<Answer<PlayerProtection>>(`${base}/limits/confirm`, { method: 'POST' }),
    setRealityCheck: (interval_minutes: number | null) =>
      put<unknown>('/reality-check', { interval_minutes }),
    setPlayTime: (daily_minutes: number | null) => put<unknown>('/play-time', { daily_minutes }),
    timeOut: (period: TimeOutPeriod) =>
      memberRequest<Answer<{ until: string }>>(`${base}/time-out`, { body: { period } }),
    selfExclude: (period: SelfExclusionPeriod) =>
      memberRequest<Answer<{ until: string }>>(`${base}/self-exclusion`, { body: { period } }),
    closeAccount: (password: string) =>
      memberRequest<unknown>(`${base}/close-account`, { body: { password } }),
    heartbeat: () =>
      memberRequest<Answer<Heartbeat> | Heartbeat>(`${base}/play-session/heartbeat`, { method: 'POST' }),
    endPlaySession: () => memberRequest<unknown>(`${base}/play-session/end`, { method: 'POST' }),
  };
}

export type RestrictedState = 'timed_out' | 'self_excluded' | 'return_required' | 'return_pending' | 'closed';

export interface RestrictedStatus {
  state: RestrictedState;
  until: string | null;
  balance: number;
  withdrawable: number;
  pending_withdrawal: { amount: number } | null;
  bank: { bank_code: string; account_number_masked: string } | null;
}

/** What identifies a restricted account: its phone and password, and the SMS code when asked. */
export interface RestrictedCredentials {
  phone: string;
  password: string;
  otp?: string;
}

/** The restricted-account calls: no session, the credentials in every body. */
export function restrictedApi(api: ApiRequest) {
  return {
    status: (credentials: RestrictedCredentials) =>
      api<Answer<RestrictedStatus> | RestrictedStatus>(`${base}/restricted/status`, { body: credentials }),
    withdraw: (credentials: RestrictedCredentials, amount: string) =>
      api<unknown>(`${base}/restricted/withdraw`, { body: { ...credentials, amount } }),
    askReturn: (credentials: RestrictedCredentials) =>
      api<Answer<{ returns_at: string }> | { returns_at: string }>(`${base}/restricted/return`, {
        body: credentials,
      }),
  };
}

/** Answers may come wrapped in `{success, data}` or bare: take the data either way. */
export function unwrap<T extends object>(answer: Answer<T> | T): T {
  return 'data' in answer && 'success' in answer ? (answer as Answer<T>).data : (answer as T);
}
