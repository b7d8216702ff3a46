import {
  addMemberNoteResponse,
  memberActionResponse,
  memberDetailResponse,
  memberTagsResponse,
  type MemberDetailResponse,
} from '@chaba/contracts/backoffice-members';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type MemberDetail = MemberDetailResponse['data'];

export const memberPath = (id: number | string) => `/api/backoffice/members/${id}`;

export function useMember(id: string) {
  return useQuery({
    queryKey: [memberPath(id)],
    queryFn: ({ signal }) => callApi(memberPath(id), { schema: memberDetailResponse, signal }),
    select: (answer) => answer.data,
  });
}

/** The staff actions on a member; each is permission-checked and audited by the server. */
export type MemberAction =
  | { kind: 'lock'; reason: string }
  | { kind: 'unlock' }
  | { kind: 'reset-password'; language: 'th' | 'en' | 'cn' }
  | { kind: 'bank-account'; bank: string; account_number: string; name?: string | undefined }
  | { kind: 'end-sessions' };

/** Runs a member action; every list of the member page reloads after it. */
export function useMemberAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: MemberAction) =>
      callApi(`${memberPath(id)}/${kind}`, {
        method: 'POST',
        body,
        schema: memberActionResponse,
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(memberPath(id)),
      }),
  });
}

export function useAddMemberNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callApi(`${memberPath(id)}/notes`, { method: 'POST', body: { body }, schema: addMemberNoteResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [`${memberPath(id)}/notes`] }),
  });
}

export function useSetMemberTags(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tags: string[]) =>
      callApi(`${memberPath(id)}/tags`, { method: 'POST', body: { tags }, schema: memberTagsResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [memberPath(id)] }),
  });
}
