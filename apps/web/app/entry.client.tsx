import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isPopupMode } from './lib/popup';
import { preloadPopup } from './shell/popup-host';

/**
 * React Router's browser entry, with one step before hydration: the code of the popup the address
 * opens (/login, /register …). The server renders that popup, but it is a lazy part (decision 29);
 * hydrated without its code, its Suspense boundary would be thrown away at the first update above it
 * (the session settling), and the popup would vanish and come back empty under the player's fingers.
 */
async function hydrate(): Promise<void> {
  const popup = document.body.dataset.popup;
  if (isPopupMode(popup)) await preloadPopup(popup);
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
