import {
  authEndpoints,
  type CompleteRegistrationRequest,
  type LoginRequest,
  publicEndpoints,
  type RegistrationRequest,
} from '@fitfit/contracts';
import { call } from '../../lib/api-client';

export const authApi = {
  login: (body: LoginRequest) => call(authEndpoints.login, { body }),
  register: (body: RegistrationRequest) => call(authEndpoints.registration, { body }),
  completeRegistration: (body: CompleteRegistrationRequest) => call(authEndpoints.completeRegistration, { body }),
  me: () => call(authEndpoints.me),
  modules: () => call(publicEndpoints.fitfitModules),
  /** Sent with the session's token once the store is cleared (the page has already gone to /login). */
  logout: (token: string) => call(authEndpoints.logout, { token }),
};
