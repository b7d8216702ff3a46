import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../lib/list-params';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { FilterInput, FilterSelect } from '../../ui/field';
import { DateTime, Money } from '../../ui/format';
import { MemberLink } from '../../ui/member-link';
import { Panel } from '../../ui/page';
import { SlipDialog, SlipReason, SlipStatus, slipBankLabel } from './slip-dialog';
import { useDepositSlips, type DepositSlip, type SlipGroup } from './slips-api';

const pageSize = 100;
const groups: readonly SlipGroup[] = ['held', 'waiting', 'credited', 'refused'];

/**
 * The deposit desk's transfer slips (issue 26): held ones wait for staff to credit or refuse them;
 * the others show what became of each. Filtered by group and by the day the slip was attached.
 */
export function SlipsTab() {
  const { t } = useTranslation();
  const list = useListParams({ slip_status: 'held', slip_date: '' });
  const group = (groups as readonly string[]).includes(list.filters.slip_status)
    ? (list.filters.slip_status as SlipGroup)
    : 'held';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(list.filters.slip_date) ? list.filters.slip_date : undefined;
  const query = useDepositSlips({ status: group, date, limit: pageSize });
  const [shown, setShown] = useState<DepositSlip | null>(null);
  const columns = useSlipColumns(setShown);
  const current = shown ? (query.data?.data.find((slip) => slip.id === shown.id) ?? shown) : null;
  return (
    <Panel className="mt-3 overflow-hidden">
      <div className="flex flex-wrap items-center gap-2 px-3 pt-3">
        <FilterSelect
          aria-label={t('slips.group')}
          value={group}
          onChange={(event) => list.setFilters({ slip_status: event.target.value })}
          className="max-w-52 min-w-0"
        >
          {groups.map((value) => (
            <option key={value} value={value}>
              {t(`slips.groups.${value}`)}
            </option>
          ))}
        </FilterSelect>
        <label className="flex items-center gap-1.5 text-xs text-zinc-500">
          {t('slips.date')}
          <FilterInput
            type="date"
            value={date ?? ''}
            onChange={(event) => list.setFilters({ slip_date: event.target.value })}
            className="min-w-0 flex-1 md:w-40"
          />
        </label>
        <span className="flex-1" />
        <Button size="sm" variant="ghost" onClick={() => void query.refetch()} busy={query.isRefetching}>
          {t('common.refresh')}
        </Button>
      </div>
      <DataTable
        testId="deposit-slips-table"
        columns={columns}
        rows={query.data?.data}
        rowKey={(slip) => slip.id}
        page={{ pageIndex: 0, pageSize, total: query.data?.total }}
        {...queryStatus(query)}
        empty={group === 'held' ? t('slips.heldEmpty') : t('slips.empty')}
      />
      <SlipDialog slip={current} onClose={() => setShown(null)} />
    </Panel>
  );
}

function useSlipColumns(show: (slip: DepositSlip) => void): Column<DepositSlip>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'amount',
        header: t('slips.amount'),
        align: 'right',
        mobile: 'title',
        cell: (slip) => <Money baht={slip.verifier?.amount ?? null} className="font-semibold" />,
      },
      {
        id: 'created_at',
        header: t('slips.attachedAt'),
        cell: (slip) => <DateTime value={slip.created_at} />,
      },
      {
        id: 'member',
        header: t('slips.member'),
        cell: (slip) => (
          <MemberLink
            id={slip.member.id}
            name={slip.member.name}
            phone={slip.member.phone}
            detail={slip.member.phone}
          />
        ),
      },
      {
        id: 'qr',
        header: t('slips.qr'),
        cell: (slip) => (
          <span className="text-xs">
            {slipBankLabel(slip.qr.sending_bank)}{' '}
            <span className="font-mono break-all">{slip.qr.trans_ref}</span>
          </span>
        ),
      },
      {
        id: 'deposit',
        header: t('slips.deposit'),
        cell: (slip) =>
          slip.deposit ? (
            <span>
              {slip.deposit.ref} · <Money baht={slip.deposit.amount} />
            </span>
          ) : (
            '-'
          ),
      },
      {
        id: 'status',
        header: t('slips.status'),
        cell: (slip) => (
          <span className="block">
            <SlipStatus status={slip.status} />
            <span className="mt-0.5 block text-xs text-zinc-600">
              <SlipReason reason={slip.reason} />
            </span>
          </span>
        ),
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('common.actions')}</span>,
        mobile: 'actions',
        align: 'right',
        cell: (slip) => (
          <Button size="sm" variant={slip.status === 'held' ? 'accent' : 'ghost'} onClick={() => show(slip)}>
            {t('slips.open')}
          </Button>
        ),
      },
    ],
    [t, show],
  );
}
