import { Suspense, useEffect } from 'react';
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

/** After the page is idle, the popups a player opens next: guests log in or register, members pay. */
function usePrefetchLikelyPopups(status: string) {
  useEffect(() => {
    if (status !== 'guest' && status !== 'member') return;
    const likely =
      status === 'guest' ? [LoginPopup, RegisterPopup] : [DepositPopup, WithdrawPopup, InformationPopup];
    const prefetch = () => likely.forEach((popup) => popup.preload().catch(() => undefined));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(prefetch, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(prefetch, 1500);
    return () => clearTimeout(handle);
  }, [status]);
}

/**
 * Renders the popup the popup mode names (spec §2.3). Each flow stays mounted across its own
 * steps, so it keeps its in-memory state (phone, tokens) from one popup to the next. Member
 * popups render only for members.
 */
export function PopupHost() {
  const { mode } = usePopup();
  const { status } = useSession();
  usePrefetchLikelyPopups(status);
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
      {/* Always mounted for members: they keep the chosen promotion and watch pending requests. */}
      <Suspense fallback={null}>{status === 'member' ? <DepositPopup /> : null}</Suspense>
      <Suspense fallback={null}>{status === 'member' ? <WithdrawPopup /> : null}</Suspense>
    </>
  );
}
