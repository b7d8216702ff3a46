import { useTranslation } from '../../../lib/i18n';
import type { PromotionSummary } from '@chaba/contracts/profile';
import { formatBaht } from '@chaba/i18n/format';
import { HibiscusMark } from '../../../ui/logo';
import { CheckIcon } from '../../../ui/icons';

/** The promotion's picture, or the site's mark when it has none (spec §3). */
function PromotionImage({ promotion, size }: { promotion: PromotionSummary; size: number }) {
  return promotion.image_url ? (
    <img
      src={promotion.image_url}
      alt=""
      width={size}
      height={size}
      className="shrink-0 rounded-lg object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      className="flex shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-rose-900/70 to-ink-900 ring-1 ring-gold-400/25"
      style={{ width: size, height: size }}
    >
      <HibiscusMark size={Math.round(size * 0.72)} />
    </span>
  );
}

/**
 * The promotion's terms (spec §2.5): bonus maximum, fixed bonus, bonus percent, deposit limits,
 * turnover multiplier and maximum turnover. Terms that do not apply (zero) are left out.
 */
export function PromotionDetails({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  const baht = (value: number) => `${formatBaht(value)} ${t('money.baht')}`;
  const rows: { label: string; value: string }[] = [];
  if (promotion.bonus_percent > 0)
    rows.push({ label: t('money.promotion.bonusPercent'), value: `${promotion.bonus_percent}%` });
  if (promotion.bonus_fixed > 0)
    rows.push({ label: t('money.promotion.bonusFixed'), value: baht(promotion.bonus_fixed) });
  if (promotion.bonus_max > 0)
    rows.push({ label: t('money.promotion.bonusMax'), value: baht(promotion.bonus_max) });
  rows.push({
    label: t('money.promotion.depositLimits'),
    value: t('money.promotion.depositRange', {
      min: formatBaht(promotion.deposit_min),
      max: formatBaht(promotion.deposit_max),
    }),
  });
  if (promotion.turnover > 0)
    rows.push({
      label: t('money.promotion.turnover'),
      value: t('money.promotion.turnoverTimes', { times: promotion.turnover }),
    });
  if (promotion.turnover_max > 0)
    rows.push({ label: t('money.promotion.turnoverMax'), value: baht(promotion.turnover_max) });

  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-xs text-ink-400">{row.label}</dt>
          <dd className="font-semibold text-white tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The chosen promotion in the deposit popup: picture, name and terms. */
export function ChosenPromotion({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  return (
    <div data-testid="chosen-promotion">
      <div className="flex items-center gap-3">
        <PromotionImage promotion={promotion} size={52} />
        <div className="min-w-0">
          <p className="text-xs text-gold-300">{t('money.promotion.chosen')}</p>
          <p className="font-semibold leading-snug text-white">{promotion.name}</p>
        </div>
      </div>
      <PromotionDetails promotion={promotion} />
    </div>
  );
}

/**
 * A simple picker over the profile's promotions, inside the deposit popup. The full promotion
 * popup and its rules come with the promotions issue.
 */
export function PromotionPicker({
  promotions,
  selectedId,
  onSelect,
  onBack,
}: {
  promotions: PromotionSummary[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const option = (selected: boolean) =>
    `flex w-full items-center gap-3 rounded-xl border p-3 text-left transition ${
      selected
        ? 'border-gold-300 bg-gold-400/10'
        : 'border-white/10 bg-ink-800/60 hover:border-gold-400/50 hover:bg-ink-800'
    }`;
  return (
    <div>
      <h3 className="mb-3 text-sm font-semibold text-gold-200">{t('money.promotion.chooseTitle')}</h3>
      {promotions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-white/10 py-6 text-center text-sm text-ink-400">
          {t('money.promotion.empty')}
        </p>
      ) : null}
      <ul className="space-y-2" aria-label={t('money.promotion.chooseTitle')}>
        {promotions.map((promotion) => {
          const selected = promotion.id === selectedId;
          return (
            <li key={promotion.id}>
              <button
                type="button"
                aria-pressed={selected}
                className={option(selected)}
                onClick={() => onSelect(promotion.id)}
              >
                <PromotionImage promotion={promotion} size={44} />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold leading-snug text-white">{promotion.name}</span>
                  <span className="block text-xs text-ink-400">
                    {t('money.promotion.depositLimits')}{' '}
                    {t('money.promotion.depositRange', {
                      min: formatBaht(promotion.deposit_min),
                      max: formatBaht(promotion.deposit_max),
                    })}
                  </span>
                </span>
                {selected ? <CheckIcon className="shrink-0 text-gold-300" /> : null}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            aria-pressed={selectedId === null}
            className={option(selectedId === null)}
            onClick={() => onSelect(null)}
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-white">{t('money.promotion.none')}</span>
              <span className="block text-xs text-ink-400">{t('money.promotion.noneText')}</span>
            </span>
            {selectedId === null ? <CheckIcon className="shrink-0 text-gold-300" /> : null}
          </button>
        </li>
      </ul>
      <button
        type="button"
        onClick={onBack}
        className="mt-3 text-sm font-semibold text-gold-300 hover:underline"
      >
        {t('money.promotion.back')}
      </button>
    </div>
  );
}
