import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStreamState } from '../../lib/staff-stream';
import { Badge } from '../../ui/badge';
import { MemberLink } from '../../ui/member-link';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { DateTime, Money } from '../../ui/format';
import { Panel } from '../../ui/page';
import { usePendingDeposits, type PendingDeposit } from './api';

const pageSize = 100;

/** Deposits members announced and have not paid yet, with the time left before each expires. */
export function PendingDeposits() {
  const { t } = useTranslation();
  const query = usePendingDeposits(pageSize, useStreamState().connected);
  const answeredAt = query.dataUpdatedAt;
  const columns = usePendingColumns(answeredAt);
  return (
    <Panel className="mt-3 overflow-hidden">
      <DataTable
        testId="pending-deposits-table"
        columns={columns}
        rows={query.data?.data}
        rowKey={(deposit) => deposit.id}
        page={{ pageIndex: 0, pageSize, total: query.data?.total }}
        {...queryStatus(query)}
        empty={t('deposits.noPending')}
      />
    </Panel>
  );
}

function usePendingColumns(answeredAt: number): Column<PendingDeposit>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'member',
        header: t('withdrawals.member'),
        mobile: 'title',
        cell: (deposit) => (
          <MemberLink
            id={deposit.member_id}
            name={deposit.member_name}
            phone={deposit.member_phone}
            detail={`${deposit.member_phone} · ${deposit.ref}`}
          />
        ),
      },
      {
        id: 'amount',
        header: t('deposits.amount'),
        align: 'right',
        cell: (deposit) => <Money baht={deposit.amount} className="font-semibold" />,
      },
      {
        id: 'to',
        header: t('deposits.toAccount'),
        cell: (deposit) => (
          <span className="text-xs">
            <Badge>{t(`deposits.methods.${deposit.method}`)}</Badge>{' '}
            <span className="font-mono">{deposit.company_account_number ?? '-'}</span>
          </span>
        ),
      },
      {
        id: 'created_at',
        header: t('deposits.requestedAt'),
        cell: (deposit) => <DateTime value={deposit.created_at} />,
      },
      {
        id: 'left',
        header: t('deposits.timeLeft'),
        align: 'right',
        cell: (deposit) => <Countdown secondsLeft={deposit.seconds_left} since={answeredAt} />,
      },
    ],
    [t, answeredAt],
  );
}

/** mm:ss until the deposit expires, counted down here from what the server said when it answered. */
function Countdown({ secondsLeft, since }: { secondsLeft: number; since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, secondsLeft - Math.floor((now - since) / 1000));
  const text = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return <span className={`font-mono tabular ${left < 120 ? 'text-red-600' : 'text-zinc-700'}`}>{text}</span>;
}
