import type { StaffCashbackProgramme } from '@chaba/contracts/cashback';
import { formatBaht } from '@chaba/i18n/format';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../lib/list-params';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { PageHeader, Panel } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import { useProgrammes } from './api';
import { ProgrammeDialog } from './programme-dialog';
import { RunsPanel } from './runs-panel';

const tabs = ['programmes', 'runs'] as const;

/** Cashback and rebate (issue 29, decision 60): the programmes, and the periods the job closed. */
export function CashbackPage() {
  const { t } = useTranslation();
  const list = useListParams({ tab: 'programmes' });
  const tab = list.filters.tab === 'runs' ? 'runs' : 'programmes';
  return (
    <>
      <PageHeader title={t('cashback.title')} subtitle={t('cashback.subtitle')} />
      <Tabs
        label={t('cashback.title')}
        value={tab}
        onChange={(value) => list.setFilters({ tab: value })}
        options={tabs.map((value) => ({ value, label: t(`cashback.tabs.${value}`) }))}
      />
      {tab === 'programmes' ? <ProgrammesPanel /> : <RunsPanel />}
    </>
  );
}

function ProgrammesPanel() {
  const { t } = useTranslation();
  const programmes = useProgrammes();
  const [editing, setEditing] = useState<StaffCashbackProgramme | 'new' | null>(null);
  const columns = useProgrammeColumns(setEditing);
  return (
    <Panel className="mt-3 overflow-hidden">
      <div className="flex justify-end border-b border-zinc-100 p-3">
        <Button variant="primary" data-testid="cashback-new" onClick={() => setEditing('new')}>
          {t('cashback.new')}
        </Button>
      </div>
      <DataTable
        testId="cashback-programmes"
        columns={columns}
        rows={programmes.data?.data}
        rowKey={(programme) => programme.id}
        {...queryStatus(programmes)}
        empty={t('cashback.empty')}
      />
      {editing !== null && (
        <ProgrammeDialog
          programme={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Panel>
  );
}

function useProgrammeColumns(
  edit: (programme: StaffCashbackProgramme) => void,
): Column<StaffCashbackProgramme>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('cashback.name'),
        mobile: 'title',
        cell: (programme) => <span className="font-medium">{programme.name_th}</span>,
      },
      { id: 'kind', header: t('cashback.kind'), cell: (programme) => t(`cashback.kinds.${programme.kind}`) },
      {
        id: 'period',
        header: t('cashback.period'),
        cell: (programme) =>
          programme.period === 'daily'
            ? t('cashback.periods.daily')
            : `${t('cashback.periods.weekly')} · ${t(`cashback.weekdays.d${programme.week_start_day as 1}`)}`,
      },
      {
        id: 'rate',
        header: t('cashback.rate'),
        cell: (programme) =>
          programme.kind === 'cashback'
            ? `${programme.rate_percent}%`
            : Object.entries(programme.category_rates)
                .map(([category, rate]) => `${t(`cashback.categoryNames.${category as 'slot'}`)} ${rate}%`)
                .join(', '),
      },
      {
        id: 'limits',
        header: t('cashback.maximumPayout'),
        align: 'right',
        cell: (programme) => (programme.maximum_payout > 0 ? formatBaht(programme.maximum_payout) : '—'),
      },
      { id: 'claim', header: t('cashback.claimMode'), cell: (p) => t(`cashback.claimModes.${p.claim_mode}`) },
      {
        id: 'active',
        header: t('cashback.active'),
        cell: (programme) => (
          <Badge tone={programme.active ? 'success' : 'neutral'}>
            {programme.active ? t('cashback.on') : t('cashback.off')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: '',
        mobile: 'actions',
        align: 'right',
        cell: (programme) => (
          <Button size="sm" onClick={() => edit(programme)}>
            {t('cashback.edit')}
          </Button>
        ),
      },
    ],
    [t, edit],
  );
}
