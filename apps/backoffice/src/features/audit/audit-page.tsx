import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '../../lib/cursor-pages';
import { useListParams } from '../../lib/list-params';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { DateTime } from '../../ui/format';
import { PageHeader, Panel } from '../../ui/page';
import { ActionLabel } from './action-label';
import { useAuditLog, type AuditFilters, type AuditRecord } from './api';
import { AuditFilterBar } from './audit-filter-bar';
import { AuditRecordDialog } from './audit-record-dialog';
import { ChainCheck } from './chain-check';

const pageSize = 50;
const noFilters: AuditFilters = { staff_id: '', action: '', member_id: '', from: '', to: '' };

/** Who did what, when, from where: the append-only audit log, newest first, with its chain check. */
export function AuditPage() {
  const { t } = useTranslation();
  const list = useListParams(noFilters);
  const pages = useCursorPages(JSON.stringify(list.filters), pageSize);
  const query = useAuditLog(list.filters, { cursor: pages.cursor, limit: pageSize });
  const [shown, setShown] = useState<AuditRecord | null>(null);
  const columns = useAuditColumns(setShown);
  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} actions={<ChainCheck />} />
      <AuditFilterBar filters={list.filters} onChange={list.setFilters} />
      <Panel className="mt-3 overflow-hidden">
        <DataTable
          testId="audit-table"
          columns={columns}
          rows={query.data?.data}
          rowKey={(record) => record.id}
          page={pages.page(query.data)}
          onPageChange={(index) => pages.go(index, query.data?.next_cursor)}
          {...queryStatus(query)}
        />
      </Panel>
      <AuditRecordDialog record={shown} onClose={() => setShown(null)} />
    </>
  );
}

function useAuditColumns(show: (record: AuditRecord) => void): Column<AuditRecord>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'action',
        header: t('audit.action'),
        mobile: 'title',
        cell: (record) => <ActionLabel action={record.action} />,
      },
      { id: 'created_at', header: t('audit.time'), cell: (record) => <DateTime value={record.created_at} /> },
      { id: 'staff', header: t('audit.staff'), cell: (record) => record.username ?? '-' },
      {
        id: 'target',
        header: t('audit.target'),
        cell: (record) => (record.target_type ? `${record.target_type} #${record.target_id ?? ''}` : '-'),
      },
      {
        id: 'address',
        header: t('audit.address'),
        cell: (record) => <span className="font-mono text-xs">{record.client_address ?? '-'}</span>,
      },
      {
        id: 'details',
        header: t('common.details'),
        mobile: 'actions',
        align: 'right',
        cell: (record) => (
          <Button size="sm" variant="ghost" onClick={() => show(record)}>
            {t('common.details')}
          </Button>
        ),
      },
    ],
    [t, show],
  );
}
