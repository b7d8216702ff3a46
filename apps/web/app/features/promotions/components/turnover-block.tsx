import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import type { Profile } from '@chaba/contracts/profile';
import { formatBaht, formatDateTime } from '@chaba/i18n/format';
import { ApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useLocalizePath } from '../../../lib/language';
import { usePopup } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useFeedback } from '../../../ui/feedback';
import { GiftIcon } from '../../../ui/icons';
import { promotionsApi } from '../api/promotions-api';

type CurrentPromotion = NonNullable<Profile['current_promotion']>;

/** Whole percent done, rounded down so that 100% means the requirement is really met. */
export function turnoverPercent(promotion: CurrentPromotion): number {
  if (promotion.turnover_needed <= 0) return 100;
  const percent = Math.floor((promotion.turnover / promotion.turnover_needed) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** Baht still to play, never negative, to the satang. */
export function turnoverRemaining(promotion: CurrentPromotion): number {
  return Math.max(0, Math.round((promotion.turnover_needed - promotion.turnover) * 100) / 100);
}

/**
 * The promotion block of the information popup's first tab (spec §2.4): the current promotion, its
 * turnover against the requirement with a progress bar, the last update, the under-20-baht hint next
 * to the credit refresh, and cancelling the promotion. With no promotion, it says so.
 */
export function TurnoverBlock({
  promotion,
  refreshButton,
}: {
  promotion: CurrentPromotion | null;
  /** The credit refresh button: the credit check that also clears turnover under 20 baht. */
  refreshButton: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="promotion-block"
      className="mb-3 rounded-xl border border-gold-400/25 bg-gradient-to-br from-gold-400/10 to-transparent p-3.5"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={titleId} className="text-xs text-ink-400">
            {t('bonus.turnover.current')}
          </p>
          <p className="font-semibold break-words text-gold-100" data-testid="current-promotion">
            {promotion ? promotion.name : t('bonus.turnover.none')}
          </p>
        </div>
        {refreshButton}
      </div>
      {promotion ? <PromotionProgress promotion={promotion} /> : <NoPromotion />}
    </section>
  );
}

function PromotionProgress({ promotion }: { promotion: CurrentPromotion }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const percent = turnoverPercent(promotion);
  const remaining = turnoverRemaining(promotion);
  const amounts = `${formatBaht(promotion.turnover)} / ${formatBaht(promotion.turnover_needed)} ${t('bonus.baht')}`;

  return (
    <>
      <div className="mt-3">
        <div
          role="progressbar"
          data-testid="turnover-progress"
          aria-label={t('bonus.turnover.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% (${amounts})`}
          className="h-2.5 overflow-hidden rounded-full bg-ink-950/80 ring-1 ring-white/5"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-gold-600 via-gold-400 to-gold-200 transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
        <div className="mt-1 flex justify-between gap-2 text-xs">
          <span className="font-semibold text-gold-200 tabular-nums">{percent}%</span>
          <span className="text-ink-300 tabular-nums">
            {remaining > 0
              ? t('bonus.turnover.remaining', { amount: formatBaht(remaining) })
              : t('bonus.turnover.done')}
          </span>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-ink-400">{t('bonus.turnover.turnover')}</dt>
          <dd className="font-semibold text-white tabular-nums" data-testid="turnover-current">
            {formatBaht(promotion.turnover)} {t('bonus.baht')}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-400">{t('bonus.turnover.needed')}</dt>
          <dd className="font-semibold text-white tabular-nums" data-testid="turnover-needed">
            {formatBaht(promotion.turnover_needed)} {t('bonus.baht')}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs leading-relaxed text-ink-300">{t('bonus.turnover.hint')}</p>
      {promotion.turnover_updated_at ? (
        <p className="mt-1 text-xs text-ink-500">
          {t('bonus.turnover.updated', { time: formatDateTime(promotion.turnover_updated_at) })}
        </p>
      ) : null}
      <div className="mt-3 flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          data-testid="promotion-cancel"
          onClick={() => setConfirming(true)}
        >
          {t('bonus.turnover.cancel')}
        </Button>
      </div>
      {confirming ? (
        <CancelPromotionDialog name={promotion.name} onDone={() => setConfirming(false)} />
      ) : null}
    </>
  );
}

/** The confirm of cancelling (decision 7): what happens to the bonus before and after a bet. */
function CancelPromotionDialog({ name, onDone }: { name: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { memberRequest } = useSession();
  const { showMessage } = useFeedback();
  const reload = useProfileReloader();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await promotionsApi(memberRequest).cancel();
      onDone();
      showMessage({ title: t('bonus.turnover.cancelledTitle'), body: answer.msg });
    } catch (error) {
      onDone();
      // 'Unauthenticated.' has already logged the member out; there is nothing more to say.
      if (!(error instanceof ApiError && error.status === 401)) {
        showMessage({ title: t('bonus.turnover.failedTitle'), body: errorMessages(error, t).join(' ') });
      }
    } finally {
      setBusy(false);
      void reload();
    }
  };

  return (
    <ConfirmDialog
      title={t('bonus.turnover.cancelTitle')}
      confirmLabel={t('bonus.turnover.cancelConfirm')}
      cancelLabel={t('bonus.turnover.keep')}
      onConfirm={() => void confirm()}
      onCancel={onDone}
      busy={busy}
      danger
      testId="promotion-cancel-confirm"
    >
      <p>{t('bonus.turnover.cancelText', { name })}</p>
      <ul className="mt-3 space-y-1.5 text-sm text-ink-200">
        <li className="flex gap-2">
          <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold-300" aria-hidden="true" />
          {t('bonus.turnover.cancelBeforeBet')}
        </li>
        <li className="flex gap-2">
          <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-rose-300" aria-hidden="true" />
          {t('bonus.turnover.cancelAfterBet')}
        </li>
      </ul>
    </ConfirmDialog>
  );
}

/** The honest empty state: no promotion, and where promotions are. */
function NoPromotion() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { close } = usePopup();
  return (
    <div className="mt-2 flex items-center gap-3">
      <p className="min-w-0 flex-1 text-sm text-ink-300">{t('bonus.turnover.noneText')}</p>
      <Link
        to={localize('/promotion')}
        onClick={() => close()}
        className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-gold-300 hover:underline"
      >
        <GiftIcon size={16} />
        {t('bonus.turnover.seePromotions')}
      </Link>
    </div>
  );
}
