import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { DateTime } from '../../ui/format';
import { Detail } from '../../ui/page';
import { ActionLabel } from './action-label';
import type { AuditRecord } from './api';

/** One audit record in full: who, when, from where, the details and the before and after values. */
export function AuditRecordDialog({ record, onClose }: { record: AuditRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={record !== null}
      onClose={onClose}
      title={record ? <ActionLabel action={record.action} /> : null}
    >
      {record ? (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3">
            <Detail label={t('audit.time')}>
              <DateTime value={record.created_at} />
            </Detail>
            <Detail label={t('audit.staff')}>{record.username ?? '-'}</Detail>
            <Detail label={t('audit.target')}>
              {record.target_type ? `${record.target_type} #${record.target_id ?? ''}` : '-'}
            </Detail>
            <Detail label={t('audit.address')}>{record.client_address ?? '-'}</Detail>
          </dl>
          <JsonBlock label={t('audit.details')} value={record.details} />
          {record.before ? <JsonBlock label={t('audit.before')} value={record.before} /> : null}
          {record.after ? <JsonBlock label={t('audit.after')} value={record.after} /> : null}
          <Detail label={t('audit.hash')}>
            <span className="font-mono text-[11px] break-all">{record.hash ?? '-'}</span>
          </Detail>
        </div>
      ) : null}
    </Dialog>
  );
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <div>
      <div className="mb-1 text-[11px] font-medium tracking-wide text-zinc-500 uppercase">{label}</div>
      <pre className="max-h-56 overflow-auto rounded-md bg-zinc-50 p-3 font-mono text-[11px] leading-4 ring-1 ring-zinc-200 ring-inset">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}
