import {
  bankDeviceResponse,
  bankDeviceSecretResponse,
  bankDevicesResponse,
  bankMessagesResponse,
  manualStatementLineResponse,
  type BankDevicesResponse,
  type BankDeviceWithSecret,
  type BankMessage,
  type BankMessageOutcome,
  type ManualStatementLineRequest,
} from '@chaba/contracts/bank-devices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { bangkokDayEdge } from '../../lib/bangkok-day';
import { useCursorList } from '../../lib/cursor-list';

export type BankDevice = BankDevicesResponse['data'][number];
export type { BankDeviceWithSecret, BankMessage, BankMessageOutcome };

const devicesPath = '/api/backoffice/bank-devices';
export const messagesPath = '/api/backoffice/bank-messages';
const refreshMs = 30_000;

/** The phones, refreshed every 30 seconds while the page is open (last heard, messages today). */
export function useBankDevices(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [devicesPath],
    queryFn: ({ signal }) => callApi(devicesPath, { schema: bankDevicesResponse, signal }),
    refetchInterval: refreshMs,
    enabled: options.enabled ?? true,
  });
}

function useDeviceMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [devicesPath] }),
  });
}

/** Registers a phone: the answer holds its secret, shown once. */
export function useRegisterBankDevice() {
  return useDeviceMutation(async (name: string) => {
    const answer = await callApi(devicesPath, {
      method: 'POST',
      body: { name },
      schema: bankDeviceSecretResponse,
    });
    return answer.data;
  });
}

/** Renames a phone, or switches it on or off. */
export function useUpdateBankDevice() {
  return useDeviceMutation(({ id, ...body }: { id: number; name?: string; enabled?: boolean }) =>
    callApi(`${devicesPath}/${id}`, { method: 'PATCH', body, schema: bankDeviceResponse }),
  );
}

/** Gives a phone a new secret (the old one stops at once): the answer shows it once. */
export function useRotateBankDeviceSecret() {
  return useDeviceMutation(async (id: number) => {
    const answer = await callApi(`${devicesPath}/${id}/secret`, {
      method: 'POST',
      schema: bankDeviceSecretResponse,
    });
    return answer.data;
  });
}

export type BankMessageFilters = {
  device_id: string;
  account: string;
  outcome: string;
  /** Calendar days (YYYY-MM-DD), Bangkok time, both included. */
  from: string;
  to: string;
};

/** The forwarded messages, newest first, filtered, paged by cursor. */
export function useBankMessages(filters: BankMessageFilters) {
  return useCursorList(messagesPath, bankMessagesResponse, {
    query: {
      device_id: filters.device_id || undefined,
      account: filters.account.replace(/\D/g, '') || undefined,
      outcome: filters.outcome || undefined,
      from: bangkokDayEdge(filters.from, 'start'),
      to: bangkokDayEdge(filters.to, 'end'),
    },
  });
}

/** Makes a message a statement line by hand; the messages, the desk's lines and queues are read again. */
export function useMakeStatementLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: number; body: ManualStatementLineRequest }) =>
      callApi(`${messagesPath}/${messageId}/statement-line`, {
        method: 'POST',
        body,
        schema: manualStatementLineResponse,
      }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
