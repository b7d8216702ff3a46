import {
  bankOperationsAccountResponse,
  bankOperationsResponse,
  freezeAccountResponse,
  type AccountBalanceRequest,
  type BankOperationsAccount,
  type BankOperationsRequest,
} from '@chaba/contracts/bank-operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type { BankOperationsAccount };

const path = '/api/backoffice/bank-operations';
const refreshMs = 30_000;

/** Every company account with today's figures, refreshed every 30 seconds while the desk is open. */
export function useBankOperations() {
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => callApi(path, { schema: bankOperationsResponse, signal }),
    refetchInterval: refreshMs,
  });
}

/** A change of one account: the desk reads every account again after it, whatever the outcome. */
function useAccountMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [path] }),
  });
}

export function useUpdateBankOperations() {
  return useAccountMutation(({ id, body }: { id: number; body: BankOperationsRequest }) =>
    callApi(`${path}/${id}`, { method: 'PUT', body, schema: bankOperationsAccountResponse }),
  );
}

export function useRecordAccountBalance() {
  return useAccountMutation(({ id, body }: { id: number; body: AccountBalanceRequest }) =>
    callApi(`${path}/${id}/balance`, { method: 'POST', body, schema: bankOperationsAccountResponse }),
  );
}

export function useFreezeAccount() {
  return useAccountMutation((id: number) =>
    callApi(`${path}/${id}/freeze`, { method: 'POST', schema: freezeAccountResponse }),
  );
}
