import type { VipBadge } from '@chaba/contracts/vip-badges';
import { formatDateTime } from '@chaba/i18n/format';
import { useTranslation } from 'react-i18next';
import { VipLevelBadge } from './vip-badge';

/** The member page's VIP level (decision 72): the level held and until when it is kept at least. */
export function MemberVipLevel({
  level,
}: {
  level: { badge: VipBadge; name_th: string; name_en: string; kept_until: string | null };
}) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="member-vip-level"
      className="inline-flex flex-wrap items-center gap-1.5 text-xs font-normal text-zinc-600"
    >
      <span className="sr-only">{t('vip.levelFilter')}</span>
      <VipLevelBadge level={level} />
      {level.kept_until ? (
        <span className="tabular whitespace-nowrap" data-testid="member-vip-kept-until">
          {t('vip.keptUntil', { date: formatDateTime(level.kept_until) })}
        </span>
      ) : null}
    </span>
  );
}
