import {
  decideDepositSlipResponse,
  depositSlipsResponse,
  type DeskDepositSlip,
} from '@chaba/contracts/backoffice-slips';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useStaffImage } from '../../lib/staff-image';

export type DepositSlip = DeskDepositSlip;
export type SlipGroup = 'held' | 'waiting' | 'credited' | 'refused';

const slipsPath = '/api/backoffice/deposit-slips';
const refreshMs = 10_000;

/** Slips of one group (and one day when given); the held queue refreshes itself. */
export function useDepositSlips(query: { status: SlipGroup; date?: string; limit: number }) {
  return useQuery({
    queryKey: [slipsPath, query],
    queryFn: ({ signal }) => callApi(slipsPath, { query, schema: depositSlipsResponse, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: query.status === 'held' || query.status === 'waiting' ? refreshMs : false,
  });
}

/** A slip's image as an object URL (fetched with the session's token; see useStaffImage). */
export function useSlipImage(slipId: number | null, available: boolean) {
  return useStaffImage(slipId !== null && available ? `${slipsPath}/${slipId}/image` : null);
}

function useInvalidateSlips() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        [slipsPath, 'bank-statements', '/api/backoffice/bank-statements'].includes(String(query.queryKey[0])),
    });
}

/** Credits a held slip's transfer to its member. */
export function useCreditSlip() {
  const invalidate = useInvalidateSlips();
  return useMutation({
    mutationFn: (slipId: number) =>
      callApi(`${slipsPath}/${slipId}/credit`, { method: 'POST', schema: decideDepositSlipResponse }),
    onSettled: invalidate,
  });
}

/** Refuses a held slip with a reason. */
export function useRefuseSlip() {
  const invalidate = useInvalidateSlips();
  return useMutation({
    mutationFn: ({ slipId, reason }: { slipId: number; reason: string }) =>
      callApi(`${slipsPath}/${slipId}/refuse`, {
        method: 'POST',
        body: { reason },
        schema: decideDepositSlipResponse,
      }),
    onSettled: invalidate,
  });
}
