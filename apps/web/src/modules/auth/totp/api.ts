import type {
  LoginTotpRequest,
  RecoveryCodesResponse,
  SessionResponse,
  TotpDisableRequest,
  TotpSetupResponse,
  TotpStatus,
} from '@fitfit/contracts';
import { api } from '../../../lib/http';
import type { Key } from '../../../lib/queryKeys';

/** Two-step verification (API: modules/auth/totp) and the sign-in's second step. */
export const totpApi = {
  status: () => api.get<TotpStatus>('auth/totp'),
  setup: () => api.post<TotpSetupResponse>('auth/totp/setup'),
  confirm: (code: string) => api.post<RecoveryCodesResponse>('auth/totp/confirm', { code }),
  disable: (body: TotpDisableRequest) => api.post<TotpStatus>('auth/totp/disable', body),
  regenerate: (code: string) => api.post<RecoveryCodesResponse>('auth/totp/recovery-codes', { code }),
  loginWithCode: (body: LoginTotpRequest) => api.post<SessionResponse>('auth/login/totp', body),
};

export const totpKeys = { status: ['auth', 'totp'] as Key };
