import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useApi } from './api';
import { affiliateParameters, clickIdParameters } from './tracking-parameters';

/**
 * Keeps the tracking cookies when the address carries them, on any page; each address is looked at
 * once. The code that keeps them (`lib/tracking.ts`) is fetched only for such an address, so a plain
 * visit does not load it (issue 14).
 */
export function useTrackingCookies(): void {
  const { search } = useLocation();
  const api = useApi();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!search || handled.current === search) return;
    handled.current = search;
    const parameters = new URLSearchParams(search);
    const names = [...affiliateParameters, ...clickIdParameters];
    if (!names.some((name) => parameters.get(name)?.trim())) return;
    import('./tracking').then(
      ({ keepTrackingCookies }) => keepTrackingCookies(parameters, api),
      (error: unknown) =>
        console.warn('[tracking] not loaded:', error instanceof Error ? error.message : error),
    );
  }, [search, api]);
}
