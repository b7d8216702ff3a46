import { useTranslation } from '../../../lib/i18n';
import { formatFactor } from '../../../lib/number-format';
import { levelPercents, type ReferralInfo } from '../api/referral-api';

/**
 * The three referral levels as steps 1-3 (spec §2.4) with each level's bonus percent. Without the
 * member's info (a guest), the steps show a hint instead of numbers.
 */
export function LevelSteps({ info, hiddenText }: { info: ReferralInfo | null; hiddenText?: string }) {
  const { t } = useTranslation();
  const percents = info ? levelPercents(info) : null;
  return (
    <ol className="relative grid grid-cols-3 gap-2">
      <span
        aria-hidden="true"
        className="absolute top-[1.6rem] right-[16%] left-[16%] h-px bg-gradient-to-r from-gold-400/10 via-gold-400/50 to-gold-400/10"
      />
      {([1, 2, 3] as const).map((level, index) => (
        <li
          key={level}
          data-testid="referral-level"
          data-level={level}
          className="relative rounded-xl border border-white/5 bg-ink-800/60 px-2 pt-2.5 pb-3 text-center"
        >
          <span className="relative mx-auto flex h-7 w-7 items-center justify-center rounded-full bg-gradient-to-b from-gold-200 to-gold-500 text-sm font-bold text-ink-950 shadow">
            {level}
          </span>
          <p className="mt-1.5 text-xs text-ink-300">{t('bonus.referral.level', { level })}</p>
          {percents ? (
            <p className="text-xl font-bold text-gold-200 tabular-nums">
              {t('bonus.referral.percent', { percent: formatFactor(percents[index] ?? 0) })}
            </p>
          ) : (
            <p className="mt-1 text-[0.7rem] leading-snug text-ink-500">{hiddenText}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
