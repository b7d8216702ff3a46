import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Shown only for navigations slower than this (spec §9: throttle 200 ms). */
const throttleMs = 200;
/** The bar creeps to 90 % over this long (spec §9: duration 5000 ms). */
const durationMs = 5000;

/** A thin gold bar at the top of the page while a navigation loads. */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [phase, setPhase] = useState<'hidden' | 'running' | 'finishing'>('hidden');

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => setPhase('running'), throttleMs);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : 'hidden'));
    const timer = window.setTimeout(() => setPhase('hidden'), 400);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (phase === 'hidden') return null;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-[90] h-[3px]"
      role="progressbar"
      aria-label="loading"
    >
      <div
        className="h-full bg-gradient-to-r from-gold-500 via-gold-300 to-gold-100 shadow-[0_0_10px_rgba(255,200,80,0.8)]"
        style={
          phase === 'running'
            ? { width: '90%', transition: `width ${durationMs}ms cubic-bezier(0.1, 0.7, 0.3, 1)` }
            : { width: '100%', opacity: 0, transition: 'width 200ms ease-out, opacity 300ms 150ms' }
        }
      />
    </div>
  );
}
