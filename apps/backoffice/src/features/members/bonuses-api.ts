import {
  bonusActionResponse,
  grantBonusResponse,
  memberBonusesResponse,
  type GrantBonusRequest,
  type MemberBonusesResponse,
} from '@chaba/contracts/backoffice-bonuses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { memberPath } from './api';

export type MemberBonuses = MemberBonusesResponse;
export type ActiveBonus = NonNullable<MemberBonusesResponse['active']>;

const bonusesPath = (id: number) => `${memberPath(id)}/bonuses`;

/** The member's bonus history and the active bonus with what cancelling it would take back now. */
export function useMemberBonuses(id: number) {
  return useQuery({
    queryKey: [bonusesPath(id)],
    queryFn: ({ signal }) => callApi(bonusesPath(id), { schema: memberBonusesResponse, signal }),
  });
}

/** After a bonus action the member page (balances, promotion) and the approval queue reload. */
function useReloadMember(id: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const key = String(query.queryKey[0]);
        return key.startsWith(memberPath(id)) || key.startsWith('/api/backoffice/adjustments');
      },
    });
}

export function useGrantBonus(id: number) {
  const reload = useReloadMember(id);
  return useMutation({
    mutationFn: (body: GrantBonusRequest) =>
      callApi(bonusesPath(id), { method: 'POST', body, schema: grantBonusResponse }),
    onSettled: reload,
  });
}

export function useActiveBonusAction(id: number, action: 'cancel' | 'turnover') {
  const reload = useReloadMember(id);
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      callApi(`${bonusesPath(id)}/active/${action}`, { method: 'POST', body, schema: bonusActionResponse }),
    onSettled: reload,
  });
}
