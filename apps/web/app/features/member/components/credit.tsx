import { useSyncExternalStore } from 'react';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import type { CreditCheckResponse } from '@chaba/contracts/games';
import type { Profile, ProfileResponse } from '@chaba/contracts/profile';
import type { TurnoverCheckResponse } from '@chaba/contracts/promotions';
import { formatBaht } from '@chaba/i18n/format';
import { ApiError, type RequestOptions } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useFeedback, type ToastType } from '../../../ui/feedback';
import { RefreshIcon } from '../../../ui/icons';

/** Spec §9: the profile is polled every 5 seconds while a credit check runs. */
export const creditPollIntervalMs = 5_000;
/** Spec §9: at most 2 polls may find the check unfinished; the third such poll ends the check. */
export const maxUnfinishedCreditPolls = 2;

/** The member's credit: games[0].credit, two decimals with thousands separators. */
export function creditOf(games: { credit: number }[] | undefined): number {
  return games?.[0]?.credit ?? 0;
}

interface CreditCheckDependencies {
  phone: string | undefined;
  memberRequest: <T>(path: string, options?: RequestOptions) => Promise<T>;
  applyProfile: (profile: Profile) => void;
  toast: (type: ToastType, message: string) => void;
  t: TFunction;
}

/**
 * Whether a credit check runs. One check for the whole page, kept outside React so that it goes on
 * when the drawer that started it closes, and every refresh button spins while it runs.
 */
let checking = false;
const listeners = new Set<() => void>();

function setChecking(value: boolean) {
  checking = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useCreditChecking(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => checking,
    () => false,
  );
}

function wait(ms: number) {
  return new Promise<void>((resolve) => window.setTimeout(resolve, ms));
}

/**
 * Polls the profile every 5 s until its credit_checking is 0. Returns that profile, or null when
 * the check is still unfinished after the allowed number of polls (spec §4.4 step 5).
 */
async function pollUntilChecked({ memberRequest }: CreditCheckDependencies): Promise<Profile | null> {
  for (let unfinished = 0; unfinished <= maxUnfinishedCreditPolls; unfinished += 1) {
    await wait(creditPollIntervalMs);
    const { data } = await memberRequest<ProfileResponse>('/api/customers/profile');
    if (data.credit_checking === 0) return data;
  }
  return null;
}

/**
 * The credit and turnover check of spec §4.4: start the check, poll until the server says it is
 * done, show the new balance, then ask for the turnover check. The turnover check may start one
 * more round of polling; its end updates the balance quietly and asks nothing further, so that a
 * check always ends.
 */
async function runCreditCheck(dependencies: CreditCheckDependencies): Promise<void> {
  if (checking) return;
  const { phone, memberRequest, applyProfile, toast, t } = dependencies;
  const body = phone ? { phone } : {};
  const timedOut = () => toast('error', t('lobby.creditCheck.timedOut', { limit: maxUnfinishedCreditPolls }));
  setChecking(true);
  try {
    const started = await memberRequest<CreditCheckResponse>('/api/customers/check-credit', { body });
    if (!started.credit_success) {
      if (started.msg) toast('warning', started.msg);
      return;
    }
    toast('success', t('lobby.creditCheck.started'));
    const checked = await pollUntilChecked(dependencies);
    if (!checked) return timedOut();
    applyProfile(checked);
    toast('success', t('lobby.creditCheck.done'));

    const turnover = await memberRequest<TurnoverCheckResponse>('/api/customers/check-turnover', { body });
    if (turnover.credit_success) {
      const rechecked = await pollUntilChecked(dependencies);
      if (!rechecked) return timedOut();
      applyProfile(rechecked);
    } else if (!turnover.success && turnover.msg) {
      toast('warning', turnover.msg);
    }
  } catch (error) {
    // 'Unauthenticated.' stops the check; the session has already logged the member out.
    if (error instanceof ApiError && error.status === 401) return;
    console.warn('[credit] the credit check failed:', error instanceof Error ? error.message : error);
  } finally {
    setChecking(false);
  }
}

/** The refresh icon next to the credit: starts the credit check and spins while it runs. */
export function CreditRefreshButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { profile, profileLoading, memberRequest, applyProfile } = useSession();
  const { toast } = useFeedback();
  const isChecking = useCreditChecking();
  const spinning = isChecking || profileLoading;
  return (
    <button
      type="button"
      data-testid="credit-refresh"
      onClick={() => void runCreditCheck({ phone: profile?.phone, memberRequest, applyProfile, toast, t })}
      disabled={isChecking}
      aria-busy={spinning || undefined}
      aria-label={isChecking ? t('member.checking') : t('member.refreshCredit')}
      title={t('member.refreshCredit')}
      className={`inline-flex h-8 w-8 items-center justify-center rounded-full text-gold-300 transition hover:bg-gold-400/15 disabled:opacity-70 ${className}`}
    >
      <RefreshIcon size={17} className={spinning ? 'animate-spin' : ''} />
    </button>
  );
}

export function CreditAmount({ value, testId }: { value: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="font-bold tabular-nums text-gold-200">
      <span data-testid={testId}>{formatBaht(value)}</span>{' '}
      <span className="text-xs font-medium text-ink-300">{t('common.baht')}</span>
    </span>
  );
}

/** A compact credit line with its refresh button, for pages that show the credit in their body. */
export function CreditSummary({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  if (!profile) return null;
  return (
    <div
      className={`flex items-center gap-1 rounded-full border border-gold-400/25 bg-ink-900 py-0.5 pr-0.5 pl-3 text-sm ${className}`}
    >
      <span className="mr-1 text-xs text-ink-400">{t('member.credit')}</span>
      <CreditAmount value={creditOf(profile.games)} />
      <CreditRefreshButton />
    </div>
  );
}
