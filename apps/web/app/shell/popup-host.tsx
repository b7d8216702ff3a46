import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { isForgotPasswordMode, isRegisterMode, usePopup, type PopupMode } from '../lib/popup';
import { useSession } from '../lib/session';

// Each popup's code is its own file, fetched when it is first wanted (issue 14): a guest's home
// page carries none of it. `preloadPopup` fetches one ahead, on a player's intent.
const RegisterPopup = lazyComponent(() => import('./popups/register-popup'));
const ForgotPasswordPopup = lazyComponent(() => import('./popups/forgot-password-popup'));
const LoginPopup = lazyComponent(() => import('./popups/login-popup'));
const InformationPopup = lazyComponent(() => import('./popups/information-popup'));
const DepositPopup = lazyComponent(() => import('./popups/deposit-popup'));
const WithdrawPopup = lazyComponent(() => import('./popups/withdraw-popup'));

/** The code of the popup `mode` opens. */
function popupOf(mode: PopupMode) {
  return isRegisterMode(mode)
    ? RegisterPopup
    : isForgotPasswordMode(mode)
      ? ForgotPasswordPopup
      : mode === 'Login'
        ? LoginPopup
        : mode === 'InformationTab'
          ? InformationPopup
          : mode.startsWith('Deposit')
            ? DepositPopup
            : WithdrawPopup;
}

/**
 * Fetches the code of the popup `mode` opens, e.g. when the pointer reaches its button, or before
 * hydration when the address opens it. A failed fetch is retried when the popup opens, where its
 * error shows.
 */
export function preloadPopup(mode: PopupMode): Promise<void> {
  return popupOf(mode)
    .preload()
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * The popups a player opens next (guests log in or register, members pay), fetched at the player's
 * first touch, key or scroll of the page, so that they open at once, but not while the page starts:
 * their modules (the forms and their checks) take the main thread for a while when they run, and a
 * page that has just loaded should answer its player (decision 37). The buttons that open them
 * fetch their own on the pointer's approach as well.
 */
function usePrefetchLikelyPopups(status: string) {
  useEffect(() => {
    if (status !== 'guest' && status !== 'member') return;
    const likely =
      status === 'guest' ? [LoginPopup, RegisterPopup] : [DepositPopup, WithdrawPopup, InformationPopup];
    const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
    let handle: number | undefined;
    const prefetch = () => {
      stop();
      // One popup per idle moment: each module's evaluation is a task of its own.
      const next = (index: number) => {
        if (index >= likely.length) return;
        handle = window.setTimeout(() => {
          likely[index]!.preload()
            .catch(() => undefined)
            .finally(() => next(index + 1));
        }, 0);
      };
      next(0);
    };
    const stop = () => events.forEach((type) => removeEventListener(type, prefetch));
    events.forEach((type) => addEventListener(type, prefetch, { passive: true }));
    return () => {
      stop();
      if (handle !== undefined) clearTimeout(handle);
    };
  }, [status]);
}

/**
 * Renders the popup the popup mode names (spec §2.3). Each flow stays mounted across its own
 * steps, so it keeps its in-memory state (phone, tokens) from one popup to the next. Member
 * popups render only for members.
 */
export function PopupHost() {
  const { mode } = usePopup();
  const { status, profile } = useSession();
  usePrefetchLikelyPopups(status);
  const pending = profile?.pending_request?.type;
  const deposit = useMountedOnceWanted(
    status === 'member',
    Boolean(mode?.startsWith('Deposit')) || pending === 'deposit',
  );
  const withdraw = useMountedOnceWanted(
    status === 'member',
    Boolean(mode?.startsWith('Withdraw')) || pending === 'withdraw',
  );
  return (
    <>
      <Suspense fallback={null}>{isRegisterMode(mode) ? <RegisterPopup mode={mode} /> : null}</Suspense>
      <Suspense fallback={null}>
        {isForgotPasswordMode(mode) ? <ForgotPasswordPopup mode={mode} /> : null}
      </Suspense>
      <Suspense fallback={null}>{mode === 'Login' ? <LoginPopup /> : null}</Suspense>
      <Suspense fallback={null}>
        {mode === 'InformationTab' && status === 'member' ? <InformationPopup /> : null}
      </Suspense>
      {/* Mounted for a member from the first time they are wanted: they keep the chosen promotion and
          watch a pending request until its outcome. */}
      <Suspense fallback={null}>{deposit ? <DepositPopup /> : null}</Suspense>
      <Suspense fallback={null}>{withdraw ? <WithdrawPopup /> : null}</Suspense>
    </>
  );
}

/**
 * Whether a member's money popup is mounted: from the first moment it is `wanted` (its popup opens, or
 * the member has a request of its kind pending, which it watches for the outcome) for as long as the
 * member stays logged in. A member who neither pays nor has anything pending never runs the flows'
 * code, which used to be fetched, run and drawn on every page as it loaded (Lighthouse on /lobby).
 */
function useMountedOnceWanted(member: boolean, wanted: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  if (member && wanted && !mounted) setMounted(true);
  if (!member && mounted) setMounted(false);
  return member && (mounted || wanted);
}
