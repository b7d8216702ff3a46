import type { ReportKind } from '@chaba/contracts/backoffice-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, callApi, withQuery } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { currentSession, endSession } from '../../lib/session';
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

/**
 * Downloads every row of the report as the server's CSV file (UTF-8 with a byte order mark, for
 * Excel). A link cannot carry the bearer token, so the file is fetched and handed to the browser.
 */
export function useCsvDownload() {
  const [busy, setBusy] = useState(false);
  const download = async (params: ReportParams) => {
    const definition = reportDefinitions[params.kind];
    setBusy(true);
    try {
      const session = currentSession();
      const response = await fetch(withQuery(definition.path, { ...queryOf(params), format: 'csv' }), {
        headers: {
          accept: 'text/csv',
          'accept-language': currentLanguage(),
          ...(session ? { authorization: `Bearer ${session.token}` } : {}),
        },
      });
      if (response.status === 401 && session) endSession('expired');
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        `${params.kind}.csv`;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
