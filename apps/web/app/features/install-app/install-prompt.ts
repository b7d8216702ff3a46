/*
 * Chrome's install prompt and the banner's dismissal, shared by the part every page carries
 * (`install-app.tsx`) and the banner it fetches later (`install-banner.tsx`).
 */

/** Chrome's install prompt, kept from its `beforeinstallprompt` until the banner's button uses it. */
export interface InstallPrompt extends Event {
  prompt(): Promise<unknown>;
}

let installPrompt: InstallPrompt | undefined;
const promptListeners = new Set<() => void>();

export function currentInstallPrompt(): InstallPrompt | undefined {
  return installPrompt;
}

/** Calls `listener` whenever Chrome offers (or withdraws) its install prompt; returns the unsubscribe. */
export function onInstallPromptChange(listener: () => void): () => void {
  promptListeners.add(listener);
  return () => promptListeners.delete(listener);
}

export function setInstallPrompt(prompt: InstallPrompt | undefined): void {
  installPrompt = prompt;
  promptListeners.forEach((listener) => listener());
}

/** localStorage: when the visitor closed the banner (ms since 1970); it stays away 30 days. */
export const dismissedKey = 'chaba.installBanner.dismissedAt';
