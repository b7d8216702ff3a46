import type { ReportKind } from '@chaba/contracts/backoffice-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api';
import { useCsvFile } from '../../lib/csv-download';
import { reportDefinitions } from './definitions';

export interface ReportParams {
  kind: ReportKind;
  from: string;
  to: string;
  group: string;
}

export const reportPageSize = 50;

const queryOf = (params: ReportParams) => ({
  from: params.from,
  to: params.to,
  group: reportDefinitions[params.kind].groups
    ? params.group || reportDefinitions[params.kind].groups?.[0]
    : undefined,
});

/** One page of a report (or all of the daily one), read again when its parameters change. */
export function useReport(params: ReportParams, pageIndex: number) {
  const definition = reportDefinitions[params.kind];
  const query = {
    ...queryOf(params),
    ...(definition.paged ? { page: pageIndex + 1, limit: reportPageSize } : {}),
  };
  return useQuery({
    queryKey: [definition.path, query],
    queryFn: ({ signal }) => callApi(definition.path, { query, schema: definition.schema, signal }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** Downloads every row of the report as the server's CSV file. */
export function useCsvDownload() {
  const file = useCsvFile();
  const download = (params: ReportParams) =>
    file.download(reportDefinitions[params.kind].path, queryOf(params), `${params.kind}.csv`);
  return { busy: file.busy, download };
}
