import { totpEndpoints as e, type LoginTotpRequest, type TotpDisableRequest } from '@fitfit/contracts';
import { call } from '../../../lib/api-client';
import type { Key } from '../../../lib/queryKeys';

/** Two-step verification (API: modules/auth/totp) and the sign-in's second step, through the typed client. */
export const totpApi = {
  status: () => call(e.status),
  setup: () => call(e.setup),
  confirm: (code: string) => call(e.confirm, { body: { code } }),
  disable: (body: TotpDisableRequest) => call(e.disable, { body }),
  regenerate: (code: string) => call(e.recoveryCodes, { body: { code } }),
  loginWithCode: (body: LoginTotpRequest) => call(e.loginWithCode, { body }),
};

// the setup's key is not under the status's: refreshing the status must never ask for a new secret
export const totpKeys = { status: ['auth', 'totp', 'status'] as Key, setup: ['auth', 'totp-setup'] as Key };
