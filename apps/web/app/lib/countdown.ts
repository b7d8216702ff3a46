import { useEffect, useRef, useState } from 'react';

/** The countdown ticks once a second (spec §4.5). */
const tickMs = 1_000;

/**
 * Milliseconds left until `deadlineMs` (a local Date.now() time), updated every second; null
 * without a deadline. `onExpire` runs once when the time is up.
 */
export function useCountdown(deadlineMs: number | null, onExpire?: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (deadlineMs === null) return;
    let expired = false;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (!expired && current >= deadlineMs) {
        expired = true;
        window.clearInterval(timer);
        onExpireRef.current?.();
      }
    };
    const timer = window.setInterval(tick, tickMs);
    tick();
    return () => window.clearInterval(timer);
  }, [deadlineMs]);

  return deadlineMs === null ? null : Math.max(0, deadlineMs - now);
}

/** mm:ss of a duration, e.g. 14:05. */
export function formatMinutesSeconds(durationMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(durationMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Whole minutes left, rounded up (the bank-transfer popup counts in minutes). */
export function minutesLeft(durationMs: number): number {
  return Math.max(0, Math.ceil(durationMs / 60_000));
}
