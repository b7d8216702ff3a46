import { documentKinds } from '@chaba/contracts/document-kinds';
import type { DocumentKind, MemberDocuments } from '@chaba/contracts/documents';
import { formatBaht } from '@chaba/i18n/format';
import { useTranslation } from '../../../lib/i18n';
import { usePopup } from '../../../lib/popup';
import { buttonClass } from '../../../ui/button';
import { WarningIcon } from '../../../ui/icons';
import { useDocuments } from './use-documents';

type DocumentState = MemberDocuments['documents'][DocumentKind];

/**
 * The information popup's identity documents (decision 67): verified, or what is asked and why,
 * each kind's state in the member's language (a rejection's reason too), and the upload of each.
 * Drawn once documents are asked for, a withdrawal rule needs them, or one was sent.
 */
export function DocumentsSection() {
  const { t } = useTranslation();
  const { documents, sending, send } = useDocuments();
  if (!documents) return null;
  const sentAny = documentKinds.some((kind) => documents.documents[kind] !== null);
  if (!documents.required && documents.withdrawal_above === null && !sentAny) return null;
  return (
    <section className="border-b border-white/5 py-3 last:border-b-0" data-testid="documents-section">
      <p className="text-xs text-ink-400">{t('documents.title')}</p>
      {documents.approved ? (
        <p className="mt-0.5 text-sm font-medium text-emerald-300">{t('documents.verified')}</p>
      ) : (
        <DocumentsNotice documents={documents} />
      )}
      <ul className="mt-2 space-y-2">
        {documentKinds.map((kind) => (
          <DocumentRow
            key={kind}
            kind={kind}
            state={documents.documents[kind]}
            sending={sending === kind}
            onFile={(file) => void send(kind, file)}
          />
        ))}
      </ul>
      {documents.approved ? null : <p className="mt-2 text-xs text-ink-400">{t('documents.hint')}</p>}
    </section>
  );
}

function DocumentsNotice({ documents }: { documents: MemberDocuments }) {
  const { t } = useTranslation();
  return (
    <div className="mt-1 rounded-xl border border-amber-400/40 bg-amber-950/40 p-3 text-sm text-amber-100">
      <p className="flex gap-2">
        <WarningIcon size={18} className="shrink-0 text-amber-300" />
        <span>
          {documents.required
            ? t('documents.asked')
            : t('documents.rule', { amount: formatBaht(documents.withdrawal_above ?? 0) })}
        </span>
      </p>
      {documents.required && documents.reason ? (
        <p className="mt-1 pl-6 text-xs text-amber-200/80">
          {t('documents.askedReason', { reason: documents.reason })}
        </p>
      ) : null}
    </div>
  );
}

function DocumentRow({
  kind,
  state,
  sending,
  onFile,
}: {
  kind: DocumentKind;
  state: DocumentState;
  sending: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  const canSend = state === null || state.status === 'rejected' || state.status === 'pending';
  return (
    <li
      className="flex items-center gap-3 rounded-xl border border-white/5 bg-ink-800/70 p-3"
      data-testid={`document-${kind}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">{t(`documents.${kind}`)}</p>
        <p className={`text-sm ${statusTone(state)}`} data-testid={`document-${kind}-status`}>
          {statusText(t, state)}
        </p>
        {state?.note ? <p className="text-xs text-ink-300">{state.note}</p> : null}
      </div>
      {canSend ? (
        <label
          className={`${buttonClass(state === null ? 'primary' : 'secondary', 'sm')} shrink-0 cursor-pointer`}
        >
          {sending
            ? t('documents.sending')
            : state === null
              ? t('documents.upload')
              : t('documents.uploadAgain')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={sending}
            data-testid={`document-${kind}-file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </label>
      ) : null}
    </li>
  );
}

function statusTone(state: DocumentState): string {
  if (state?.status === 'approved') return 'text-emerald-300';
  if (state?.status === 'rejected') return 'text-red-300';
  if (state?.status === 'pending') return 'text-amber-200';
  return 'text-ink-300';
}

function statusText(t: ReturnType<typeof useTranslation>['t'], state: DocumentState): string {
  if (!state) return t('documents.none');
  if (state.status === 'rejected') {
    const reason = state.rejection_reason ? t(`documents.reasons.${state.rejection_reason}`) : '';
    return t('documents.rejected', { reason });
  }
  return t(`documents.${state.status}`);
}

/** In the withdraw form: the rule or the request, and the way to the popup's documents. */
export function WithdrawDocumentsNotice() {
  const { t } = useTranslation();
  const { documents } = useDocuments();
  const { open } = usePopup();
  if (!documents || documents.approved) return null;
  if (!documents.required && documents.withdrawal_above === null) return null;
  return (
    <div className="mb-3" data-testid="withdraw-documents-notice">
      <DocumentsNotice documents={documents} />
      <button
        type="button"
        className="mt-1 text-sm font-semibold text-gold-300 hover:underline"
        onClick={() => open('InformationTab', { informationTab: 0 })}
      >
        {t('documents.open')}
      </button>
    </div>
  );
}
