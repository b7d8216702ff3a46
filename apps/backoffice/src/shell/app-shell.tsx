import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { usePermissions, useRoleName } from '../lib/me';
import { useSession } from '../lib/session';
import { CountBadge } from '../ui/badge';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icon';
import { LanguageSwitch } from '../ui/language-switch';
import { Logo } from '../ui/logo';
import { LoadingState } from '../ui/page';
import { navigation, roleSees, type NavigationItem } from './navigation';
import { useLogout } from './use-logout';
import { useLiveQueues } from './use-live-queues';
import { useQueueCounts } from './use-queue-counts';
import { LiveStatus } from './live-status';

/**
 * The frame of every desk: on a laptop a dark sidebar with the desks the role allows and their queue
 * counts; on a phone a top bar and a bottom bar with the main desks, the rest under "more".
 */
export function AppShell() {
  const permissions = usePermissions();
  const items = navigation.filter((item) => roleSees(permissions, item));
  const counts = useQueueCounts();
  useLiveQueues();
  return (
    <div className="min-h-dvh md:flex">
      <Sidebar items={items} counts={counts} />
      <div className="min-w-0 flex-1">
        <MobileTopBar items={items} />
        <main className="mx-auto max-w-[1400px] px-4 pt-4 pb-24 md:px-6 md:pt-6 md:pb-10">
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <MobileTabBar items={items} counts={counts} />
    </div>
  );
}

type Counts = ReturnType<typeof useQueueCounts>;

function Sidebar({ items, counts }: { items: NavigationItem[]; counts: Counts }) {
  const { t } = useTranslation();
  const groups = ['groupOverview', 'groupMoney', 'groupMembers', 'groupSite', 'groupSystem'] as const;
  return (
    <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col bg-zinc-950 text-zinc-300 md:flex">
      <div className="flex items-center gap-2 px-4 py-4 font-semibold text-white">
        <Logo /> {t('app.name')}
      </div>
      <nav className="flex-1 overflow-y-auto px-2" aria-label={t('common.menu')}>
        {groups.map((group) => {
          const groupItems = items.filter((item) => item.group === group);
          if (groupItems.length === 0) return null;
          return (
            <div key={group} className="mb-4">
              <div className="px-2 pb-1 text-[11px] font-medium tracking-wide text-zinc-500 uppercase">
                {t(`nav.${group}`)}
              </div>
              {groupItems.map((item) => (
                <NavLink
                  key={item.path}
                  to={item.path}
                  className={({ isActive }) =>
                    `flex items-center gap-2.5 rounded-md px-2 py-1.5 text-[13px] ${isActive ? 'bg-zinc-800 text-white' : 'hover:bg-zinc-900 hover:text-white'}`
                  }
                >
                  <Icon name={item.icon} />
                  {t(item.label as 'nav.withdrawals')}
                  {item.queue ? <CountBadge count={counts[item.queue] ?? 0} /> : null}
                </NavLink>
              ))}
            </div>
          );
        })}
      </nav>
      <SidebarFooter />
    </aside>
  );
}

function SidebarFooter() {
  const { t } = useTranslation();
  const session = useSession();
  const roleLabel = useRoleName();
  const logout = useLogout();
  return (
    <div className="border-t border-zinc-800 p-3">
      <div className="mb-3 flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <div className="truncate text-[13px] font-medium text-white" data-testid="staff-username">
            {session?.username}
          </div>
          <div className="text-xs text-zinc-500">{roleLabel ?? null}</div>
        </div>
        <button
          type="button"
          onClick={logout}
          title={t('auth.logout')}
          aria-label={t('auth.logout')}
          className="rounded-md p-1.5 text-zinc-400 hover:bg-zinc-800 hover:text-white"
        >
          <Icon name="logout" />
        </button>
      </div>
      <div className="flex items-center justify-between gap-2">
        <LanguageSwitch tone="dark" />
        <LiveStatus tone="dark" />
      </div>
    </div>
  );
}

function MobileTopBar({ items }: { items: NavigationItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = items.find((item) => pathname.startsWith(item.path));
  return (
    <header className="sticky top-0 z-20 flex h-12 items-center gap-2 border-b border-zinc-200 bg-white/95 px-4 backdrop-blur md:hidden">
      <Logo />
      <span className="flex-1 truncate font-semibold">
        {current ? t(current.label as 'nav.withdrawals') : t('app.short')}
      </span>
      <LanguageSwitch />
    </header>
  );
}

function MobileTabBar({ items, counts }: { items: NavigationItem[]; counts: Counts }) {
  const { t } = useTranslation();
  const [moreOpen, setMoreOpen] = useState(false);
  const primary = items.filter((item) => item.primary);
  const rest = items.filter((item) => !item.primary);
  // The queues under "more" (adjustments) still show they wait, on the button that opens them.
  const waitingUnderMore = rest.reduce((sum, item) => sum + (item.queue ? (counts[item.queue] ?? 0) : 0), 0);
  const logout = useLogout();
  const session = useSession();
  return (
    <>
      <nav
        aria-label={t('common.menu')}
        className="fixed inset-x-0 bottom-0 z-30 flex border-t border-zinc-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        {primary.map((item) => (
          <NavLink
            key={item.path}
            to={item.path}
            className={({ isActive }) =>
              `relative flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] ${isActive ? 'text-accent-600' : 'text-zinc-500'}`
            }
          >
            <Icon name={item.icon} className="size-5" />
            {t(item.label as 'nav.withdrawals')}
            {item.queue && (counts[item.queue] ?? 0) > 0 ? (
              <span className="absolute top-1 left-1/2 ml-2">
                <CountBadge count={counts[item.queue] ?? 0} />
              </span>
            ) : null}
          </NavLink>
        ))}
        <button
          type="button"
          onClick={() => setMoreOpen(true)}
          className="relative flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] text-zinc-500"
        >
          <Icon name="more" className="size-5" />
          {t('nav.more')}
          {waitingUnderMore > 0 ? (
            <span className="absolute top-1 left-1/2 ml-2">
              <CountBadge count={waitingUnderMore} />
            </span>
          ) : null}
        </button>
      </nav>
      <Dialog open={moreOpen} onClose={() => setMoreOpen(false)} title={session?.username ?? t('nav.more')}>
        <div className="mb-3">
          <LiveStatus tone="light" />
        </div>
        <div className="-mx-2 space-y-0.5">
          {rest.map((item) => (
            <NavLink
              key={item.path}
              to={item.path}
              onClick={() => setMoreOpen(false)}
              className="flex items-center gap-3 rounded-md px-2 py-2.5 text-sm hover:bg-zinc-50"
            >
              <Icon name={item.icon} className="size-5 text-zinc-500" />
              {t(item.label as 'nav.withdrawals')}
              {item.queue ? <CountBadge count={counts[item.queue] ?? 0} /> : null}
            </NavLink>
          ))}
          <button
            type="button"
            onClick={logout}
            className="flex w-full items-center gap-3 rounded-md px-2 py-2.5 text-sm text-red-600 hover:bg-red-50"
          >
            <Icon name="logout" className="size-5" />
            {t('auth.logout')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
