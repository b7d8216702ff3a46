import { formatBaht, formatDateTime, formatDay } from '@chaba/i18n/format';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import type { CashbackEstimate, CashbackPayout } from '../api/cashback-api';
import { useCashbackBoard } from './use-cashback-board';

type Translate = ReturnType<typeof useTranslation>['t'];

function periodText(t: Translate, from: string, to: string) {
  return from === to
    ? t('cashback.periodOneDay', { day: formatDay(from) })
    : t('cashback.period', { from: formatDay(from), to: formatDay(to) });
}

/**
 * Cashback on losses and the turnover rebate on the information popup's activity tab (issue 29,
 * decision 60): each programme's open period with what it would pay now, then the member's payouts
 * with a claim button on those that wait for it.
 */
export function CashbackBoard() {
  const { t } = useTranslation();
  const { state, reload, claim, claimingId } = useCashbackBoard();
  const board = state.board;
  if (!board && state.status === 'loading') return null;
  return (
    <section data-testid="cashback-board" className="mt-6 border-t border-white/5 pt-4">
      <h3 className="font-semibold text-white">{t('cashback.title')}</h3>
      <p className="mt-1 mb-3 text-xs leading-relaxed text-ink-400">{t('cashback.intro')}</p>
      {state.status === 'error' && (
        <p className="mb-3 flex items-center justify-between gap-3 text-sm text-rose-300">
          {t('cashback.loadFailed')}
          <Button size="sm" variant="secondary" onClick={reload}>
            {t('cashback.retry')}
          </Button>
        </p>
      )}
      {board && board.open.length === 0 && board.history.length === 0 && (
        <p className="rounded-xl border border-dashed border-white/10 py-6 text-center text-sm text-ink-400">
          {t('cashback.empty')}
        </p>
      )}
      <ul className="space-y-2">
        {board?.open.map((estimate) => (
          <EstimateRow key={estimate.programme_id} estimate={estimate} />
        ))}
      </ul>
      {board && board.history.length > 0 && (
        <>
          <h4 className="mt-4 mb-2 text-sm font-semibold text-ink-200">{t('cashback.history')}</h4>
          <ul className="space-y-2">
            {board.history.map((payout) => (
              <PayoutRow
                key={payout.id}
                payout={payout}
                claiming={claimingId === payout.id}
                disabled={claimingId !== null}
                onClaim={() => void claim(payout)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function EstimateRow({ estimate }: { estimate: CashbackEstimate }) {
  const { t } = useTranslation();
  const basis = formatBaht(estimate.basis);
  return (
    <li
      data-testid="cashback-estimate"
      data-programme-id={estimate.programme_id}
      className="rounded-xl border border-gold-400/20 bg-ink-800/70 p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium break-words text-white">{estimate.name}</p>
        <span className="text-xs text-ink-300">
          {t(`cashback.${estimate.kind}`)} · {t(`cashback.${estimate.period}`)}
        </span>
      </div>
      <p className="mt-1 text-xs text-ink-400">
        {periodText(t, estimate.period_start, estimate.period_last_day)}
      </p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-2">
        <div className="text-xs leading-relaxed text-ink-300">
          <p>
            {estimate.kind === 'cashback'
              ? t('cashback.lossSoFar', { amount: basis })
              : t('cashback.turnoverSoFar', { amount: basis })}
          </p>
          {estimate.minimum > 0 && <p>{t('cashback.minimum', { amount: formatBaht(estimate.minimum) })}</p>}
          <p>{estimate.claim_mode === 'auto' ? t('cashback.auto') : t('cashback.claimMode')}</p>
        </div>
        <div className="text-right">
          <p className="text-xs text-ink-400">{t('cashback.estimate')}</p>
          <p
            data-testid="cashback-estimate-amount"
            className="text-lg font-semibold text-gold-200 tabular-nums"
          >
            {formatBaht(estimate.estimate)}
          </p>
        </div>
      </div>
    </li>
  );
}

const statusStyle: Record<CashbackPayout['status'], string> = {
  claimable: 'bg-gold-400/15 text-gold-300',
  expired: 'bg-white/5 text-ink-400',
  paid: 'bg-emerald-500/15 text-emerald-300',
  refused: 'bg-white/5 text-ink-400',
  reversed: 'bg-rose-500/15 text-rose-300',
};

function PayoutRow(props: {
  payout: CashbackPayout;
  claiming: boolean;
  disabled: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const { payout } = props;
  return (
    <li
      data-testid="cashback-payout"
      data-payout-id={payout.id}
      data-status={payout.status}
      className="flex items-center gap-3 rounded-xl border border-white/5 bg-ink-800/40 p-3"
    >
      <div className="min-w-0 flex-1">
        <p className="leading-snug font-medium break-words text-white">{payout.name}</p>
        <p className="text-xs text-ink-400">{periodText(t, payout.period_start, payout.period_last_day)}</p>
        {payout.status === 'claimable' && payout.expires_at && (
          <p className="text-xs text-ink-400">
            {t('cashback.claimUntil', { time: formatDateTime(payout.expires_at) })}
          </p>
        )}
      </div>
      <p className="shrink-0 font-semibold text-gold-200 tabular-nums">{formatBaht(payout.amount)}</p>
      {payout.status === 'claimable' ? (
        <Button
          size="sm"
          className="shrink-0"
          loading={props.claiming}
          disabled={props.disabled}
          onClick={props.onClaim}
        >
          {t('cashback.claim')}
        </Button>
      ) : (
        <span
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${statusStyle[payout.status]}`}
        >
          {t(`cashback.status.${payout.status}`)}
        </span>
      )}
    </li>
  );
}
