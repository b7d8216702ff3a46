import type {
  RegisterBankAccountRequest,
  RegisterOtpRequest,
  RegisterPasswordRequest,
  RegisterPhoneRequest,
  RegistrationTokenResponse,
  SuccessResponse,
} from '@chaba/contracts/auth';
import type { BanksResponse } from '@chaba/contracts/site';
import type { ApiRequest } from '../../../lib/api';

/** The registration calls of spec §7, in the order the three popups make them. */
export function registerApi(api: ApiRequest) {
  return {
    requestOtp: (body: RegisterPhoneRequest) => api<SuccessResponse>('/api/register/phone', { body }),
    verifyOtp: (body: RegisterOtpRequest) => api<RegistrationTokenResponse>('/api/register/otp', { body }),
    setPassword: (token: string, body: RegisterPasswordRequest) =>
      api<SuccessResponse>('/api/register/password', { body, token }),
    addBankAccount: (token: string, body: RegisterBankAccountRequest) =>
      api<SuccessResponse>('/api/register/bank-account', { body, token }),
    listBanks: () => api<BanksResponse>('/api/banks'),
  };
}
