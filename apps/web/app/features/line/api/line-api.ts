import type { ApiRequest } from '../../../lib/api';

/** The member's LINE message settings (decision 71): linked, and marketing messages on or off. */
export interface LineSettings {
  linked: boolean;
  marketing: boolean;
}

export function lineApi(request: ApiRequest) {
  return {
    read: () => request<{ success: true; data: LineSettings }>('/api/customers/line-settings'),
    save: (marketing: boolean) =>
      request<{ success: true; data: LineSettings }>('/api/customers/line-settings', {
        method: 'PUT',
        body: { marketing },
      }),
  };
}
