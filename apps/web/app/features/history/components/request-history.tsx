import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { CompletedRequest } from '@chaba/contracts/profile';
import { formatBaht, formatDateTime } from '@chaba/i18n/format';

/** Fetched when an entry offers it: the history's own code, in the first load's preload list, stays as it was. */
const AttachSlip = lazy(() =>
  import('../../../ui/attach-slip').then((module) => ({ default: module.AttachSlip })),
);

const statusKeys = ['completed', 'cancelled', 'expired', 'rejected'] as const;
type KnownStatus = (typeof statusKeys)[number];

function isKnownStatus(status: string): status is KnownStatus {
  return (statusKeys as readonly string[]).includes(status);
}

const statusStyles: Record<KnownStatus | 'other', string> = {
  completed: 'bg-emerald-500/15 text-emerald-300',
  cancelled: 'bg-ink-600/60 text-ink-200',
  expired: 'bg-amber-500/15 text-amber-200',
  rejected: 'bg-rose-500/15 text-rose-300',
  other: 'bg-rose-500/15 text-rose-300',
};

/**
 * The deposit and withdraw history (spec §2.4 tab 1, /history): type (deposit green, withdraw
 * red), amount, bonus, status and date (dd/mm/yy HH:mm), with the cause under a request that did
 * not complete, and what was received beside what was asked when staff credited another amount;
 * 'no items' when there is none. Newest first, as the profile lists them.
 */
export function RequestHistory({ requests }: { requests: CompletedRequest[] }) {
  const { t } = useTranslation();
  if (requests.length === 0) {
    return (
      <div data-testid="history-list">
        <p className="rounded-xl border border-dashed border-white/10 py-8 text-center text-sm text-ink-400">
          {t('money.history.noItems')}
        </p>
      </div>
    );
  }
  return (
    <div data-testid="history-list" className="-mx-1 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('money.history.title')}</caption>
        <HistoryHead />
        <tbody>
          {requests.map((request) => (
            <RequestRows key={request.id} request={request} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryHead() {
  const { t } = useTranslation();
  return (
    <thead className="text-xs text-ink-400">
      <tr>
        <th scope="col" className="px-1 py-2 font-medium">
          {t('money.history.columns.type')}
        </th>
        <th scope="col" className="px-1 py-2 text-right font-medium">
          {t('money.history.columns.amount')}
        </th>
        <th scope="col" className="px-1 py-2 text-right font-medium">
          {t('money.history.columns.bonus')}
        </th>
        <th scope="col" className="px-1 py-2 text-center font-medium">
          {t('money.history.columns.status')}
        </th>
        <th scope="col" className="px-1 py-2 text-right font-medium">
          {t('money.history.columns.date')}
        </th>
      </tr>
    </thead>
  );
}

/** One request's row, with the amount received and the cause under it when there are. */
function RequestRows({ request }: { request: CompletedRequest }) {
  const { t } = useTranslation();
  const status = isKnownStatus(request.status) ? request.status : 'other';
  const showCause = request.status !== 'completed' && request.deleted_cause;
  // Staff may credit a transfer of another amount than the deposit asked for: say both.
  const showReceived = request.requested_amount !== request.amount;
  // A deposit not credited (expired, cancelled) may have been paid after all: the member attaches
  // the slip here (issue 26). Once used, the entry keeps it, so that the answer stays in view when
  // the credit completes the deposit.
  const [attaching, setAttaching] = useState(false);
  const showAttach = (request.type === 'deposit' && request.status !== 'completed') || attaching;
  // With a cause, amount or slip line below, the row leaves it the space under itself.
  const cell = `px-1 ${showCause || showReceived || showAttach ? 'pt-2.5 pb-1' : 'py-2.5'}`;
  return (
    <>
      <tr
        data-testid="history-item"
        data-type={request.type}
        data-status={request.status}
        className="border-t border-white/5 align-middle"
      >
        <td
          className={`${cell} font-semibold ${
            request.type === 'deposit' ? 'text-emerald-300' : 'text-rose-300'
          }`}
        >
          {request.type === 'deposit' ? t('money.history.deposit') : t('money.history.withdraw')}
        </td>
        <td className={`${cell} text-right font-semibold whitespace-nowrap text-white tabular-nums`}>
          {formatBaht(request.amount)}
        </td>
        <td className={`${cell} text-right whitespace-nowrap text-ink-200 tabular-nums`}>
          {formatBaht(request.bonus)}
        </td>
        <td className={`${cell} text-center`}>
          <span
            className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusStyles[status]}`}
          >
            {t(`money.history.status.${status}`)}
          </span>
        </td>
        <td className={`${cell} text-right text-xs whitespace-nowrap text-ink-300 tabular-nums`}>
          {formatDateTime(request.created_at)}
        </td>
      </tr>
      {showReceived ? (
        <tr data-testid="history-received">
          <td colSpan={5} className="px-1 pb-2.5 text-xs text-amber-200">
            {t('money.history.received', {
              amount: formatBaht(request.amount),
              requested: formatBaht(request.requested_amount),
            })}
          </td>
        </tr>
      ) : null}
      {showCause ? (
        <tr data-testid="history-cause">
          <td colSpan={5} className="px-1 pb-2.5 text-xs text-ink-400">
            {t('money.history.cause', { cause: request.deleted_cause })}
          </td>
        </tr>
      ) : null}
      {showAttach ? (
        <tr data-testid="history-attach-slip">
          <td colSpan={5} className="px-1 pb-2.5" onClickCapture={() => setAttaching(true)}>
            <Suspense fallback={null}>
              <AttachSlip depositId={request.id} compact />
            </Suspense>
          </td>
        </tr>
      ) : null}
    </>
  );
}
