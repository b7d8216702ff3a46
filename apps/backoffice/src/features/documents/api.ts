import {
  decideDocumentResponse,
  documentQueueResponse,
  requestDocumentsResponse,
  staffMemberDocumentsResponse,
  type DeskDocument,
  type DocumentRejectionReason,
} from '@chaba/contracts/documents';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useStaffImage } from '../../lib/staff-image';

export type { DeskDocument };
export type DocumentGroup = 'pending' | 'approved' | 'rejected';

const documentsPath = '/api/backoffice/documents';
const memberPath = (memberId: number) => `/api/backoffice/members/${memberId}/documents`;

/** Documents of one group; the pending queue refreshes itself. */
export function useDocumentQueue(status: DocumentGroup) {
  const query = { status, limit: 100 };
  return useQuery({
    queryKey: [documentsPath, query],
    queryFn: ({ signal }) => callApi(documentsPath, { query, schema: documentQueueResponse, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: status === 'pending' ? 15_000 : false,
  });
}

/** The member page's documents block. */
export function useMemberDocuments(memberId: number, enabled: boolean) {
  return useQuery({
    queryKey: [memberPath(memberId)],
    queryFn: ({ signal }) => callApi(memberPath(memberId), { schema: staffMemberDocumentsResponse, signal }),
    select: (answer) => answer.data,
    enabled,
  });
}

/** A document's image, fetched with the session's token while it is shown. */
export function useDocumentImage(document: DeskDocument | null) {
  return useStaffImage(document?.has_image ? `${documentsPath}/${document.id}/image` : null);
}

function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).includes('/documents'),
    });
}

export type DocumentDecisionInput =
  | { status: 'approved'; note?: string }
  | { status: 'rejected'; reason: DocumentRejectionReason; note?: string };

/** Approves or rejects a pending document. */
export function useDecideDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: DocumentDecisionInput }) => {
      const { status, ...body } = decision;
      const verb = status === 'approved' ? 'approve' : 'reject';
      return callApi(`${documentsPath}/${id}/${verb}`, {
        method: 'POST',
        body,
        schema: decideDocumentResponse,
      });
    },
    onSettled: invalidate,
  });
}

/** Asks a member for their documents with a reason. */
export function useRequestDocuments(memberId: number) {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (reason: string) =>
      callApi(`${memberPath(memberId)}/request`, {
        method: 'POST',
        body: { reason },
        schema: requestDocumentsResponse,
      }),
    onSettled: invalidate,
  });
}
