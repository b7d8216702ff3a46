import { staffVipLevelResponse, type StaffVipLevel, type VipLevelValues } from '@chaba/contracts/vip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type VipLevel = StaffVipLevel;
export const vipLevelsPath = '/api/backoffice/vip/levels';

/**
 * The VIP levels, lowest rank first, with the members at each (decision 72): the one query of
 * lib/vip-levels.ts, which the other desks' level pickers use too.
 */
export { useVipLevels } from '../../lib/vip-levels';

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
