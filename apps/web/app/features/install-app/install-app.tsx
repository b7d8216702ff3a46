import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { dismissedKey, setInstallPrompt, type InstallPrompt } from './install-prompt';

/**
 * The installable app (issue 15, decision 34), the part every page carries, kept tiny: once the page
 * has loaded and the browser is idle, registers the service worker (/sw.js) and, on an Android phone
 * not running the installed app whose visitor has not dismissed the offer lately, fetches and shows
 * the app banner (spec §1). Nothing of it delays the first paint or hydration; a desktop or iPhone
 * visitor never fetches the banner's code.
 */

const dismissalMs = 30 * 24 * 3600 * 1000;

function offersInstall(): boolean {
  if (!/Android/i.test(navigator.userAgent) || matchMedia('(display-mode: standalone)').matches) return false;
  try {
    return !(Date.now() - Number(localStorage.getItem(dismissedKey)) < dismissalMs);
  } catch {
    return true;
  }
}

const InstallBanner = lazyComponent(() => import('./install-banner'));

// From the shell's first run on (before hydration: Chrome may offer it early on a later visit), the
// page itself asks through the banner's button, not Chrome's own mini bar.
if (typeof window === 'object' && /Android/i.test(navigator.userAgent)) {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setInstallPrompt(event as InstallPrompt);
  });
}

export function InstallApp() {
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    const start = () => {
      if (import.meta.env.PROD && 'serviceWorker' in navigator) {
        navigator.serviceWorker.register('/sw.js').catch(() => undefined);
      }
      if (offersInstall()) setOffer(true);
    };
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1));
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
    const installed = () => setOffer(false);
    addEventListener('appinstalled', installed);
    return () => removeEventListener('appinstalled', installed);
  }, []);
  return offer ? (
    <Suspense fallback={null}>
      <InstallBanner onClose={() => setOffer(false)} />
    </Suspense>
  ) : null;
}
