import { useEffect, useState } from 'react';
import { currentLanguage } from './i18n';
import { currentSession } from './session';

export type StaffImageState = { url: string | null; failed: boolean };

/**
 * An image the API serves to staff only (a slip, an identity document) as an object URL: it is sent
 * with the session's bearer token only, so it is fetched (never an <img> pointing at the API) and
 * released when the component that shows it goes. `path` null: nothing to fetch.
 */
export function useStaffImage(path: string | null): StaffImageState {
  const [state, setState] = useState<StaffImageState>({ url: null, failed: false });
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    let url: string | null = null;
    const token = currentSession()?.token;
    void fetch(path, {
      headers: {
        'accept-language': currentLanguage(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        url = URL.createObjectURL(await response.blob());
        setState({ url, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
      setState({ url: null, failed: false });
    };
  }, [path]);
  return state;
}
