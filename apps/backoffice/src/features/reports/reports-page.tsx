import { reportKinds, type ReportKind } from '@chaba/contracts/backoffice-reports';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { useListParams } from '../../lib/list-params';
import { Button } from '../../ui/button';
import { DataTable, queryStatus } from '../../ui/data-table';
import { FilterInput, FilterSelect } from '../../ui/field';
import { PageHeader, Panel } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import { reportPageSize, useCsvDownload, useReport, type ReportParams } from './api';
import { reportDefinitions } from './definitions';
import { DailyTotals } from './daily-totals';

const dayMs = 24 * 60 * 60 * 1000;
/** Today in Bangkok (YYYY-MM-DD), whatever the browser's time zone. */
const bangkokToday = () => new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * dayMs).toISOString().slice(0, 10);

/** The reports: a picker, a date range (kept in the URL), the server's pages, and the CSV file. */
export function ReportsPage() {
  const { t } = useTranslation();
  const today = bangkokToday();
  const list = useListParams({ kind: 'daily', from: daysBefore(today, 6), to: today, group: '' });
  const kind = (reportKinds as readonly string[]).includes(list.filters.kind)
    ? (list.filters.kind as ReportKind)
    : 'daily';
  const params: ReportParams = {
    kind,
    from: list.filters.from,
    to: list.filters.to,
    group: list.filters.group,
  };
  const definition = reportDefinitions[kind];
  const group = params.group || definition.groups?.[0] || '';
  const query = useReport(params, list.pageIndex);
  const csv = useCsvDownload();
  const rangeErrors = query.error instanceof ApiError ? Object.values(query.error.fieldErrors).flat() : [];
  const answer = query.data as { data: object[]; total?: unknown } | undefined;
  return (
    <>
      <PageHeader
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
        actions={
          <Button
            variant="primary"
            busy={csv.busy}
            onClick={() => void csv.download(params)}
            data-testid="report-download"
          >
            {csv.busy ? t('reports.downloading') : t('reports.download')}
          </Button>
        }
      />
      <Tabs
        label={t('reports.title')}
        value={kind}
        options={reportKinds.map((value) => ({ value, label: t(`reports.kinds.${value}`) }))}
        onChange={(value) => list.setFilters({ kind: value, group: '' })}
      />
      <RangeBar
        key={`${params.from}/${params.to}`}
        from={params.from}
        to={params.to}
        onChange={(range) => list.setFilters(range)}
        groups={definition.groups}
        group={group}
        onGroupChange={(value) => list.setFilters({ group: value })}
      />
      {rangeErrors.length > 0 ? (
        <p className="mt-2 text-[13px] text-red-600" role="alert">
          {rangeErrors.join(' ')}
        </p>
      ) : null}
      {kind === 'affiliates' ? <p className="mt-2 text-xs text-zinc-500">{t('reports.clicksHint')}</p> : null}
      {kind === 'daily' && answer?.total ? <DailyTotals total={answer.total} /> : null}
      <Panel className="mt-3 overflow-hidden">
        <DataTable
          testId="report-table"
          columns={definition.columns(t, group)}
          rows={rangeErrors.length > 0 ? [] : answer?.data}
          rowKey={definition.rowKey}
          page={
            definition.paged && answer
              ? {
                  pageIndex: list.pageIndex,
                  pageSize: reportPageSize,
                  total: (answer as { total: number }).total,
                }
              : undefined
          }
          onPageChange={list.setPage}
          {...queryStatus(query)}
          error={rangeErrors.length > 0 ? undefined : query.error}
        />
      </Panel>
    </>
  );
}

/** The range (applied with the button or Enter) and, for reports that have one, the grouping. */
function RangeBar(props: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  groups: readonly string[] | undefined;
  group: string;
  onGroupChange: (group: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ from: props.from, to: props.to });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onChange(draft);
  };
  return (
    <form onSubmit={submit} className="mt-3 grid grid-cols-2 gap-2 md:flex md:flex-wrap md:items-center">
      <label className="flex items-center gap-1.5 text-xs text-zinc-500">
        {t('common.from')}
        <FilterInput
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          className="min-w-0 flex-1 md:w-40"
          data-testid="report-from"
        />
      </label>
      <label className="flex items-center gap-1.5 text-xs text-zinc-500">
        {t('common.to')}
        <FilterInput
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          className="min-w-0 flex-1 md:w-40"
          data-testid="report-to"
        />
      </label>
      {props.groups ? (
        <label className="flex items-center gap-1.5 text-xs text-zinc-500">
          {t('reports.group')}
          <FilterSelect
            value={props.group}
            onChange={(event) => props.onGroupChange(event.target.value)}
            className="min-w-0 flex-1 md:w-36"
          >
            {props.groups.map((value) => (
              <option key={value} value={value}>
                {t(`reports.groups.${value}` as 'reports.groups.game')}
              </option>
            ))}
          </FilterSelect>
        </label>
      ) : null}
      <Button type="submit" variant="secondary" className={props.groups ? '' : 'col-span-2 md:col-span-1'}>
        {t('reports.show')}
      </Button>
    </form>
  );
}
