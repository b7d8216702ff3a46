import { useEffect, useState } from 'react';

/**
 * Whether the browser reaches the server of a game's address. When it does not (the aggregator is
 * down, or the site names a port it does not listen on), a frame shows the browser's own error page
 * ("refused to connect"), and the page cannot look inside a frame of another origin to see that. So
 * the site asks the game's origin itself, once, beside the frame: a no-cors request resolves whatever
 * the server answers, even an error status, and fails only when no answer came. The Content-Security-
 * Policy lets the page connect to the game origins it may frame (security-headers.ts). An aggregator
 * whose answers carry `Cross-Origin-Resource-Policy: same-origin` would look unreachable: the demo
 * aggregator allows the member site's site.
 *
 * @returns false once the request failed; true before and otherwise
 */
export function useGameReachable(url: string): boolean {
  const [reachable, setReachable] = useState(true);
  useEffect(() => {
    setReachable(true);
    const target = new URL(url, window.location.href);
    // A game on our own origin is as reachable as this page.
    if (target.origin === window.location.origin) return;
    const controller = new AbortController();
    fetch(`${target.origin}/`, {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    }).then(
      () => {},
      () => {
        if (!controller.signal.aborted) setReachable(false);
      },
    );
    return () => controller.abort();
  }, [url]);
  return reachable;
}
