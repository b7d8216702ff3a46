import { adjustmentResponse, type AdjustmentsResponse } from '@chaba/contracts/backoffice-money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type Adjustment = AdjustmentsResponse['data'][number];
export const adjustmentsPath = '/api/backoffice/adjustments';

/** The second approver's decision, or a reversal of a posted adjustment (a new transaction). */
export type AdjustmentDecision =
  { kind: 'approve' } | { kind: 'reject'; cause: string } | { kind: 'reverse'; note: string };

export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: AdjustmentDecision }) => {
      const { kind, ...body } = decision;
      return callApi(`${adjustmentsPath}/${id}/${kind}`, {
        method: 'POST',
        body,
        schema: adjustmentResponse,
      });
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          /^\/api\/backoffice\/(members|adjustments|lists\/adjustments)/.test(String(query.queryKey[0])),
      }),
  });
}
