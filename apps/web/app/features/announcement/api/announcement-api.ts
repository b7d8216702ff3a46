import type { NotificationsResponse } from '@chaba/contracts/site';
import type { ApiRequest } from '../../../lib/api';

export function announcementApi(api: ApiRequest) {
  return { list: () => api<NotificationsResponse>('/api/notification') };
}
