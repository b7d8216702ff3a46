import { useQueryClient } from '@tanstack/react-query';
import { logOut } from '../features/auth/api';
import { endSession } from '../lib/session';

/** Ends the token on the server, then forgets it and every cached answer here, even when offline. */
export function useLogout() {
  const queryClient = useQueryClient();
  return () => {
    void logOut()
      .catch(() => undefined)
      .finally(() => {
        endSession('logged-out');
        queryClient.clear();
      });
  };
}
