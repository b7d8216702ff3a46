import { auditVerifyResponse } from '@chaba/contracts/staff-audit';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** Recomputes the chain on the server when asked: intact, or the first record that does not hold. */
export function useVerifyAuditChain() {
  return useQuery({
    queryKey: ['audit-verify'],
    queryFn: async ({ signal }) =>
      (await callApi('/api/backoffice/audit/verify', { schema: auditVerifyResponse, signal })).data,
    enabled: false,
    gcTime: 0,
    retry: false,
  });
}
