import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { formatDateTime } from '@chaba/i18n/format';
import { usePopup } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { ChevronDownIcon, DepositIcon, LogoutIcon, UserIcon, WithdrawIcon } from '../../../ui/icons';
import { CreditAmount, CreditRefreshButton, creditOf } from './credit';
import { useMemberBar, type MemberBarState } from './use-member-bar';

/** A page of another feature the submenu leads to (the shell passes them in). */
export interface MemberMenuLink {
  key: string;
  to: string;
  label: string;
  icon: ReactNode;
}

/**
 * The member bar (spec §2.2): phone, credit with refresh, the turnover update time, and on
 * desktop the account-info, deposit, withdraw and logout buttons with a collapsible submenu, which
 * starts with `menuLinks` (the member features of other features: VIP, check-in, wheel).
 * On phones it is one slim line; the drawer and the bottom bar hold the rest.
 */
export function MemberBar({ menuLinks = [] }: { menuLinks?: MemberMenuLink[] }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const state = useMemberBar();
  const turnoverUpdatedAt = profile?.current_promotion?.turnover_updated_at;

  return (
    <div
      data-testid="member-bar"
      className="border-b border-gold-400/15 bg-gradient-to-r from-ink-900 via-ink-850 to-ink-900"
    >
      <div className="mx-auto flex h-12 max-w-6xl items-center gap-3 px-3 md:h-14 md:px-6">
        <MemberIdentity />
        <div className="ml-auto flex shrink-0 items-center gap-1 rounded-full border border-gold-400/25 bg-ink-950/60 py-0.5 pr-0.5 pl-3 whitespace-nowrap md:ml-4">
          <span className="mr-1 text-xs text-ink-400">{t('member.credit')}</span>
          {profile ? (
            <CreditAmount value={creditOf(profile.games)} testId="credit" />
          ) : (
            <span className="h-4 w-16 animate-pulse rounded bg-ink-700" />
          )}
          <CreditRefreshButton />
        </div>
        {turnoverUpdatedAt ? (
          <p className="hidden text-xs text-ink-400 xl:block">
            {t('member.turnoverUpdated', { time: formatDateTime(turnoverUpdatedAt) })}
          </p>
        ) : null}
        <DesktopActions state={state} menuLinks={menuLinks} />
      </div>
    </div>
  );
}

/** The member's phone, or a placeholder while the profile loads. */
function MemberIdentity() {
  const { t } = useTranslation();
  const { profile } = useSession();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="hidden h-8 w-8 items-center justify-center rounded-full bg-gold-400/15 text-gold-300 sm:inline-flex">
        <UserIcon size={17} />
      </span>
      <div className="min-w-0 leading-tight">
        <p className="hidden text-[0.68rem] text-ink-400 md:block">{t('member.phone')}</p>
        {profile ? (
          <p data-testid="member-phone" className="truncate text-sm font-semibold text-white">
            {profile.phone}
          </p>
        ) : (
          <span
            className="block h-4 w-24 animate-pulse rounded bg-ink-700"
            aria-label={t('member.loading')}
          />
        )}
      </div>
    </div>
  );
}

/**
 * On desktop: account info, deposit, withdraw, logout and the submenu. Below 1024 px account info and
 * logout show their icons alone (their names stay for screen readers and as tooltips), so that the
 * bar fits a tablet's width beside the phone and the credit.
 */
function DesktopActions({ state, menuLinks }: { state: MemberBarState; menuLinks: MemberMenuLink[] }) {
  const { t } = useTranslation();
  const { logout } = useSession();
  const { open } = usePopup();
  return (
    <div className="ml-auto hidden items-center gap-2 whitespace-nowrap md:flex">
      <Button
        variant="ghost"
        size="sm"
        title={t('member.accountInfo')}
        onClick={() => open('InformationTab', { informationTab: 0 })}
      >
        <UserIcon size={16} />
        <span className="max-lg:sr-only">{t('member.accountInfo')}</span>
      </Button>
      <Button size="sm" onClick={() => open('Deposit')}>
        <DepositIcon size={16} />
        {t('nav.deposit')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => open('Withdraw')}>
        <WithdrawIcon size={16} />
        {t('nav.withdraw')}
      </Button>
      <Button variant="ghost" size="sm" title={t('nav.logout')} onClick={() => logout()}>
        <LogoutIcon size={16} />
        <span className="max-lg:sr-only">{t('nav.logout')}</span>
      </Button>
      <div className="relative" ref={state.submenuRef}>
        <button
          type="button"
          aria-expanded={state.submenuOpen}
          aria-haspopup="menu"
          aria-label={t('member.moreMenu')}
          onClick={state.toggleSubmenu}
          className="inline-flex h-9 w-9 items-center justify-center rounded-xl text-ink-200 hover:bg-white/5"
        >
          <ChevronDownIcon size={18} className={`transition ${state.submenuOpen ? 'rotate-180' : ''}`} />
        </button>
        {state.submenuOpen ? <MemberSubmenu links={menuLinks} onClose={state.closeSubmenu} /> : null}
      </div>
    </div>
  );
}

const submenuItemClass =
  'flex w-full items-center gap-2 px-3.5 py-2.5 text-left text-sm text-ink-100 hover:bg-white/5';

function MemberSubmenu({ links, onClose }: { links: MemberMenuLink[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { logout } = useSession();
  const { open } = usePopup();
  return (
    <div
      role="menu"
      className="animate-pop-in absolute top-11 right-0 z-40 w-52 overflow-hidden rounded-xl border border-gold-400/20 bg-ink-900 py-1 shadow-2xl"
    >
      {links.map((link) => (
        <Link key={link.key} to={link.to} role="menuitem" className={submenuItemClass} onClick={onClose}>
          <span className="text-gold-300">{link.icon}</span> {link.label}
        </Link>
      ))}
      {links.length > 0 ? <div className="my-1 border-t border-white/5" /> : null}
      <button
        type="button"
        role="menuitem"
        className={submenuItemClass}
        onClick={() => {
          onClose();
          open('InformationTab', { informationTab: 0 });
        }}
      >
        <UserIcon size={16} /> {t('member.accountInfo')}
      </button>
      <button
        type="button"
        role="menuitem"
        className={submenuItemClass}
        onClick={() => {
          onClose();
          logout();
        }}
      >
        <LogoutIcon size={16} /> {t('nav.logout')}
      </button>
    </div>
  );
}
