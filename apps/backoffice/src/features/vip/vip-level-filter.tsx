import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/me';
import { FilterSelect } from '../../ui/field';
import { levelName, useVipLevels } from './api';
import { VipLevelBadge } from './vip-badge';

/**
 * A list's VIP level filter (decision 72): any, none, or one level, as the lists' `vip_level` takes
 * it ('' / 'none' / a level id). Shown to staff who may read the levels (`vip.manage`).
 */
export function VipLevelFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const { t, i18n } = useTranslation();
  const canRead = useCan('vip.manage');
  const levels = useVipLevels().data?.data ?? [];
  if (!canRead) return null;
  return (
    <FilterSelect
      aria-label={t('vip.levelFilter')}
      value={value}
      onChange={onChange}
      className="col-span-2 md:w-44"
      data-testid="vip-level-filter"
    >
      <option value="">{t('vip.anyLevel')}</option>
      <option value="none">{t('vip.noLevel')}</option>
      {levels.map((level) => (
        <option key={level.id} value={String(level.id)}>
          {levelName(level, i18n.language)}
        </option>
      ))}
    </FilterSelect>
  );
}

/** A list row's VIP level (the list's flat `vip_level_*` fields), or a dash for none. */
export function VipLevelCell({
  row,
}: {
  row: {
    vip_level_id: number | null;
    vip_level_badge: Parameters<typeof VipLevelBadge>[0]['level']['badge'] | null;
    vip_level_name_th: string | null;
    vip_level_name_en: string | null;
  };
}) {
  if (row.vip_level_id === null || row.vip_level_badge === null)
    return <span className="text-zinc-400">-</span>;
  return (
    <VipLevelBadge
      level={{
        badge: row.vip_level_badge,
        name_th: row.vip_level_name_th ?? '',
        name_en: row.vip_level_name_en ?? '',
      }}
    />
  );
}
