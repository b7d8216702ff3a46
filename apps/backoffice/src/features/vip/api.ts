import {
  staffVipLevelResponse,
  staffVipLevelsResponse,
  type StaffVipLevel,
  type VipLevelValues,
} from '@chaba/contracts/vip';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useCan } from '../../lib/me';

export type VipLevel = StaffVipLevel;
export const vipLevelsPath = '/api/backoffice/vip/levels';

/**
 * The VIP levels, lowest rank first, with the members at each (decision 72). Read only by staff with
 * `vip.manage` (the server refuses others): the desk, and the level pickers of other desks, which
 * hide themselves without it.
 */
export function useVipLevels() {
  const canRead = useCan('vip.manage');
  return useQuery({
    queryKey: [vipLevelsPath],
    queryFn: ({ signal }) => callApi(vipLevelsPath, { schema: staffVipLevelsResponse, signal }),
    enabled: canRead,
  });
}

/** Creates a level (no id) or changes one; the levels reload everywhere they are shown. */
export function useSaveVipLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: VipLevelValues }) =>
      callApi(id === undefined ? vipLevelsPath : `${vipLevelsPath}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: values,
        schema: staffVipLevelResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [vipLevelsPath] }),
  });
}

/** A level's name in the console's language (English falls back to Thai when not written). */
export function levelName(level: { name_th: string; name_en: string }, language: string): string {
  return language === 'en' && level.name_en ? level.name_en : level.name_th;
}
