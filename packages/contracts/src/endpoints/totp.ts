import { sessionResponseSchema } from '../auth';
import {
  loginTotpRequestSchema,
  recoveryCodesRequestSchema,
  recoveryCodesResponseSchema,
  totpConfirmRequestSchema,
  totpDisableRequestSchema,
  totpSetupResponseSchema,
  totpStatusSchema,
} from '../totp';
import { endpoint } from './endpoint';

const tags = ['auth'] as const;

/** Two-step verification of the signed-in person, and the sign-in's second step (docs/decisions.md « Two-step verification »). */
export const totpEndpoints = {
  loginWithCode: endpoint({
    method: 'POST',
    path: '/api/v1/auth/login/totp',
    body: loginTotpRequestSchema,
    response: sessionResponseSchema,
    summary: 'Se connecter : deuxième étape (code de l’application ou code de secours)',
    tags,
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/v1/auth/totp',
    response: totpStatusSchema,
    summary: 'État de la vérification en deux étapes',
    tags,
  }),
  setup: endpoint({
    method: 'POST',
    path: '/api/v1/auth/totp/setup',
    response: totpSetupResponseSchema,
    summary: 'Vérification en deux étapes : nouveau secret et code QR (actif après confirmation)',
    tags,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/v1/auth/totp/confirm',
    body: totpConfirmRequestSchema,
    response: recoveryCodesResponseSchema,
    summary: 'Vérification en deux étapes : activer avec un premier code (codes de secours affichés une fois)',
    tags,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/v1/auth/totp/disable',
    body: totpDisableRequestSchema,
    response: totpStatusSchema,
    summary: 'Vérification en deux étapes : désactiver (mot de passe actuel et code)',
    tags,
  }),
  recoveryCodes: endpoint({
    method: 'POST',
    path: '/api/v1/auth/totp/recovery-codes',
    body: recoveryCodesRequestSchema,
    response: recoveryCodesResponseSchema,
    summary: 'Vérification en deux étapes : nouveaux codes de secours (les anciens ne valent plus)',
    tags,
  }),
};
