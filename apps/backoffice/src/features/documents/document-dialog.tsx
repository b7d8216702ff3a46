import { documentRejectionReasons, type DocumentRejectionReason } from '@chaba/contracts/documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { useCan } from '../../lib/me';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, SelectField, TextAreaField } from '../../ui/field';
import { DateTime } from '../../ui/format';
import { MemberLink } from '../../ui/member-link';
import { Detail } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useDecideDocument, useDocumentImage, type DeskDocument } from './api';

const tones: Record<DeskDocument['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  replaced: 'neutral',
};

export function DocumentStatus({ status }: { status: DeskDocument['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`documents.statuses.${status}`)}</Badge>;
}

/** One document: its image, whose it is, and for a pending one the decision. */
export function DocumentDialog({
  document,
  onClose,
}: {
  document: DeskDocument | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={document !== null}
      onClose={onClose}
      title={document ? t('documents.dialogTitle', { kind: t(`documents.kinds.${document.kind}`) }) : ''}
    >
      {document ? (
        <div className="space-y-4" data-testid="document-dialog">
          <DocumentImage document={document} />
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Detail label={t('documents.member')}>
              <MemberLink
                id={document.member.id}
                name={document.member.name}
                phone={document.member.phone}
                detail={document.member.phone}
              />
            </Detail>
            <Detail label={t('documents.status')}>
              <DocumentStatus status={document.status} />
            </Detail>
            <Detail label={t('documents.uploadedAt')}>
              <DateTime value={document.uploaded_at} />
            </Detail>
            {document.decision ? (
              <Detail label={t('documents.decidedBy')}>
                {document.decision.by ?? '-'} · <DateTime value={document.decision.at} />
                {document.decision.reason ? (
                  <span className="block text-xs text-zinc-600">
                    {t(`documents.reasons.${document.decision.reason}`)}
                  </span>
                ) : null}
                {document.decision.note ? (
                  <span className="block text-xs text-zinc-600">{document.decision.note}</span>
                ) : null}
              </Detail>
            ) : null}
          </dl>
          {document.status === 'pending' ? <DecisionForm document={document} onDone={onClose} /> : null}
        </div>
      ) : null}
    </Dialog>
  );
}

function DocumentImage({ document }: { document: DeskDocument }) {
  const { t } = useTranslation();
  const image = useDocumentImage(document);
  if (!document.has_image) return <p className="text-sm text-zinc-500">{t('documents.imageDeleted')}</p>;
  if (image.failed) return <p className="text-sm text-red-700">{t('documents.imageError')}</p>;
  return (
    <div className="flex h-72 items-center justify-center overflow-hidden rounded-lg bg-zinc-100">
      {image.url ? (
        <a href={image.url} target="_blank" rel="noreferrer" className="h-full">
          <img
            src={image.url}
            alt={t(`documents.kinds.${document.kind}`)}
            className="h-full w-auto object-contain"
          />
        </a>
      ) : null}
    </div>
  );
}

function DecisionForm({ document, onDone }: { document: DeskDocument; onDone: () => void }) {
  const { t } = useTranslation();
  const canReview = useCan('documents.review');
  const decide = useDecideDocument();
  const [reason, setReason] = useState<DocumentRejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  if (!canReview) return null;
  const submit = async (status: 'approved' | 'rejected') => {
    if (status === 'rejected' && reason === '') {
      setMissingReason(true);
      return;
    }
    const decision =
      status === 'approved'
        ? { status, ...(note ? { note } : {}) }
        : { status, reason: reason as DocumentRejectionReason, ...(note ? { note } : {}) };
    const answer = await decide.mutateAsync({ id: document.id, decision }).catch(() => null);
    if (!answer) return;
    toast(t(status === 'approved' ? 'documents.approved' : 'documents.rejected'));
    onDone();
  };
  return (
    <div className="space-y-3 border-t border-zinc-100 pt-3">
      <SelectField
        label={t('documents.rejectReason')}
        value={reason}
        error={missingReason ? t('documents.reasonRequired') : undefined}
        onChange={(event) => {
          setReason(event.target.value as DocumentRejectionReason | '');
          setMissingReason(false);
        }}
      >
        <option value="">{t('documents.chooseReason')}</option>
        {documentRejectionReasons.map((code) => (
          <option key={code} value={code}>
            {t(`documents.reasons.${code}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('documents.note')}
        hint={t('documents.noteHint')}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormError message={decide.error ? messageOf(decide.error) : undefined} />
      <DialogActions>
        <Button variant="danger" busy={decide.isPending} onClick={() => void submit('rejected')}>
          {t('documents.reject')}
        </Button>
        <Button variant="primary" busy={decide.isPending} onClick={() => void submit('approved')}>
          {t('documents.approve')}
        </Button>
      </DialogActions>
    </div>
  );
}
