import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../lib/api';
import { useLanguage } from '../../../lib/language';
import { keyBytes, pushApi, pushSupported } from '../api/push-api';

export type PushSwitchState =
  { kind: 'hidden' } | { kind: 'blocked' } | { kind: 'ready'; on: boolean; busy: boolean };

/** The service worker's registration (/sw.js, registered by the site; registered here if not yet). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/**
 * The member's push notification switch (decision 35): hidden where the browser cannot receive
 * push or the server has it off; otherwise on when this browser has a subscription, which is
 * posted again (in the page's language) so that the server has it. Turning it on asks the
 * browser's permission, subscribes with the server's VAPID key and posts the subscription;
 * turning it off unsubscribes and deletes it on the server.
 */
export function usePushSwitch(options: {
  onError: (kind: 'blocked' | 'failed') => void;
  onChange: (on: boolean) => void;
}) {
  const request = useApi();
  const language = useLanguage();
  const [state, setState] = useState<PushSwitchState>({ kind: 'hidden' });
  const [publicKey, setPublicKey] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let cancelled = false;
    const api = pushApi(request);
    void (async () => {
      const settings = await api.publicKey();
      if (cancelled || !settings.enabled || !settings.public_key) return;
      setPublicKey(settings.public_key);
      if (Notification.permission === 'denied') {
        setState({ kind: 'blocked' });
        return;
      }
      const current = await (await registration()).pushManager.getSubscription();
      if (cancelled) return;
      setState({ kind: 'ready', on: current !== null, busy: false });
      if (current) await api.save(current.toJSON(), language);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [request, language]);

  const { onError, onChange } = options;
  const toggle = useCallback(async () => {
    if (state.kind !== 'ready' || state.busy || !publicKey) return;
    const api = pushApi(request);
    setState({ ...state, busy: true });
    try {
      const manager = (await registration()).pushManager;
      if (state.on) {
        const current = await manager.getSubscription();
        if (current) {
          await api.remove(current.endpoint).catch(() => undefined);
          await current.unsubscribe();
        }
        setState({ kind: 'ready', on: false, busy: false });
        onChange(false);
        return;
      }
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? { kind: 'blocked' } : { ...state, busy: false });
        if (permission === 'denied') onError('blocked');
        return;
      }
      const subscription = await manager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      await api.save(subscription.toJSON(), language);
      setState({ kind: 'ready', on: true, busy: false });
      onChange(true);
    } catch {
      setState({ ...state, busy: false });
      onError('failed');
    }
  }, [state, publicKey, request, language, onError, onChange]);

  return { state, toggle };
}
