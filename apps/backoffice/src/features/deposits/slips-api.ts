import {
  decideDepositSlipResponse,
  depositSlipsResponse,
  type DeskDepositSlip,
} from '@chaba/contracts/backoffice-slips';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { currentSession } from '../../lib/session';

export type DepositSlip = DeskDepositSlip;
export type SlipGroup = 'held' | 'waiting' | 'credited' | 'refused';

const slipsPath = '/api/backoffice/deposit-slips';
const refreshMs = 10_000;

/** Slips of one group (and one day when given); the held queue refreshes itself. */
export function useDepositSlips(query: { status: SlipGroup; date?: string; limit: number }) {
  return useQuery({
    queryKey: [slipsPath, query],
    queryFn: ({ signal }) => callApi(slipsPath, { query, schema: depositSlipsResponse, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: query.status === 'held' || query.status === 'waiting' ? refreshMs : false,
  });
}

type ImageState = { url: string | null; failed: boolean };

/**
 * A slip's image as an object URL: it is served to staff with the session's bearer token only, so it
 * is fetched (never an <img> pointing at the API) and released when the dialog closes.
 */
export function useSlipImage(slipId: number | null, available: boolean): ImageState {
  const [state, setState] = useState<ImageState>({ url: null, failed: false });
  useEffect(() => {
    if (slipId === null || !available) return;
    const controller = new AbortController();
    let url: string | null = null;
    const token = currentSession()?.token;
    void fetch(`${slipsPath}/${slipId}/image`, {
      headers: {
        'accept-language': currentLanguage(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        url = URL.createObjectURL(await response.blob());
        setState({ url, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
      setState({ url: null, failed: false });
    };
  }, [slipId, available]);
  return state;
}

function useInvalidateSlips() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        [slipsPath, 'bank-statements', '/api/backoffice/bank-statements'].includes(String(query.queryKey[0])),
    });
}

/** Credits a held slip's transfer to its member. */
export function useCreditSlip() {
  const invalidate = useInvalidateSlips();
  return useMutation({
    mutationFn: (slipId: number) =>
      callApi(`${slipsPath}/${slipId}/credit`, { method: 'POST', schema: decideDepositSlipResponse }),
    onSettled: invalidate,
  });
}

/** Refuses a held slip with a reason. */
export function useRefuseSlip() {
  const invalidate = useInvalidateSlips();
  return useMutation({
    mutationFn: ({ slipId, reason }: { slipId: number; reason: string }) =>
      callApi(`${slipsPath}/${slipId}/refuse`, {
        method: 'POST',
        body: { reason },
        schema: decideDepositSlipResponse,
      }),
    onSettled: invalidate,
  });
}
