import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/me';
import { FormError } from '../../ui/field';
import { useVipLevels } from './api';
import { VipLevelBadge } from './vip-badge';

/**
 * The VIP levels a rule names (a coupon's, decision 72), one checkbox per level; none chosen: any
 * member. Staff who may not read the levels (no `vip.manage`) see how many are named and keep them.
 */
export function VipLevelsField({
  value,
  onChange,
  error,
  className = '',
}: {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const canRead = useCan('vip.manage');
  const levels = useVipLevels().data?.data ?? [];
  if (!canRead) {
    return value.length > 0 ? (
      <p className={`text-xs text-zinc-600 ${className}`}>
        {t('vip.couponLevelsKept', { count: value.length })}
      </p>
    ) : null;
  }
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset className={className} data-testid="vip-levels-field">
      <legend className="mb-1 text-xs font-medium text-zinc-700">{t('vip.couponLevels')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {levels.map((level) => (
          <label key={level.id} className="flex items-center gap-1.5 text-[13px]">
            <input
              type="checkbox"
              className="size-4 rounded border-zinc-300"
              checked={value.includes(level.id)}
              onChange={(event) => toggle(level.id, event.target.checked)}
              data-level-id={level.id}
            />
            <VipLevelBadge level={level} muted={!level.active} />
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-zinc-500">{t('vip.couponLevelsHint')}</p>
      <FormError message={error} />
    </fieldset>
  );
}

/** The levels a coupon names, as badges (or how many, for staff who may not read the levels). */
export function VipLevelsList({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const levels = useVipLevels().data?.data;
  if (ids.length === 0) return <span className="text-zinc-400">-</span>;
  const named = levels?.filter((level) => ids.includes(level.id));
  if (!named) return <span className="tabular">{t('vip.levelsCount', { count: ids.length })}</span>;
  return (
    <span className="flex flex-wrap gap-1" data-testid="coupon-vip-levels">
      {named.map((level) => (
        <VipLevelBadge key={level.id} level={level} muted={!level.active} />
      ))}
    </span>
  );
}
