import {
  companyAccountResponse,
  maintenanceResponse,
  settingsResponse,
  type CompanyAccountRequest,
  type MaintenanceRequest,
  type PaymentGatewayRequest,
  type PromptPayRequest,
  type SettingsResponse,
  type SiteInfoRequest,
} from '@chaba/contracts/backoffice-settings';
import {
  withdrawalSettingsResponse,
  type WithdrawalSettingsRequest,
} from '@chaba/contracts/withdrawal-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type Settings = SettingsResponse['data'];
export type CompanyAccount = Settings['bank_accounts'][number];

const settingsKeys = { all: ['settings'] as const };

/** Everything the settings desk shows, in one call (a handful of rows). */
export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => callApi('/api/backoffice/settings', { schema: settingsResponse, signal }),
  });
}

/** A change of the settings: the desk reads them again after it, whatever the outcome. */
function useSettingsMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

export function useSaveSiteInfo() {
  return useSettingsMutation((body: SiteInfoRequest) =>
    callApi('/api/backoffice/settings/site', { method: 'PUT', body, schema: settingsResponse }),
  );
}

export function useSavePromptPay() {
  return useSettingsMutation((body: PromptPayRequest) =>
    callApi('/api/backoffice/settings/promptpay', { method: 'PUT', body, schema: settingsResponse }),
  );
}

export function useSavePaymentGateway() {
  return useSettingsMutation((body: PaymentGatewayRequest) =>
    callApi('/api/backoffice/settings/payment-gateway', { method: 'PUT', body, schema: settingsResponse }),
  );
}

/** Adds an account (no id) or changes one. */
export function useSaveCompanyAccount() {
  return useSettingsMutation(({ id, body }: { id?: number; body: CompanyAccountRequest }) =>
    callApi(
      id === undefined
        ? '/api/backoffice/settings/bank-accounts'
        : `/api/backoffice/settings/bank-accounts/${id}`,
      {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        schema: companyAccountResponse,
      },
    ),
  );
}

export function useOrderCompanyAccounts() {
  return useSettingsMutation((ids: number[]) =>
    callApi('/api/backoffice/settings/bank-accounts/order', {
      method: 'PUT',
      body: { ids },
      schema: settingsResponse,
    }),
  );
}

export function useSaveMaintenance() {
  return useSettingsMutation((body: MaintenanceRequest) =>
    callApi('/api/backoffice/maintenance', { method: 'PUT', body, schema: maintenanceResponse }),
  );
}

const withdrawalKeys = { all: ['settings', 'withdrawals'] as const };

/** Withdrawal limits, the two-person amount and the automatic rules in force (decision 51). */
export function useWithdrawalSettings() {
  return useQuery({
    queryKey: withdrawalKeys.all,
    queryFn: ({ signal }) =>
      callApi('/api/backoffice/settings/withdrawals', { schema: withdrawalSettingsResponse, signal }),
  });
}

export function useSaveWithdrawalSettings() {
  return useSettingsMutation((body: WithdrawalSettingsRequest) =>
    callApi('/api/backoffice/settings/withdrawals', {
      method: 'PUT',
      body,
      schema: withdrawalSettingsResponse,
    }),
  );
}
