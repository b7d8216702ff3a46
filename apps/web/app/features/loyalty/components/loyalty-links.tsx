import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useLocalizePath } from '../../../lib/language';
import { usePopup } from '../../../lib/popup';
import { CalendarIcon, Icon, type IconProps } from '../../../ui/icons';

export const CrownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 8.5 8 12l4-6 4 6 4-3.5-1.6 9.5H5.6z" />
    <path d="M6 20.5h12" />
  </Icon>
);

export const WheelIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="1.8" />
    <path d="M12 3.5v6.7M12 13.8v6.7M3.5 12h6.7M13.8 12h6.7M6 6l4.7 4.7M13.3 13.3 18 18M18 6l-4.7 4.7M10.7 13.3 6 18" />
  </Icon>
);

export interface LoyaltyLink {
  id: 'vip' | 'checkin' | 'wheel';
  to: string;
  label: string;
  icon: (size: number) => ReactNode;
}

/**
 * The member features of issue 31 where a member finds member features: the VIP page, the daily
 * check-in and the lucky wheel (its page is the `/wheel` route), in the page's language.
 */
export function useLoyaltyLinks(): LoyaltyLink[] {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return [
    {
      id: 'vip',
      to: localize('/vip'),
      label: t('loyalty.nav.vip'),
      icon: (size) => <CrownIcon size={size} />,
    },
    {
      id: 'checkin',
      to: localize('/checkin'),
      label: t('loyalty.nav.checkin'),
      icon: (size) => <CalendarIcon size={size} />,
    },
    {
      id: 'wheel',
      to: localize('/wheel'),
      label: t('loyalty.nav.wheel'),
      icon: (size) => <WheelIcon size={size} />,
    },
  ];
}

/** Drawer rows (the mobile menus), in the drawer's own row style. */
export function LoyaltyDrawerLinks({ itemClass, onNavigate }: { itemClass: string; onNavigate: () => void }) {
  const links = useLoyaltyLinks();
  return (
    <>
      {links.map((link) => (
        <li key={link.id}>
          <Link to={link.to} className={itemClass} onClick={onNavigate} data-loyalty-link={link.id}>
            <span className="text-gold-300">{link.icon(20)}</span>
            {link.label}
          </Link>
        </li>
      ))}
    </>
  );
}

/**
 * Three tiles at the top of the information popup's activity tab: the rewards beside the activities,
 * on a phone and a desktop alike. Following one closes the popup.
 */
export function LoyaltyTiles() {
  const { t } = useTranslation();
  const { close } = usePopup();
  const links = useLoyaltyLinks();
  return (
    <nav aria-label={t('loyalty.nav.section')} className="mb-4">
      <h3 className="mb-2 text-sm font-semibold text-ink-200">{t('loyalty.nav.section')}</h3>
      <ul className="grid grid-cols-3 gap-2">
        {links.map((link) => (
          <li key={link.id} className="flex">
            <Link
              to={link.to}
              onClick={() => close()}
              data-loyalty-link={link.id}
              className="flex flex-1 flex-col items-center gap-1.5 rounded-xl border border-gold-400/20 bg-ink-800/70 px-1 py-3 text-center text-xs leading-tight font-semibold text-gold-100 transition hover:border-gold-300/60"
            >
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-gold-400/15 text-gold-300">
                {link.icon(20)}
              </span>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
