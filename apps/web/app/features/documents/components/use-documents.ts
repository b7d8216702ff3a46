import type { DocumentKind, MemberDocuments } from '@chaba/contracts/documents';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useFeedback } from '../../../ui/feedback';
import { fetchDocuments, uploadDocument } from '../api/documents-api';

/**
 * The member's identity documents (decision 67): read when shown and again whenever the profile
 * reloads (staff deciding one reloads the member's open pages), and the upload of one kind.
 */
export function useDocuments() {
  const { memberRequest, profile } = useSession();
  const { t } = useTranslation();
  const { toast } = useFeedback();
  const [documents, setDocuments] = useState<MemberDocuments | null>(null);
  const [sending, setSending] = useState<DocumentKind | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchDocuments(memberRequest, signal)
        .then((answer) => setDocuments(answer.data))
        .catch(() => undefined),
    [memberRequest],
  );
  useEffect(() => {
    if (!profile) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, profile]);

  const send = async (kind: DocumentKind, file: File) => {
    setSending(kind);
    try {
      await uploadDocument(memberRequest, kind, file);
      toast('success', t('documents.sent'));
      await load();
    } catch (error) {
      toast('error', error instanceof ApiError && error.message ? error.message : t('documents.failed'));
    } finally {
      setSending(null);
    }
  };
  return { documents, sending, send };
}
