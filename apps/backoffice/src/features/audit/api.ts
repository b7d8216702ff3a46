import { auditListResponse, auditVerifyResponse, type AuditListResponse } from '@chaba/contracts/staff-audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { bangkokDayEdge } from '../../lib/bangkok-day';

export type AuditRecord = AuditListResponse['data'][number];

export type AuditFilters = {
  staff_id: string;
  action: string;
  member_id: string;
  /** Calendar days (YYYY-MM-DD), Bangkok time, both included. */
  from: string;
  to: string;
};

export function useAuditLog(filters: AuditFilters, page: { cursor: number | undefined; limit: number }) {
  const query = {
    staff_id: filters.staff_id || undefined,
    action: filters.action.trim() || undefined,
    member_id: filters.member_id.trim() || undefined,
    from: bangkokDayEdge(filters.from, 'start'),
    to: bangkokDayEdge(filters.to, 'end'),
    cursor: page.cursor,
    limit: page.limit,
  };
  return useQuery({
    queryKey: ['audit', query],
    queryFn: ({ signal }) => callApi('/api/backoffice/audit', { query, schema: auditListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

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
