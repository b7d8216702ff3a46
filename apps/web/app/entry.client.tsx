import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isPopupMode } from './lib/popup';
import { preloadPopup } from './shell/popup-host';

/**
 * React Router's browser entry, with one step before hydration: the code of the lazy parts the
 * server rendered into this page, the popup the address opens (/login, /register …) and a banner
 * carousel's buttons and dots (decisions 29, 33, 37). Hydrated without its code, a lazy part's
 * Suspense boundary is thrown away at the first update above it (the session settling): the popup
 * would vanish and come back empty under the player's fingers, the carousel's dots vanish and be
 * drawn again, work on the main thread while the page starts.
 */
async function hydrate(): Promise<void> {
  const popup = document.body.dataset.popup;
  const parts: Promise<unknown>[] = [];
  if (isPopupMode(popup)) parts.push(preloadPopup(popup));
  if (document.querySelector('[data-banner-controls]')) {
    parts.push(
      import('./features/banners/components/banner-carousel')
        .then((carousel) => carousel.preloadBannerControls())
        // Not there (offline): the page hydrates anyway, the controls come when they can.
        .catch(() => undefined),
    );
  }
  await Promise.all(parts);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
