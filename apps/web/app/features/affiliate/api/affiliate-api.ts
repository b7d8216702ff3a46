import type { PartnerPage, PartnerPageResponse, PartnerPeriod } from '@chaba/contracts/affiliates';
import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

export type { PartnerPage, PartnerPeriod };

/** The partner page's call (issue 29); through the session, so that a 401 logs out. */
export function affiliateApi(memberRequest: MemberRequest) {
  return {
    partnerPage: (signal?: AbortSignal) =>
      memberRequest<PartnerPageResponse>('/api/customers/affiliate', { signal }),
  };
}

/** A Bangkok date (YYYY-MM-DD) as dd/mm/yyyy. */
export function formatPeriodDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** A period's last day: its exclusive end, a day before. */
export function lastDayOf(periodEnd: string): string {
  return new Date(Date.parse(`${periodEnd}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);
}
