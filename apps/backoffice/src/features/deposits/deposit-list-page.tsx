import {
  depositListResponse,
  depositListSortColumns,
  depositListStatuses,
  type DepositListResponse,
} from '@chaba/contracts/backoffice-money-lists';
import { registrationBankCodes } from '@chaba/contracts/banks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListPage } from '../../lib/list-page';
import { useCan } from '../../lib/me';
import { ClaimControl } from '../../ui/claim-control';
import { DataTable, type Column } from '../../ui/data-table';
import { bankLabel, DateTime, Money } from '../../ui/format';
import { ListFilterBar, noMoneyListFilters } from '../../ui/list-filter-bar';
import { ListTools } from '../../ui/list-tools';
import { MemberLink } from '../../ui/member-link';
import { PageHeader, Panel } from '../../ui/page';
import { StatusBadge } from '../../ui/status-badge';

type DepositRow = DepositListResponse['data'][number];
const listPath = '/api/backoffice/lists/deposits';
const sortable = new Set<string>(depositListSortColumns);
const memberBanks = registrationBankCodes.map((code) => code.toLowerCase());

/**
 * Every deposit (issue 30, decision 68), the deposit desk's search: filters (any part of the member's
 * phone or account number, else the reference), sortable columns, page size, the amount in all, CSV
 * and saved views, all kept in the URL; a pending deposit's claim.
 */
export function DepositListPage() {
  const { t } = useTranslation();
  const page = useListPage({
    path: listPath,
    schema: depositListResponse,
    noFilters: noMoneyListFilters,
    defaultSort: 'id.desc',
  });
  const columns = useDepositColumns();
  const answer = page.answer.data;
  return (
    <>
      <PageHeader
        title={t('moneyLists.allDeposits')}
        subtitle={t('moneyLists.allDepositsSubtitle')}
        actions={
          <>
            <Link to="/deposits?status=pending" className="text-accent-700 text-sm hover:underline">
              {t('moneyLists.backToDesk')}
            </Link>
            <ListTools list="deposits" path={listPath} query={page.query} />
          </>
        }
      />
      <ListFilterBar
        key={JSON.stringify(page.filters)}
        filters={page.list.filters}
        onSearch={page.list.setFilters}
        statuses={depositListStatuses}
        banks={memberBanks}
        searchLabel={t('moneyLists.depositSearch')}
        searchHint={t('moneyLists.numberHint')}
      />
      <Panel className="mt-3 overflow-hidden">
        <DataTable
          testId="deposit-list-table"
          columns={columns}
          rows={answer?.data}
          rowKey={(deposit) => deposit.id}
          {...page.table}
          totals={answer ? { amount: <Money baht={answer.totals.amount} /> } : undefined}
          empty={t('moneyLists.noMatch')}
        />
      </Panel>
    </>
  );
}

function useDepositColumns(): Column<DepositRow>[] {
  const { t } = useTranslation();
  const canMatch = useCan('deposits.match');
  return useMemo(() => {
    const columns: Column<DepositRow>[] = [
      {
        id: 'id',
        header: t('moneyLists.reference'),
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
        id: 'member_account',
        header: t('moneyLists.memberBank'),
        cell: (deposit) => (
          <MemberAccount bank={deposit.member_bank} number={deposit.member_account_number} />
        ),
      },
      {
        id: 'company_account',
        header: t('deposits.toAccount'),
        cell: (deposit) => <span className="font-mono text-xs">{deposit.company_account_number ?? '-'}</span>,
      },
      {
        id: 'status',
        header: t('withdrawals.status'),
        cell: (deposit) => <StatusBadge status={deposit.status} />,
      },
      {
        id: 'created_at',
        header: t('moneyLists.requested'),
        cell: (deposit) => <DateTime value={deposit.created_at} />,
      },
      {
        id: 'completed_at',
        header: t('moneyLists.completed'),
        cell: (deposit) => (deposit.completed_at ? <DateTime value={deposit.completed_at} /> : '-'),
      },
      {
        id: 'credited_by',
        header: t('moneyLists.creditedBy'),
        cell: (deposit) => <CreditedBy deposit={deposit} />,
      },
      {
        id: 'claim',
        header: t('moneyLists.claim'),
        mobile: 'actions',
        align: 'right',
        cell: (deposit) =>
          deposit.status === 'pending' && canMatch ? (
            <ClaimControl
              base="/api/backoffice/deposits"
              id={deposit.id}
              claim={deposit.claim}
              refresh={listPath}
            />
          ) : null,
      },
    ];
    return columns.map((column) => ({ ...column, sortable: sortable.has(column.id) }));
  }, [t, canMatch]);
}

/** The member's bank and account number, or a dash. */
function MemberAccount({ bank, number }: { bank: string | null; number: string | null }) {
  if (!number) return '-';
  return (
    <span className="text-xs whitespace-nowrap">
      <span className="font-medium text-zinc-600">{bankLabel(bank)}</span>{' '}
      <span className="font-mono">{number}</span>
    </span>
  );
}

/** Who credited a deposit by hand; a completed one nobody credited matched itself. */
function CreditedBy({ deposit }: { deposit: DepositRow }) {
  const { t } = useTranslation();
  if (deposit.credited_by) return deposit.credited_by.username;
  if (deposit.status !== 'completed') return '-';
  return <span className="text-zinc-500">{t('moneyLists.automatic')}</span>;
}
