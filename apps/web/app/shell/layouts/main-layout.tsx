import type { ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useRouteError, type MetaArgs } from 'react-router';
import { AnnouncementBanner, AnnouncementPopup } from '../../features/announcement/components/announcement';
import {
  MaintenanceBanner,
  MaintenanceDialog,
} from '../../features/maintenance/components/maintenance-notice';
import { stripLanguagePrefix } from '../../lib/i18n';
import { ErrorPage } from '../error-page';
import { FloatingContact } from '../floating-contact';
import { Footer } from '../footer';
import { Hero } from '../hero';
import { MainHeader } from '../main-header';
import { pageTitle } from '../meta';
import { MobileBottomBar } from '../mobile-bottom-bar';

/** Pages that are the home page (with a popup open): they get the full hero. */
const homePaths = new Set(['/', '/login', '/register', '/forgetpassword']);

function MainChrome({ children, hero }: { children: ReactNode; hero: boolean }) {
  const { pathname } = useLocation();
  const isHome = homePaths.has(stripLanguagePrefix(pathname));
  return (
    <div className="flex min-h-dvh flex-col">
      <MainHeader />
      <MaintenanceBanner />
      <AnnouncementBanner />
      {hero ? <Hero compact={!isHome} /> : null}
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <FloatingContact />
      <MobileBottomBar />
      {hero ? <AnnouncementPopup /> : null}
      <MaintenanceDialog />
    </div>
  );
}

/** Pages set their own titles; this one titles the error page this layout's boundary shows. */
export function meta(args: MetaArgs) {
  if (!args.error) return [];
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  return [{ title: pageTitle(args, notFound ? 'notFound' : 'error') }];
}

/** Main site layout (spec §2.2). */
export default function MainLayout() {
  return (
    <MainChrome hero>
      <Outlet />
    </MainChrome>
  );
}

/** Errors below this layout (the 404 catch-all included) keep the site's header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <MainChrome hero={false}>
      <ErrorPage error={error} />
    </MainChrome>
  );
}
