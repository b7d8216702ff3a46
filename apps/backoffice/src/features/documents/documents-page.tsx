import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../ui/format';
import { MemberLink } from '../../ui/member-link';
import { EmptyState, ErrorState, LoadingState, PageHeader, Panel } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import { useDocumentQueue, type DeskDocument, type DocumentGroup } from './api';
import { DocumentDialog, DocumentStatus } from './document-dialog';

const groups: DocumentGroup[] = ['pending', 'approved', 'rejected'];

/** The identity documents desk (decision 67): the review queue oldest first, and the decided ones. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const [group, setGroup] = useState<DocumentGroup>('pending');
  const [open, setOpen] = useState<DeskDocument | null>(null);
  const queue = useDocumentQueue(group);
  return (
    <>
      <PageHeader title={t('documents.title')} subtitle={t('documents.subtitle')} />
      <Tabs
        label={t('documents.title')}
        value={group}
        onChange={setGroup}
        options={groups.map((value) => ({
          value,
          label: t(`documents.groups.${value}`),
          ...(value === 'pending' && group === 'pending' && queue.data ? { count: queue.data.total } : {}),
        }))}
      />
      <Panel className="mt-3 overflow-x-auto">
        {queue.isLoading ? <LoadingState /> : null}
        {queue.error && !queue.data ? (
          <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
        ) : null}
        {queue.data && queue.data.data.length === 0 ? <EmptyState>{t('documents.empty')}</EmptyState> : null}
        {queue.data && queue.data.data.length > 0 ? (
          <DocumentsTable documents={queue.data.data} onOpen={setOpen} />
        ) : null}
      </Panel>
      <DocumentDialog document={open} onClose={() => setOpen(null)} />
    </>
  );
}

function DocumentsTable({
  documents,
  onOpen,
}: {
  documents: DeskDocument[];
  onOpen: (document: DeskDocument) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left text-[13px]" data-testid="documents-table">
      <thead className="border-b border-zinc-200 text-xs text-zinc-500">
        <tr>
          <th className="px-4 py-2 font-medium whitespace-nowrap">{t('documents.member')}</th>
          <th className="px-4 py-2 font-medium whitespace-nowrap">{t('documents.kind')}</th>
          <th className="px-4 py-2 font-medium whitespace-nowrap">{t('documents.uploadedAt')}</th>
          <th className="px-4 py-2 font-medium whitespace-nowrap">{t('documents.status')}</th>
          <th className="px-4 py-2 font-medium whitespace-nowrap">{t('documents.decidedBy')}</th>
          <th className="px-4 py-2 text-right font-medium whitespace-nowrap">{t('documents.actions')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-zinc-100">
        {documents.map((document) => (
          <tr key={document.id}>
            <td className="px-4 py-2">
              <MemberLink
                id={document.member.id}
                name={document.member.name}
                phone={document.member.phone}
                detail={document.member.phone}
              />
            </td>
            <td className="px-4 py-2 whitespace-nowrap">{t(`documents.kinds.${document.kind}`)}</td>
            <td className="px-4 py-2">
              <DateTime value={document.uploaded_at} />
            </td>
            <td className="px-4 py-2">
              <DocumentStatus status={document.status} />
              {document.decision?.reason ? (
                <span className="block text-xs text-zinc-500">
                  {t(`documents.reasons.${document.decision.reason}`)}
                </span>
              ) : null}
            </td>
            <td className="px-4 py-2 whitespace-nowrap">{document.decision?.by ?? '-'}</td>
            <td className="px-4 py-2 text-right">
              <button
                type="button"
                className="text-[13px] font-medium whitespace-nowrap text-zinc-900 underline-offset-2 hover:underline"
                onClick={() => onOpen(document)}
              >
                {document.status === 'pending' ? t('documents.review') : t('documents.view')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
