import type { SuccessResponse } from '@chaba/contracts/auth';
import type { LineAccountResponse, LineLoginStartResponse } from '@chaba/contracts/line-login';
import type { ApiRequest } from '../../../lib/api';

/** LINE Login's calls of the member site (decision 70). */
export function lineLoginApi(request: ApiRequest) {
  return {
    /** Starts a login or a link; the browser then goes to LINE's page. */
    start: (purpose: 'login' | 'link') =>
      request<LineLoginStartResponse>('/api/line-login/start', { method: 'POST', body: { purpose } }),
    account: () => request<LineAccountResponse>('/api/line-login/account'),
    unlink: () => request<SuccessResponse>('/api/line-login/unlink', { method: 'POST', body: {} }),
  };
}

/** Sends the browser to LINE's authorization page for a login or a link. */
export async function goToLine(request: ApiRequest, purpose: 'login' | 'link'): Promise<void> {
  const { authorize_url } = await lineLoginApi(request).start(purpose);
  window.location.assign(authorize_url);
}
