import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server and hydrates that HTML, true from then on (and at once
 * for parts first mounted in the browser). A popup of a lazy chunk is server-rendered but comes to
 * life only when its chunk arrives (decision 29): what the player does before that must not be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
