import {
  cashbackPayoutResponse,
  cashbackPayoutsResponse,
  cashbackRunsResponse,
  staffCashbackProgrammeResponse,
  staffCashbackProgrammesResponse,
  type CashbackProgrammeValues,
} from '@chaba/contracts/cashback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

const base = '/api/backoffice/cashback';
const isCashbackQuery = (query: { queryKey: readonly unknown[] }) =>
  String(query.queryKey[0]).startsWith(base);

/** The programmes, newest first. */
export function useProgrammes() {
  return useQuery({
    queryKey: [`${base}/programmes`],
    queryFn: ({ signal }) =>
      callApi(`${base}/programmes`, { schema: staffCashbackProgrammesResponse, signal }),
  });
}

/** Creates a programme (no id) or changes one. */
export function useSaveProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: CashbackProgrammeValues }) =>
      callApi(id === undefined ? `${base}/programmes` : `${base}/programmes/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: values,
        schema: staffCashbackProgrammeResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ predicate: isCashbackQuery }),
  });
}

/** The closed periods, newest first. */
export function useRuns() {
  return useQuery({
    queryKey: [`${base}/runs`],
    queryFn: ({ signal }) => callApi(`${base}/runs`, { schema: cashbackRunsResponse, signal }),
  });
}

/** One run's payouts (none while no run is chosen). */
export function usePayouts(runId: number | null) {
  return useQuery({
    queryKey: [`${base}/runs/${runId}/payouts`],
    enabled: runId !== null,
    queryFn: ({ signal }) =>
      callApi(`${base}/runs/${runId}/payouts`, { schema: cashbackPayoutsResponse, signal }),
  });
}

/** Reverses one paid payout (once; a reversed one answers as it is). */
export function useReversePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: number) =>
      callApi(`${base}/payouts/${payoutId}/reverse`, { method: 'POST', schema: cashbackPayoutResponse }),
    onSettled: () => queryClient.invalidateQueries({ predicate: isCashbackQuery }),
  });
}
