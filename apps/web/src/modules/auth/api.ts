import type {
  CompleteRegistrationRequest,
  CurrentUser,
  LoginRequest,
  LoginResponse,
  PublicModule,
  RegistrationRequest,
  SessionResponse,
} from '@fitfit/contracts';
import { api } from '../../lib/http';

export const authApi = {
  login: (body: LoginRequest) => api.post<LoginResponse>('auth/login', body),
  register: (body: RegistrationRequest) => api.post<SessionResponse>('auth/registration', body),
  completeRegistration: (body: CompleteRegistrationRequest) => api.post<CurrentUser>('auth/complete-registration', body),
  me: () => api.get<CurrentUser>('auth/me'),
  modules: () => api.get<{ data: PublicModule[] }>('public/fitfit_modules'),
};
