import {
  accountEndpoints as account,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type UpdateProfileRequest,
} from '@fitfit/contracts';
import { call } from '../../../lib/api-client';
import type { Key } from '../../../lib/queryKeys';

/** « Mon compte », « Mot de passe oublié » and « Mes sessions » (API: modules/auth/account), through their descriptors. */
export const accountApi = {
  updateProfile: (body: UpdateProfileRequest) => call(account.updateProfile, { body }),
  confirmEmail: (token: string) => call(account.confirmEmail, { body: { token } }),
  changePassword: (body: ChangePasswordRequest) => call(account.changePassword, { body }),
  forgotPassword: (body: ForgotPasswordRequest) => call(account.forgotPassword, { body }),
  resetPassword: (body: ResetPasswordRequest) => call(account.resetPassword, { body }),
  sessions: () => call(account.sessions),
  revokeSession: (id: string) => call(account.revokeSession, { params: { id } }),
  revokeOtherSessions: () => call(account.revokeOtherSessions),
};

export const accountKeys = { sessions: ['auth', 'sessions'] as Key };

/** The token an e-mailed link carries after `#` (never sent to a server, so never in a request log). */
export const linkToken = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token');
