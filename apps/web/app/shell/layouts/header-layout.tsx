import { useTranslation } from '../../lib/i18n';
import { Link, Outlet } from 'react-router';
import {
  MaintenanceBanner,
  MaintenanceDialog,
} from '../../features/maintenance/components/maintenance-notice';
import { useLocalizePath } from '../../lib/language';
import { useSite } from '../../lib/site';
import { Logo } from '../../ui/logo';
import { LanguageSwitcher } from '../language-switcher';

/**
 * Header-only layout (spec §2.2): the logo linking to the localized home, then the page; during
 * maintenance its notice under the header, like every layout's (trial play launches games too).
 */
export default function HeaderLayout() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const site = useSite();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-gold-400/15 bg-ink-950/92">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 md:px-6">
          <Link to={localize('/')} aria-label={t('site.logoAlt', { site: site.name })}>
            <Logo />
          </Link>
          <LanguageSwitcher className="ml-auto" />
        </div>
      </header>
      <MaintenanceBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <MaintenanceDialog />
    </div>
  );
}
