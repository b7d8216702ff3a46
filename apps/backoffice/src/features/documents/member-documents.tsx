import { documentKinds } from '@chaba/contracts/documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { useCan } from '../../lib/me';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, TextAreaField } from '../../ui/field';
import { DateTime } from '../../ui/format';
import { toast } from '../../ui/toast';
import { useMemberDocuments, useRequestDocuments, type DeskDocument } from './api';
import { DocumentDialog, DocumentStatus } from './document-dialog';

/**
 * The member page's identity documents (for `documents.review`, decision 67): verified or not,
 * asked for and why, each kind's latest document (opened to review it), and asking for them.
 */
export function MemberDocuments({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const canReview = useCan('documents.review');
  const documents = useMemberDocuments(memberId, canReview);
  const [open, setOpen] = useState<DeskDocument | null>(null);
  const [asking, setAsking] = useState(false);
  if (!canReview || !documents.data) return null;
  const { data } = documents;
  const latest = (kind: DeskDocument['kind']) =>
    data.documents.find((document) => document.kind === kind && document.status !== 'replaced') ?? null;
  return (
    <section
      className="mt-3 rounded-lg border border-zinc-200 bg-white px-4 py-3"
      aria-label={t('documents.memberTitle')}
      data-testid="member-documents"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-[13px] font-semibold text-zinc-800">{t('documents.memberTitle')}</h2>
        {data.approved ? (
          <Badge tone="success">{t('documents.verified')}</Badge>
        ) : data.required ? (
          <Badge tone="warning">{t('documents.asked')}</Badge>
        ) : (
          <Badge>{t('documents.notVerified')}</Badge>
        )}
        {data.required && data.reason ? <span className="text-xs text-zinc-500">{data.reason}</span> : null}
        <Button size="sm" className="ml-auto" onClick={() => setAsking(true)}>
          {t('documents.ask')}
        </Button>
      </div>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {documentKinds.map((kind) => {
          const document = latest(kind);
          return (
            <li key={kind} className="flex items-center gap-2 rounded-md bg-zinc-50 px-3 py-2 text-[13px]">
              <span className="font-medium">{t(`documents.kinds.${kind}`)}</span>
              {document ? (
                <>
                  <DocumentStatus status={document.status} />
                  <span className="text-xs text-zinc-500">
                    <DateTime value={document.uploaded_at} />
                  </span>
                  <button
                    type="button"
                    className="ml-auto text-xs font-medium whitespace-nowrap underline-offset-2 hover:underline"
                    onClick={() => setOpen(document)}
                  >
                    {document.status === 'pending' ? t('documents.review') : t('documents.view')}
                  </button>
                </>
              ) : (
                <span className="text-xs text-zinc-500">{t('documents.none')}</span>
              )}
            </li>
          );
        })}
      </ul>
      <DocumentDialog document={open} onClose={() => setOpen(null)} />
      <AskDialog memberId={memberId} open={asking} onClose={() => setAsking(false)} />
    </section>
  );
}

function AskDialog({ memberId, open, onClose }: { memberId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ask = useRequestDocuments(memberId);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = async () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    const answer = await ask.mutateAsync(reason.trim()).catch(() => null);
    if (!answer) return;
    toast(t('documents.askedToast'));
    setReason('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('documents.askTitle')}
      description={t('documents.askText')}
    >
      <div className="space-y-3">
        <TextAreaField
          label={t('documents.askReason')}
          value={reason}
          maxLength={300}
          error={missing ? t('documents.reasonRequired') : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        <FormError message={ask.error ? messageOf(ask.error) : undefined} />
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" busy={ask.isPending} onClick={() => void submit()}>
            {t('documents.askSubmit')}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
