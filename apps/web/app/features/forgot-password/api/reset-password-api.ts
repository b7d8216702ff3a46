import type {
  ResetPasswordConfirmOtpRequest,
  ResetPasswordConfirmPasswordRequest,
  ResetPasswordStartRequest,
  ResetPasswordStartResponse,
  SuccessResponse,
} from '@chaba/contracts/auth';
import type { ApiRequest } from '../../../lib/api';

/** The forgot-password calls of spec §4.3. */
export function resetPasswordApi(api: ApiRequest) {
  return {
    start: (body: ResetPasswordStartRequest) =>
      api<ResetPasswordStartResponse>('/api/reset-password/start', { body }),
    confirmOtp: (body: ResetPasswordConfirmOtpRequest) =>
      api<SuccessResponse>('/api/reset-password/confirm-otp', { body }),
    confirmPassword: (body: ResetPasswordConfirmPasswordRequest) =>
      api<SuccessResponse>('/api/reset-password/confirm-password', { body }),
  };
}
