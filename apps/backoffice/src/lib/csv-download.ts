import { useState } from 'react';
import { withQuery } from './api';
import { currentLanguage } from './i18n';
import { currentSession, endSession } from './session';

type Query = Parameters<typeof withQuery>[1];

/**
 * Downloads a list's or a report's CSV file (UTF-8 with a byte order mark, for Excel), as the server
 * answers `format=csv` of the same query. A link cannot carry the bearer token, so the file is
 * fetched and handed to the browser.
 */
export function useCsvFile() {
  const [busy, setBusy] = useState(false);
  const download = async (path: string, query: Query, fallbackName: string) => {
    setBusy(true);
    try {
      const session = currentSession();
      const response = await fetch(withQuery(path, { ...query, format: 'csv' }), {
        headers: {
          accept: 'text/csv',
          'accept-language': currentLanguage(),
          ...(session ? { authorization: `Bearer ${session.token}` } : {}),
        },
      });
      if (response.status === 401 && session) endSession('expired');
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
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
