import { matchStatementLineResponse } from '@chaba/contracts/backoffice';
import {
  deskStatementLinesResponse,
  pendingDepositsResponse,
  refundStatementLineResponse,
  statementLineCandidatesResponse,
  statementLineDetailResponse,
  type DeskStatementLinesResponse,
  type PendingDepositsResponse,
  type StatementLineCandidatesResponse,
} from '@chaba/contracts/backoffice-money';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type StatementLine = DeskStatementLinesResponse['data'][number];
export type StatementLineStatus = StatementLine['status'];
export type PendingDeposit = PendingDepositsResponse['data'][number];
export type Candidate = StatementLineCandidatesResponse['data'][number];

const statementsPath = '/api/backoffice/bank-statements';
export const pendingDepositsPath = '/api/backoffice/deposits/pending';
export const statementKeys = { all: ['bank-statements'] as const };
const refreshMs = 10_000;

/** Received transfers by status; the unmatched queue refreshes itself unless the stream does it. */
export function useStatementLines(query: { status: StatementLineStatus; limit: number }, live: boolean) {
  return useQuery({
    queryKey: [...statementKeys.all, query],
    queryFn: ({ signal }) => callApi(statementsPath, { query, schema: deskStatementLinesResponse, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: !live && query.status === 'unmatched' ? refreshMs : false,
  });
}

/** Pending deposits, the one closest to expiry first. */
export function usePendingDeposits(limit: number, live: boolean) {
  return useQuery({
    queryKey: [pendingDepositsPath, limit],
    queryFn: ({ signal }) =>
      callApi(pendingDepositsPath, { query: { limit }, schema: pendingDepositsResponse, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : refreshMs,
  });
}

/** The members a transfer could belong to: suggested by amount, time, account and name, or searched. */
export function useCandidates(lineId: number | undefined, q: string) {
  return useQuery({
    queryKey: [statementsPath, lineId, 'candidates', q],
    queryFn: ({ signal }) =>
      callApi(`${statementsPath}/${lineId}/candidates`, {
        query: { q: q || undefined },
        schema: statementLineCandidatesResponse,
        signal,
      }),
    enabled: lineId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** A line, the deposit it completed and who resolved it by hand. */
export function useStatementLineDetail(lineId: number | undefined) {
  return useQuery({
    queryKey: [statementsPath, lineId, 'detail'],
    queryFn: ({ signal }) =>
      callApi(`${statementsPath}/${lineId}`, { schema: statementLineDetailResponse, signal }),
    enabled: lineId !== undefined,
    select: (answer) => answer.data,
  });
}

export type MatchTarget = { request_id: number; accept_amount?: boolean } | { member_phone: string };

/** The lists a match or refund changes: the desk's, and the deposits and transfers lists (issue 30). */
const depositLists = [
  statementKeys.all[0],
  statementsPath,
  pendingDepositsPath,
  '/api/backoffice/lists/statement-lines',
  '/api/backoffice/lists/deposits',
];

function useInvalidateDeposits() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => depositLists.includes(String(query.queryKey[0])),
    });
}

/** Credits an unmatched transfer: to a pending deposit request, or to a member by phone. */
export function useMatchStatementLine() {
  const invalidate = useInvalidateDeposits();
  return useMutation({
    mutationFn: ({ lineId, target }: { lineId: number; target: MatchTarget }) =>
      callApi(`${statementsPath}/${lineId}/match`, {
        method: 'POST',
        body: target,
        schema: matchStatementLineResponse,
      }),
    onSettled: invalidate,
  });
}

/** Marks a transfer as sent back to its sender, with the bank's reference. */
export function useRefundStatementLine() {
  const invalidate = useInvalidateDeposits();
  return useMutation({
    mutationFn: ({ lineId, ...body }: { lineId: number; refund_ref: string; note?: string | undefined }) =>
      callApi(`${statementsPath}/${lineId}/refund`, {
        method: 'POST',
        body,
        schema: refundStatementLineResponse,
      }),
    onSettled: invalidate,
  });
}
