import { bankMessageGapsResponse, quietBankDevicesResponse } from '@chaba/contracts/bank-devices';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

const gapsPath = '/api/backoffice/bank-messages/gaps';
const quietPath = '/api/backoffice/bank-messages/quiet-devices';
const refreshMs = 30_000;
/** A gap is shown on the desk for a day after it was found; the messages page keeps the rest. */
const gapShownMs = 24 * 60 * 60 * 1000;

/** The balance gaps found in the last day (a message was missed), newest first. */
export function useRecentBalanceGaps(enabled: boolean) {
  return useQuery({
    queryKey: [gapsPath],
    queryFn: ({ signal }) =>
      callApi(gapsPath, { query: { limit: 20 }, schema: bankMessageGapsResponse, signal }),
    refetchInterval: refreshMs,
    enabled,
    select: (answer) => answer.data.filter((gap) => Date.now() - Date.parse(gap.detected_at) < gapShownMs),
  });
}

/** The phones silent too long while bank deposits are pending. */
export function useQuietBankDevices(enabled: boolean) {
  return useQuery({
    queryKey: [quietPath],
    queryFn: ({ signal }) => callApi(quietPath, { schema: quietBankDevicesResponse, signal }),
    refetchInterval: refreshMs,
    enabled,
    select: (answer) => answer.data,
  });
}
