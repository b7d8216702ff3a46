import type { PushPublicKeyResponse } from '@chaba/contracts/push';
import type { Language } from '@chaba/i18n/languages';
import type { ApiRequest } from '../../../lib/api';

/** The push calls of the member site (decision 35). */
export function pushApi(request: ApiRequest) {
  return {
    publicKey: () => request<PushPublicKeyResponse>('/api/push/public-key'),
    save: (subscription: PushSubscriptionJSON, language: Language) =>
      request<{ success: true }>('/api/customers/push-subscriptions', {
        method: 'POST',
        body: { ...subscription, language },
      }),
    remove: (endpoint: string) =>
      request<{ success: true }>('/api/customers/push-subscriptions', {
        method: 'DELETE',
        body: { endpoint },
      }),
  };
}

/** The VAPID key as `PushManager.subscribe` takes it: bytes from base64url. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** True where the browser can receive Web Push (a service worker, PushManager, notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}
