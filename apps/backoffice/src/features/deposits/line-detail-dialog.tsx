import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../ui/dialog';
import { DateTime, Money } from '../../ui/format';
import { Detail, ErrorState, LoadingState } from '../../ui/page';
import { StatusBadge } from '../../ui/status-badge';
import { useStatementLineDetail } from './api';

/** Everything about a received transfer: what it completed, for which member, and who did it. */
export function LineDetailDialog({ lineId, onClose }: { lineId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useStatementLineDetail(lineId ?? undefined);
  const data = detail.data;
  return (
    <Dialog open={lineId !== null} onClose={onClose} title={t('deposits.lineTitle', { id: lineId ?? '' })}>
      {detail.isLoading ? (
        <LoadingState />
      ) : !data ? (
        <ErrorState error={detail.error} />
      ) : (
        <dl className="grid grid-cols-2 gap-4">
          <Detail label={t('deposits.amount')}>
            <Money baht={data.line.amount} className="font-semibold" />
          </Detail>
          <Detail label={t('withdrawals.status')}>
            <StatusBadge status={data.line.status} />
          </Detail>
          <Detail label={t('deposits.time')}>
            <DateTime value={data.line.occurred_at} />
          </Detail>
          <Detail label={t('deposits.sender')}>
            {[data.line.from_name, data.line.from_bank, data.line.from_account].filter(Boolean).join(' ') ||
              '-'}
          </Detail>
          <Detail label={t('deposits.request')}>
            {data.request ? (
              <span>
                #{data.request.id} · <Money baht={data.request.amount} />{' '}
                <Link to={`/members/${data.request.member_id}`} className="text-accent-700 hover:underline">
                  {data.request.member_name ?? data.request.member_phone}
                </Link>
              </span>
            ) : (
              '-'
            )}
          </Detail>
          <Detail label={t('deposits.resolvedBy')}>
            {data.resolved_by ? (
              <span>
                {data.resolved_by.username} ·{' '}
                <span className="font-mono text-xs">{data.resolved_by.action}</span> ·{' '}
                <DateTime value={data.resolved_by.at} />
              </span>
            ) : (
              t('deposits.automatic')
            )}
          </Detail>
          {data.line.refund_ref ? (
            <Detail label={t('deposits.refundRef')}>{data.line.refund_ref}</Detail>
          ) : null}
        </dl>
      )}
    </Dialog>
  );
}
