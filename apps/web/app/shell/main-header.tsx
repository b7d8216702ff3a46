import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { Link, NavLink } from 'react-router';
import { useLocalizePath } from '../lib/language';
import { lazyComponent } from '../lib/lazy-component';
import { usePopup, type PopupMode } from '../lib/popup';
import { useSession } from '../lib/session';
import { useSite } from '../lib/site';
import { Button } from '../ui/button';
import {
  BookIcon,
  ChatIcon,
  DiceIcon,
  GiftIcon,
  LoginIcon,
  MenuIcon,
  ShieldIcon,
  UserIcon,
} from '../ui/icons';
import { Logo } from '../ui/logo';
import { Drawer, drawerItemClass } from './drawer';
import { LanguageSwitcher } from './language-switcher';
import { preloadPopup } from './popup-host';
import { useMainHeader } from './use-main-header';

// A member's bar and menu are fetched only for members: a guest's page carries neither (issue 14).
const MemberBar = lazyComponent(async () => ({
  default: (await import('./member-menus')).MemberBarWithLinks,
}));
const MemberDrawerSection = lazyComponent(async () => ({
  default: (await import('./member-menus')).MemberDrawerSectionWithLinks,
}));

/**
 * Header of the main site layout: desktop top menu, mobile drawer, guest buttons or the member bar.
 * `desktopOnly`: the member layout's header from 768 px (spec §2.2), where its own phone bar and
 * drawer take over below; hidden by CSS, so that the server's HTML is right at either width.
 */
export function MainHeader({ desktopOnly = false }: { desktopOnly?: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const site = useSite();
  const { status } = useSession();
  const { open } = usePopup();
  const { stuck, blockRef, blockHeight, drawerOpen, openDrawer, closeDrawer } = useMainHeader();
  const isMember = status !== 'guest';
  const shown = desktopOnly ? 'hidden md:block' : '';

  return (
    <>
      {stuck ? <div style={{ height: blockHeight }} className={shown} aria-hidden="true" /> : null}
      <div
        ref={blockRef}
        data-sticky={stuck || undefined}
        className={`z-40 w-full ${shown} ${stuck ? 'animate-slide-down fixed inset-x-0 top-0 shadow-[0_10px_30px_-10px_rgba(0,0,0,0.8)]' : 'relative'}`}
      >
        <header className="border-b border-gold-400/15 bg-ink-950/92 backdrop-blur-md">
          <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-3 md:h-[72px] md:px-6">
            {desktopOnly ? null : (
              <button
                type="button"
                onClick={openDrawer}
                aria-label={t('nav.openMenu')}
                aria-expanded={drawerOpen}
                className="rounded-xl p-2 text-gold-200 hover:bg-white/5 md:hidden"
              >
                <MenuIcon size={24} />
              </button>
            )}
            <Link
              to={localize('/')}
              aria-label={t('site.logoAlt', { site: site.name })}
              // From 768 to 1023 px the menu needs the wordmark's room: the flower alone stands for it.
              className="shrink-0 md:max-lg:[&>span>span]:hidden"
            >
              <Logo />
            </Link>
            <MainNav />
            <div className="ml-auto flex items-center gap-2">
              <LanguageSwitcher />
              {!isMember ? (
                <div className="hidden items-center gap-2 whitespace-nowrap md:flex">
                  <Button
                    variant="secondary"
                    size="sm"
                    onPointerEnter={() => preloadPopup('Login')}
                    onClick={() => open('Login')}
                  >
                    {t('nav.login')}
                  </Button>
                  <Button
                    size="sm"
                    onPointerEnter={() => preloadPopup('Register')}
                    onClick={() => open('Register')}
                  >
                    {t('nav.register')}
                  </Button>
                </div>
              ) : null}
            </div>
          </div>
        </header>
        <Suspense fallback={null}>{isMember ? <MemberBar /> : null}</Suspense>
      </div>
      <Drawer
        open={drawerOpen && !desktopOnly}
        onClose={closeDrawer}
        label={isMember ? t('nav.memberMenu') : t('nav.mainMenu')}
      >
        {isMember ? (
          <Suspense fallback={null}>
            <MemberDrawerSection onNavigate={closeDrawer} />
          </Suspense>
        ) : (
          <GuestDrawerItems onNavigate={closeDrawer} />
        )}
      </Drawer>
    </>
  );
}

/**
 * The desktop top menu. Narrow desktops (tablets) show the first three links, 1024 px the article
 * link too, 1280 px all five: trial play is also the hero's button and the article the footer's link.
 */
function MainNav() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const links = [
    { to: localize('/'), label: t('nav.home'), end: true, shown: '' },
    { to: localize('/promotion'), label: t('nav.promotion'), shown: '' },
    { to: localize('/lobby'), label: t('nav.lobby'), shown: '' },
    { to: localize('/casino-test'), label: t('nav.casinoTest'), shown: 'hidden xl:block' },
    { to: localize('/article'), label: t('nav.article'), shown: 'hidden lg:block' },
  ];
  return (
    <nav aria-label={t('nav.mainMenu')} className="hidden md:ml-1 md:block lg:ml-6">
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.to} className={link.shown}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap transition lg:px-3 ${
                  isActive ? 'text-gold-300' : 'text-ink-200 hover:text-white'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The drawer's items for a guest. */
function GuestDrawerItems({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const site = useSite();
  return (
    <ul>
      <li>
        <Link to={localize('/casino-test')} className={drawerItemClass} onClick={onNavigate}>
          <DiceIcon className="text-gold-300" />
          {t('nav.casinoTest')}
        </Link>
      </li>
      <li>
        <DrawerPopupButton mode="Register" onNavigate={onNavigate}>
          <UserIcon className="text-gold-300" />
          {t('nav.register')}
        </DrawerPopupButton>
      </li>
      <li>
        <DrawerPopupButton mode="Login" onNavigate={onNavigate}>
          <LoginIcon className="text-gold-300" />
          {t('nav.login')}
        </DrawerPopupButton>
      </li>
      <li>
        <Link to={localize('/promotion')} className={drawerItemClass} onClick={onNavigate}>
          <GiftIcon className="text-gold-300" />
          {t('nav.promotion')}
        </Link>
      </li>
      <li>
        <Link to={localize('/article')} className={drawerItemClass} onClick={onNavigate}>
          <BookIcon className="text-gold-300" />
          {t('nav.article')}
        </Link>
      </li>
      <li>
        <Link to={localize('/responsible-gaming')} className={drawerItemClass} onClick={onNavigate}>
          <ShieldIcon className="text-gold-300" />
          {t('protection.link')}
        </Link>
      </li>
      <li>
        <a
          href={site.line || undefined}
          target="_blank"
          rel="noreferrer"
          className={drawerItemClass}
          onClick={onNavigate}
        >
          <ChatIcon className="text-gold-300" />
          {t('nav.contact')}
        </a>
      </li>
    </ul>
  );
}

/** A drawer item that closes the drawer and opens a popup. */
function DrawerPopupButton({
  mode,
  onNavigate,
  children,
}: {
  mode: PopupMode;
  onNavigate: () => void;
  children: ReactNode;
}) {
  const { open } = usePopup();
  return (
    <button
      type="button"
      className={drawerItemClass}
      onClick={() => {
        onNavigate();
        open(mode);
      }}
    >
      {children}
    </button>
  );
}
