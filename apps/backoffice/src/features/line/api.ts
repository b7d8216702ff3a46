import {
  lineAudienceResponse,
  lineCampaignResponse,
  lineCampaignsResponse,
  type LineCampaignRequest,
  type LineSegment,
} from '@chaba/contracts/line-messaging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export const lineCampaignsPath = '/api/backoffice/line/campaigns';

export function useLineCampaigns() {
  return useQuery({
    queryKey: [lineCampaignsPath],
    queryFn: ({ signal }) => callApi(lineCampaignsPath, { schema: lineCampaignsResponse, signal }),
    refetchInterval: 5_000,
  });
}

/** How many a segment reaches now (asked when staff press "count" and before sending). */
export function useLineAudience() {
  return useMutation({
    mutationFn: (segment: LineSegment) =>
      callApi('/api/backoffice/line/audience', {
        method: 'POST',
        body: { segment },
        schema: lineAudienceResponse,
      }),
  });
}

export function useSendLineCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LineCampaignRequest) =>
      callApi(lineCampaignsPath, { method: 'POST', body, schema: lineCampaignResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [lineCampaignsPath] }),
  });
}
