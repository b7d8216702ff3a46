import { useCallback, useEffect, useRef, useState } from 'react';
import { clientSeedPattern } from '@chaba/contracts/client-seed';
import { ApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
import { newSpinKey, wheelApi, type MemberWheel, type WheelSpinView } from '../api/wheel-api';

/** How long the wheel turns before it stops on the prize (the CSS transition's duration). */
export const spinDurationMs = 5200;

export type WheelLoad =
  | { status: 'loading'; wheel: MemberWheel | null }
  | { status: 'ready'; wheel: MemberWheel }
  | { status: 'error'; wheel: MemberWheel | null };

/** idle → requesting (the spin's call) → turning (the wheel's transition) → done (the prize shown). */
export type SpinPhase = 'idle' | 'requesting' | 'turning' | 'done';

/** The refusals of decision 73 in the member's words; other failures keep the server's message. */
const refusalKeys = {
  wheel_no_spins: 'wheel.noSpins',
  wheel_sold_out: 'wheel.soldOut',
  wheel_closed: 'wheel.closed',
  bonus_refused_restricted: 'wheel.restricted',
} as const;

/** What a failed spin shows: the client seed's own error, the refusal, or nothing (a 401 logged out). */
function refusalOf(error: unknown, t: TFunction): { clientSeed?: string; message?: string } {
  if (!(error instanceof ApiError)) return { message: errorMessages(error, t).join(' ') };
  if (error.status === 401) return {};
  const seedErrors = error.fieldErrors.client_seed;
  if (seedErrors?.length) return { clientSeed: seedErrors.join(' ') };
  if (error.code && error.code in refusalKeys)
    return { message: t(refusalKeys[error.code as keyof typeof refusalKeys]) };
  return { message: errorMessages(error, t).join(' ') };
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The angle that brings segment `index` of `count` under the pointer at the top, at least four whole
 * turns on from `from`, a little off the segment's middle so that it reads as a real wheel's stop.
 */
export function stopAngle(from: number, index: number, count: number): number {
  const segment = 360 / count;
  const offset = (Math.random() - 0.5) * segment * 0.6;
  const target = (((-(index + 0.5) * segment + offset) % 360) + 360) % 360;
  const base = from - (((from % 360) + 360) % 360) + 5 * 360;
  return base + target;
}

/** The member's wheel, loaded once the session knows the login (a first render has none yet). */
function useMemberWheel() {
  const { status, memberRequest } = useSession();
  const [load, setLoad] = useState<WheelLoad>({ status: 'loading', wheel: null });
  const [attempt, setAttempt] = useState(0);
  const requestRef = useRef(memberRequest);
  requestRef.current = memberRequest;
  const signedIn = status === 'member';
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    setLoad((current) => ({ status: 'loading', wheel: current.wheel }));
    wheelApi(requestRef.current)
      .wheel(controller.signal)
      .then(({ data }) => setLoad({ status: 'ready', wheel: data }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn('[wheel] loading the wheel failed:', error instanceof Error ? error.message : error);
        setLoad((current) => ({ status: 'error', wheel: current.wheel }));
      });
    return () => controller.abort();
  }, [attempt, signedIn]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { load, setLoad, reload };
}

/**
 * The wheel's turn to a drawn prize: a long ease-out (the CSS transition), or none with reduced
 * motion; `onStopped` once, at the transition's end or after its time (a hidden tab sends no end).
 */
function useWheelTurn(onStopped: (spin: WheelSpinView) => void) {
  const [rotation, setRotation] = useState(0);
  const [animated, setAnimated] = useState(true);
  const turning = useRef<WheelSpinView | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const stop = () => {
    const spin = turning.current;
    if (!spin) return;
    clearTimeout(timer.current ?? undefined);
    turning.current = null;
    onStopped(spin);
  };

  const turnTo = (drawn: WheelSpinView, prizes: MemberWheel['prizes']) => {
    const index = Math.max(
      0,
      prizes.findIndex((prize) => prize.key === drawn.prize_key),
    );
    const reduced = prefersReducedMotion();
    turning.current = drawn;
    setAnimated(!reduced);
    setRotation((from) => stopAngle(from, index, prizes.length));
    if (reduced) stop();
    else timer.current = setTimeout(stop, spinDurationMs + 400);
  };

  return { rotation, animated, turnTo, turned: stop };
}

/**
 * The wheel page's state: the member's wheel (prizes, spins, committed hash), spinning it with an
 * idempotency key kept until the server has answered (a retry after a lost answer is the same
 * spin), the turn to the drawn prize (none with reduced motion), then the credit and the wheel again.
 */
export function useWheelPage() {
  const { t } = useTranslation();
  const { memberRequest } = useSession();
  const reloadProfile = useProfileReloader();
  const { load, setLoad, reload } = useMemberWheel();
  const [phase, setPhase] = useState<SpinPhase>('idle');
  const [result, setResult] = useState<WheelSpinView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [clientSeedError, setClientSeedError] = useState<string | undefined>();
  const requestRef = useRef(memberRequest);
  requestRef.current = memberRequest;
  const pendingKey = useRef<string | null>(null);

  // The wheel has stopped: the prize shows, the credit and the wheel (a new committed seed) reload.
  const turn = useWheelTurn((spin) => {
    setPhase((current) => (current === 'turning' ? 'done' : current));
    if (spin.amount > 0) void reloadProfile();
    reload();
  });

  const spin = async () => {
    const wheel = load.wheel;
    if (!wheel || phase === 'requesting' || phase === 'turning') return;
    const seed = clientSeed.trim();
    if (seed && !clientSeedPattern.test(seed)) {
      setClientSeedError(t('wheel.clientSeedInvalid'));
      return;
    }
    setClientSeedError(undefined);
    setRefusal(null);
    setPhase('requesting');
    pendingKey.current ??= newSpinKey();
    try {
      const answer = await wheelApi(requestRef.current).spin(pendingKey.current, seed || undefined);
      pendingKey.current = null;
      setResult(answer.data.spin);
      setLoad((current) =>
        current.wheel
          ? { ...current, wheel: { ...current.wheel, spins_left: answer.data.spins_left } }
          : current,
      );
      setPhase('turning');
      turn.turnTo(answer.data.spin, wheel.prizes);
    } catch (error) {
      // A refusal is final: the next spin is a new request. A lost answer keeps the key for the retry.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) pendingKey.current = null;
      // The last prize, if any, stays on show beside the refusal.
      setPhase(result ? 'done' : 'idle');
      const shown = refusalOf(error, t);
      setClientSeedError(shown.clientSeed);
      setRefusal(shown.message ?? null);
      if (error instanceof ApiError && error.status === 409) reload();
    }
  };

  return {
    load,
    reload,
    phase,
    rotation: turn.rotation,
    animated: turn.animated,
    result,
    refusal,
    clientSeed,
    setClientSeed,
    clientSeedError,
    spin,
    turned: turn.turned,
  };
}
