import { useTranslation } from '../../../lib/i18n';
import type { InformationTab } from '../../../lib/popup';
import { usePopup } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { useSite } from '../../../lib/site';
import {
  ChatIcon,
  GiftIcon,
  HistoryIcon,
  LogoutIcon,
  ShieldIcon,
  UserIcon,
  UsersIcon,
} from '../../../ui/icons';
import { CreditAmount, CreditRefreshButton, creditOf } from './credit';

const itemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left text-[0.95rem] text-ink-100 transition hover:bg-white/5';

/**
 * The member part of the mobile drawer (spec §2.2). `extraItems`: the rows (`<li>`) of other
 * features' member pages (VIP, check-in, wheel), which the shell passes in.
 */
export function MemberDrawerSection({
  onNavigate,
  logoutTo,
  extraItems,
}: {
  onNavigate: () => void;
  logoutTo?: string;
  extraItems?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const { profile, logout } = useSession();
  const { open } = usePopup();
  const openTab = (tab: InformationTab) => {
    onNavigate();
    open('InformationTab', { informationTab: tab });
  };
  const items: { tab: InformationTab; label: string; icon: React.ReactNode }[] = [
    { tab: 0, label: t('drawer.personalInfo'), icon: <UserIcon /> },
    { tab: 1, label: t('drawer.depositWithdrawInfo'), icon: <HistoryIcon /> },
    { tab: 2, label: t('drawer.activities'), icon: <GiftIcon /> },
    { tab: 3, label: t('drawer.referFriends'), icon: <UsersIcon /> },
    { tab: 4, label: t('protection.tab'), icon: <ShieldIcon /> },
  ];
  return (
    <div>
      <div className="mb-3 rounded-2xl border border-gold-400/25 bg-gradient-to-br from-ink-800 to-ink-900 p-4">
        <p className="text-xs text-ink-400">{profile?.phone ?? ''}</p>
        <div className="mt-1 flex items-center justify-between">
          <div>
            <p className="text-xs text-ink-400">{t('member.credit')}</p>
            <p className="text-xl">{profile ? <CreditAmount value={creditOf(profile.games)} /> : '…'}</p>
          </div>
          <CreditRefreshButton className="h-10 w-10 bg-gold-400/10" />
        </div>
      </div>
      <ul>
        {items.map((item) => (
          <li key={item.tab}>
            <button type="button" className={itemClass} onClick={() => openTab(item.tab)}>
              <span className="text-gold-300">{item.icon}</span>
              {item.label}
            </button>
          </li>
        ))}
        {extraItems}
        <li>
          <a
            className={itemClass}
            href={site.line || undefined}
            target="_blank"
            rel="noreferrer"
            onClick={onNavigate}
          >
            <span className="text-gold-300">
              <ChatIcon />
            </span>
            {t('drawer.contactStaff')}
          </a>
        </li>
        <li>
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              onNavigate();
              logout(logoutTo ? { to: logoutTo } : undefined);
            }}
          >
            <span className="text-rose-300">
              <LogoutIcon />
            </span>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
