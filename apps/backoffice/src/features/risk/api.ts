import {
  riskFlagsResponse,
  riskRulesResponse,
  type RiskRule,
  type RiskRulesRequest,
  type RiskRulesResponse,
} from '@chaba/contracts/backoffice-risk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useCursorList } from '../../lib/cursor-list';

export type RiskRules = RiskRulesResponse['data'];
const rulesPath = '/api/backoffice/risk/rules';

/** The open flags of one rule (or all), newest first, paged by the server. */
export function useOpenRiskFlags(rule: RiskRule | undefined, pageSize: number) {
  return useCursorList('/api/backoffice/risk/flags', riskFlagsResponse, {
    query: { rule },
    pageSize,
  });
}

export function useRiskRules(enabled: boolean) {
  return useQuery({
    queryKey: [rulesPath],
    queryFn: ({ signal }) => callApi(rulesPath, { schema: riskRulesResponse, signal }),
    select: (answer) => answer.data,
    enabled,
  });
}

export function useSaveRiskRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: RiskRulesRequest) =>
      callApi(rulesPath, { method: 'PUT', body: rules, schema: riskRulesResponse }),
    onSuccess: (answer) => queryClient.setQueryData([rulesPath], answer),
  });
}
