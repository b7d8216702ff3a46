import { successResponse } from '@chaba/contracts/auth';
import {
  approveManyWithdrawalsResponse,
  approveWithdrawalResponse,
  settlePayoutResponse,
  withdrawalDeskResponse,
  type WithdrawalDeskResponse,
} from '@chaba/contracts/backoffice-money';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type DeskWithdrawal = WithdrawalDeskResponse['data'][number];
export type WithdrawalStatus = 'pending' | 'awaiting_second_approval' | 'completed' | 'rejected';

/** How often an open queue asks the server again when the live stream is not connected. */
export const queueRefreshMs = 10_000;

export const withdrawalKeys = { all: ['withdrawals'] as const };

export function useWithdrawals(query: { status: WithdrawalStatus; limit: number }, live: boolean) {
  return useQuery({
    queryKey: [...withdrawalKeys.all, query],
    queryFn: ({ signal }) =>
      callApi('/api/backoffice/withdrawals', { query, schema: withdrawalDeskResponse, signal }),
    placeholderData: keepPreviousData,
    // The stream refreshes the queue on each change; without it the queue asks again by itself.
    refetchInterval:
      !live && query.status !== 'completed' && query.status !== 'rejected' ? queueRefreshMs : false,
  });
}

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    // Without a reference the payout agent pays it (decision 51).
    mutationFn: ({ id, bank_ref }: { id: number; bank_ref?: string }) =>
      callApi(`/api/backoffice/withdrawals/${id}/approve`, {
        method: 'POST',
        body: bank_ref === undefined ? {} : { bank_ref },
        schema: approveWithdrawalResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}

/** Several withdrawals approved at once (issue 30): the answer lists the approved and the refused. */
export function useApproveMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, bankRefs }: { ids: number[]; bankRefs: Record<string, string> }) =>
      callApi('/api/backoffice/withdrawals/approve-many', {
        method: 'POST',
        body: Object.keys(bankRefs).length > 0 ? { ids, bank_refs: bankRefs } : { ids },
        schema: approveManyWithdrawalsResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}

/** A rejection: a cause code the member reads in their language, or a cause written by staff. */
export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: number;
      cause_code?: string | undefined;
      cause?: string | undefined;
    }) =>
      callApi(`/api/backoffice/withdrawals/${id}/reject`, { method: 'POST', body, schema: successResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}

export type PayoutSettlement = { status: 'paid'; bank_ref: string } | { status: 'failed'; reason: string };

/**
 * A stuck payout settled by hand (decision 51): paid with the bank's reference, or failed (the hold
 * returns). Above the two-person amount a "paid" answers `awaiting_second_approval` until a second,
 * different staff member confirms it.
 */
export function useSettlePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, settlement }: { id: number; settlement: PayoutSettlement }) =>
      callApi(`/api/backoffice/withdrawals/${id}/settle-payout`, {
        method: 'POST',
        body: settlement,
        schema: settlePayoutResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}

/**
 * An order sent to the payout agent with no outcome yet, or held because no account could pay it
 * (decision 52): staff may settle it by hand.
 */
export function payoutOpen(withdrawal: DeskWithdrawal): boolean {
  return (
    withdrawal.payout !== null &&
    (withdrawal.payout.status === 'sending' ||
      withdrawal.payout.status === 'accepted' ||
      withdrawal.payout.status === 'held')
  );
}
