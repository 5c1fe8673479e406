import type { PageLoaders } from '../types';

export const authPages: PageLoaders = {
  login: () => import('./pages/LoginPage'),
  registration: () => import('./pages/RegistrationPage'),
  'complete-registration': () => import('./pages/CompleteRegistrationPage'),
  unauthorized: () => import('./pages/UnauthorizedPage'),
  'display-issue': () => import('./pages/DisplayIssuePage'),
  account: () => import('./account/AccountPage'),
  'forgot-password': () => import('./account/ForgotPasswordPage'),
  'reset-password': () => import('./account/ResetPasswordPage'),
  'confirm-email': () => import('./account/ConfirmEmailPage'),
  'two-step-setup': () => import('./totp/TwoStepSetupPage'),
};
