import type { PageLoaders } from '../types';

export const authPages: PageLoaders = {
  login: () => import('./pages/LoginPage'),
  registration: () => import('./pages/RegistrationPage'),
  'complete-registration': () => import('./pages/CompleteRegistrationPage'),
  unauthorized: () => import('./pages/UnauthorizedPage'),
  'display-issue': () => import('./pages/DisplayIssuePage'),
  'two-step-setup': () => import('./totp/TwoStepSetupPage'),
};
