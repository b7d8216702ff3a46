import type { AuditListPage } from '@chaba/contracts/oversight-lists';
import { useTranslation } from 'react-i18next';
import { ActionLabel } from './action-label';

export type AuditRecord = AuditListPage['data'][number];

/** One audit record opened under its row: the action's code, the details, before, after, the hash. */
export function AuditRecordDetails({ record }: { record: AuditRecord }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" data-testid="audit-record-details">
      <ActionLabel action={record.action} />
      <div className="grid gap-3 md:grid-cols-3">
        <JsonBlock label={t('audit.details')} value={record.details} />
        {record.before ? <JsonBlock label={t('audit.before')} value={record.before} /> : null}
        {record.after ? <JsonBlock label={t('audit.after')} value={record.after} /> : null}
      </div>
      <div className="text-[11px] text-zinc-500">
        {t('audit.hash')} <span className="font-mono break-all">{record.hash ?? '-'}</span>
      </div>
    </div>
  );
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <div className="mb-1 text-[11px] font-medium tracking-wide text-zinc-500 uppercase">{label}</div>
      <pre className="max-h-56 overflow-auto rounded-md bg-white p-3 font-mono text-[11px] leading-4 whitespace-pre-wrap ring-1 ring-zinc-200 ring-inset">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}
