import { staffVipLevelsResponse } from '@chaba/contracts/vip';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api';
import { useCan } from './me';

/**
 * The VIP levels (decision 72) other desks name (LINE segments, the wheel's spins by level); read
 * only by staff who may see them (`vip.manage`), else never asked for.
 */
export function useVipLevels() {
  const canRead = useCan('vip.manage');
  return useQuery({
    queryKey: ['/api/backoffice/vip/levels'],
    queryFn: ({ signal }) =>
      callApi('/api/backoffice/vip/levels', { schema: staffVipLevelsResponse, signal }),
    enabled: canRead,
  });
}
