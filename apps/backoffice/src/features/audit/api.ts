import { auditListResponse, auditVerifyResponse, type AuditListResponse } from '@chaba/contracts/staff-audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type AuditRecord = AuditListResponse['data'][number];

export type AuditFilters = {
  staff_id: string;
  action: string;
  member_id: string;
  /** Calendar days (YYYY-MM-DD), Bangkok time, both included. */
  from: string;
  to: string;
};

/** A Bangkok calendar day's first or last moment, as the API's ISO time with its offset. */
function bangkokTime(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}+07:00`;
}

export function useAuditLog(filters: AuditFilters, page: { cursor: number | undefined; limit: number }) {
  const query = {
    staff_id: filters.staff_id || undefined,
    action: filters.action.trim() || undefined,
    member_id: filters.member_id.trim() || undefined,
    from: bangkokTime(filters.from, false),
    to: bangkokTime(filters.to, true),
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
