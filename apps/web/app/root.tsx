import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type MiddlewareFunction,
} from 'react-router';
import { AnnouncementProvider } from './features/announcement/components/announcement';
import { requestHasSession } from './lib/auth-storage';
import {
  getI18n,
  hasMessages,
  htmlLanguage,
  languageFromPath,
  loadMessages,
  registerMessages,
  TranslationProvider,
} from './lib/i18n';
import { pageMessages } from './lib/i18n.server';
import { preloadLazyComponents } from './lib/lazy-component';
import { MaintenanceProvider } from './lib/maintenance';
import { isPopupMode, PopupProvider, type PopupMode } from './lib/popup';
import { SessionProvider } from './lib/session';
import { useTrackingCookies } from './lib/use-tracking-cookies';
import type { RootData } from './lib/site';
import { getSiteInfo } from './lib/site.server';
import { getMaintenanceNotice } from './lib/maintenance.server';
import { InstallApp } from './features/install-app/install-app';
import { FeedbackProvider } from './ui/feedback';
import { ErrorPage } from './shell/error-page';
import { PopupHost } from './shell/popup-host';
import { ProgressBar } from './shell/progress-bar';
import './app.css';

export async function loader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const [site, maintenance] = await Promise.all([
    getSiteInfo(request),
    getMaintenanceNotice(request),
    // The popup a URL opens (/login) is in the HTML: its code must be there before the render.
    preloadLazyComponents(),
  ]);
  return {
    site,
    signedInHint: requestHasSession(request.headers.get('Cookie')),
    maintenance,
    texts: pageMessages(languageFromPath(new URL(request.url).pathname)),
  };
}

/** A navigation to another language waits for its catalog, so that titles and the page have their texts. */
const loadLanguage: MiddlewareFunction = async ({ request }, next) => {
  const language = languageFromPath(new URL(request.url).pathname);
  if (!hasMessages(language)) await loadMessages(language);
  return next();
};

export const clientMiddleware = [loadLanguage];

/** Site info is cached on the server and the hint only matters for the first render. */
export function shouldRevalidate() {
  return false;
}

const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-32 -32 64 64"><g fill="#e23a4e">${[
  0, 72, 144, 216, 288,
]
  .map(
    (angle) =>
      `<path transform="rotate(${angle})" d="M0 0C-13-6-15-22-6-27C-2-29 2-29 6-27C15-22 13-6 0 0Z"/>`,
  )
  .join('')}</g><circle r="5" fill="#ffd05a"/></svg>`;

export const links: LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: `data:image/svg+xml,${encodeURIComponent(faviconSvg)}` },
  // The installable app (issue 15, decision 34).
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
];

/** Titles the bare error page of the root boundary. */
export const meta: MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const t = getI18n(languageFromPath(location.pathname)).t;
  return [
    { title: isRouteErrorResponse(error) && error.status === 404 ? t('pages.notFound') : t('pages.error') },
  ];
};

export function Layout({ children }: { children: ReactNode }) {
  const language = languageFromPath(useLocation().pathname);
  const texts = (useRouteLoaderData('root') as RootData | undefined)?.texts;
  // The server's catalog for this page, before anything renders a text (idempotent).
  if (texts) registerMessages(texts.language, texts.messages);
  // The popup this address opens: the browser fetches its code before hydrating (entry.client).
  const popup = useRoutePopupMode();
  return (
    <html lang={htmlLanguage[language]} className="bg-ink-950">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b0a10" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-ink-950 text-ink-100 antialiased" data-popup={popup ?? undefined}>
        <TranslationProvider language={language}>{children}</TranslationProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The popup a route opens (its `handle.popup`), so that /login renders with the popup open. */
function useRoutePopupMode(): PopupMode | null {
  const matches = useMatches();
  for (const match of matches) {
    const popup = (match.handle as { popup?: unknown } | undefined)?.popup;
    if (isPopupMode(popup)) return popup;
  }
  return null;
}

function Providers({
  signedInHint,
  maintenance = null,
  children,
}: {
  signedInHint: boolean;
  maintenance?: RootData['maintenance'];
  children: ReactNode;
}) {
  const initialPopup = useRoutePopupMode();
  return (
    <FeedbackProvider>
      <SessionProvider signedInHint={signedInHint}>
        <PopupProvider initialMode={initialPopup}>
          <AnnouncementProvider>
            <MaintenanceProvider initialNotice={maintenance}>
              <ProgressBar />
              {children}
              <PopupHost />
              <InstallApp />
            </MaintenanceProvider>
          </AnnouncementProvider>
        </PopupProvider>
      </SessionProvider>
    </FeedbackProvider>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  // ?aff= / ?affiliate= and ?click_id= / ?clickid= on any page keep their cookies (spec §3).
  useTrackingCookies();
  return (
    <Providers signedInHint={data.signedInHint} maintenance={data.maintenance}>
      <Outlet />
    </Providers>
  );
}

/** Errors above the layouts (e.g. in the root loader): a bare error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Providers signedInHint={false}>
      <ErrorPage error={error} />
    </Providers>
  );
}
