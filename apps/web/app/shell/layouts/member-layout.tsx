import { Fragment, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, NavLink, Outlet } from 'react-router';
import { AnnouncementBanner, AnnouncementPopup } from '../../features/announcement/components/announcement';
import {
  MaintenanceBanner,
  MaintenanceDialog,
} from '../../features/maintenance/components/maintenance-notice';
import { LoyaltyDrawerLinks } from '../../features/loyalty/components/loyalty-links';
import { CreditAmount, CreditRefreshButton, creditOf } from '../../features/member/components/credit';
import { useLocalizePath } from '../../lib/language';
import { usePopup } from '../../lib/popup';
import { useSession } from '../../lib/session';
import { useSite } from '../../lib/site';
import {
  ChatIcon,
  DepositIcon,
  HistoryIcon,
  HomeIcon,
  LogoutIcon,
  MenuIcon,
  PlayIcon,
  ShieldIcon,
  UsersIcon,
  WithdrawIcon,
} from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { Drawer, drawerItemClass } from '../drawer';
import { Footer } from '../footer';
import { LanguageSwitcher } from '../language-switcher';
import { MainHeader } from '../main-header';
import { usePlayGame } from '../play-game';

/**
 * The lobby-style layout for members (spec §2.2): on phones a top bar with the menu drawer and a
 * bottom navigation (logging out there goes to /login); from 768 px the main site's desktop top menu
 * and member bar instead, and the footer. Which one shows is CSS alone (`md:`), so that the server's
 * HTML is right at either width before any script runs.
 */
export default function MemberLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className="flex min-h-dvh flex-col pb-20 md:pb-0">
      <MemberTopBar drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} />
      <MainHeader desktopOnly />
      <MaintenanceBanner />
      <AnnouncementBanner />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 md:max-w-6xl">
        <Outlet />
      </main>
      <div className="hidden md:block">
        <Footer />
      </div>
      <BottomBar />
      <AnnouncementPopup />
      <MaintenanceDialog />
      <MemberDrawer open={drawerOpen} onClose={closeDrawer} />
    </div>
  );
}

/** The top bar: the menu button, the logo, the credit or login, the language. */
function MemberTopBar({ drawerOpen, onOpenDrawer }: { drawerOpen: boolean; onOpenDrawer: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const site = useSite();
  const { status, profile } = useSession();
  const { open } = usePopup();
  return (
    <header className="sticky top-0 z-40 border-b border-gold-400/15 bg-ink-950/92 backdrop-blur-md md:hidden">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-3">
        <button
          type="button"
          onClick={onOpenDrawer}
          aria-label={t('nav.openMenu')}
          aria-expanded={drawerOpen}
          className="rounded-xl p-2 text-gold-200 hover:bg-white/5"
        >
          <MenuIcon size={24} />
        </button>
        <Link to={localize('/')} aria-label={t('site.logoAlt', { site: site.name })}>
          <Logo compact />
        </Link>
        <div className="ml-auto flex items-center gap-2">
          {status === 'member' && profile ? (
            <span className="hidden items-center gap-1 rounded-full border border-gold-400/25 bg-ink-900 py-0.5 pr-0.5 pl-3 text-sm sm:flex">
              <CreditAmount value={creditOf(profile.games)} testId="credit" />
              <CreditRefreshButton />
            </span>
          ) : null}
          {status === 'guest' ? (
            <button
              type="button"
              onClick={() => open('Login')}
              className="text-sm font-semibold text-gold-300"
            >
              {t('nav.login')}
            </button>
          ) : null}
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}

/** The bottom navigation, with the play button in its middle. */
function BottomBar() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const site = useSite();
  const playGame = usePlayGame();
  const bottomLinks = [
    { to: localize('/history'), label: t('nav.history'), icon: <HistoryIcon size={22} /> },
    { to: localize('/referral'), label: t('nav.referral'), icon: <UsersIcon size={22} /> },
    { to: localize('/'), label: t('nav.home'), icon: <HomeIcon size={22} />, end: true },
    { to: localize('/deposit'), label: t('nav.deposit'), icon: <DepositIcon size={22} /> },
  ];
  return (
    <nav
      aria-label={t('nav.bottomBar')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gold-400/20 bg-ink-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-3xl items-stretch px-1.5">
        {bottomLinks.map((link, index) => (
          <Fragment key={link.to}>
            {index === 2 ? (
              // The mobile bottom bar's play button (spec §2.2), so that it is on the lobby page too.
              <li className="flex flex-1">
                <button
                  type="button"
                  onClick={playGame.play}
                  aria-current={playGame.onLobby ? 'page' : undefined}
                  className="flex flex-1 flex-col items-center justify-center gap-0.5 text-center text-[0.68rem] leading-tight font-semibold text-gold-200"
                >
                  <span className="flex h-7 w-7 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-600 text-ink-950 shadow-[0_0_14px_rgba(245,180,40,0.45)]">
                    <PlayIcon size={18} />
                  </span>
                  {t('nav.playGame')}
                </button>
              </li>
            ) : null}
            <li className="flex flex-1">
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `flex flex-1 flex-col items-center justify-center gap-0.5 text-center text-[0.68rem] leading-tight font-medium ${
                    isActive ? 'text-gold-300' : 'text-ink-300 hover:text-white'
                  }`
                }
              >
                {link.icon}
                {link.label}
              </NavLink>
            </li>
          </Fragment>
        ))}
        <li className="flex flex-1">
          <a
            href={site.line || undefined}
            target="_blank"
            rel="noreferrer"
            // One line: Chromium's Thai dictionary does not know 'แอดมิน' and would break inside it.
            data-testid="bottom-bar-support"
            className="flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-center text-[0.68rem] leading-tight whitespace-nowrap font-medium text-ink-300 hover:text-white"
          >
            <ChatIcon size={22} />
            {t('nav.support')}
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** The member's drawer: credit, the pages, contact and logout (to /login). */
function MemberDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const site = useSite();
  const { status, profile, logout } = useSession();
  const drawerLinks = [
    { to: localize('/'), label: t('nav.home'), icon: <HomeIcon /> },
    { to: localize('/deposit'), label: t('nav.deposit'), icon: <DepositIcon /> },
    { to: localize('/withdraw'), label: t('nav.withdraw'), icon: <WithdrawIcon /> },
    { to: localize('/referral'), label: t('nav.referral'), icon: <UsersIcon /> },
    { to: localize('/history'), label: t('nav.history'), icon: <HistoryIcon /> },
    { to: localize('/responsible-gaming'), label: t('protection.link'), icon: <ShieldIcon /> },
  ];
  return (
    <Drawer open={open} onClose={onClose} label={t('nav.memberMenu')}>
      {status === 'member' && profile ? (
        <div className="mb-3 flex items-center justify-between rounded-2xl border border-gold-400/25 bg-gradient-to-br from-ink-800 to-ink-900 p-4">
          <div>
            <p className="text-xs text-ink-400">{profile.phone}</p>
            <p className="text-lg">
              <CreditAmount value={creditOf(profile.games)} />
            </p>
          </div>
          <CreditRefreshButton className="h-10 w-10 bg-gold-400/10" />
        </div>
      ) : null}
      <ul>
        {drawerLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={drawerItemClass} onClick={onClose}>
              <span className="text-gold-300">{link.icon}</span>
              {link.label}
            </Link>
          </li>
        ))}
        {status === 'member' ? <LoyaltyDrawerLinks itemClass={drawerItemClass} onNavigate={onClose} /> : null}
        <li>
          <a
            href={site.line || undefined}
            target="_blank"
            rel="noreferrer"
            className={drawerItemClass}
            onClick={onClose}
          >
            <span className="text-gold-300">
              <ChatIcon />
            </span>
            {t('drawer.contactStaff')}
          </a>
        </li>
        {status === 'member' ? (
          <li>
            <button
              type="button"
              className={drawerItemClass}
              onClick={() => {
                onClose();
                logout({ to: localize('/login') });
              }}
            >
              <span className="text-rose-300">
                <LogoutIcon />
              </span>
              {t('nav.logout')}
            </button>
          </li>
        ) : null}
      </ul>
    </Drawer>
  );
}
