import type {
  DocumentKind,
  MemberDocumentsResponse,
  UploadDocumentResponse,
} from '@chaba/contracts/documents';
import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** The member's documents: asked for or not, each kind's state, the withdrawal rule. */
export function fetchDocuments(memberRequest: MemberRequest, signal?: AbortSignal) {
  return memberRequest<MemberDocumentsResponse>('/api/customers/documents', { signal });
}

/** A photo of one kind of document (multipart, file `file`), through the session (a 401 logs out). */
export function uploadDocument(memberRequest: MemberRequest, kind: DocumentKind, file: File) {
  const form = new FormData();
  form.append('file', file);
  return memberRequest<UploadDocumentResponse>(`/api/customers/documents/${kind}`, {
    method: 'POST',
    body: form,
  });
}
