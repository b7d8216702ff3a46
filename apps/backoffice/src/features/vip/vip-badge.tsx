import type { VipBadge as Badge } from '@chaba/contracts/vip-badges';
import { useTranslation } from 'react-i18next';
import { levelName } from './api';

/** Each built-in badge's colours (decision 72: bronze … ruby): the pill and its dot. */
const badgeStyles: Record<Badge, [pill: string, dot: string]> = {
  bronze: ['bg-orange-50 text-orange-800 ring-orange-200', 'bg-orange-700'],
  silver: ['bg-zinc-100 text-zinc-700 ring-zinc-300', 'bg-zinc-400'],
  gold: ['bg-amber-50 text-amber-800 ring-amber-300', 'bg-amber-500'],
  platinum: ['bg-slate-50 text-slate-700 ring-slate-300', 'bg-slate-500'],
  diamond: ['bg-sky-50 text-sky-800 ring-sky-200', 'bg-sky-500'],
  ruby: ['bg-rose-50 text-rose-800 ring-rose-200', 'bg-rose-600'],
};

/**
 * A VIP level as a pill in its badge's colours with its name in the console's language; `muted`
 * for a level switched off.
 */
export function VipLevelBadge({
  level,
  muted = false,
}: {
  level: { badge: Badge; name_th: string; name_en: string };
  muted?: boolean;
}) {
  const { i18n } = useTranslation();
  const [pill, dot] = badgeStyles[level.badge];
  return (
    <span
      data-testid="vip-level-badge"
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-[11px] leading-4 font-semibold whitespace-nowrap ring-1 ring-inset ${pill} ${muted ? 'opacity-60' : ''}`}
    >
      <span aria-hidden className={`size-2 shrink-0 rounded-full ${dot}`} />
      {levelName(level, i18n.language)}
    </span>
  );
}
