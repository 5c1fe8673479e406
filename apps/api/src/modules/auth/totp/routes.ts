import {
  loginTotpRequestSchema,
  recoveryCodesRequestSchema,
  recoveryCodesResponseSchema,
  sessionResponseSchema,
  totpConfirmRequestSchema,
  totpDisableRequestSchema,
  totpSetupResponseSchema,
  totpStatusSchema,
} from '@fitfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALL_ROLES } from '../../../lib/access';
import type { AuthDeps } from '../service';
import { loginWithCode } from './login';
import * as service from './service';

const signedIn = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('access rule let an anonymous request through');
  return request.auth.user;
};

/**
 * Two-step verification (TOTP) of the signed-in person, and the sign-in's second step. `totpSetup`: open to a session
 * limited to setting it up (ADMIN_MFA=required, an administrator without it: plugins/auth.ts).
 */
export const registerTotpRoutes = (root: FastifyInstance, deps: AuthDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const access = { roles: ALL_ROLES, totpSetup: true };

  app.post('/api/v1/auth/login/totp', {
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'Se connecter : deuxième étape (code de l’application ou code de secours)',
      body: loginTotpRequestSchema,
      response: { 200: sessionResponseSchema },
    },
    handler: (request) => loginWithCode(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  });

  app.get('/api/v1/auth/totp', {
    config: { access },
    schema: { tags, summary: 'État de la vérification en deux étapes', response: { 200: totpStatusSchema } },
    handler: (request) => service.status(deps, signedIn(request)),
  });

  app.post('/api/v1/auth/totp/setup', {
    config: { access },
    schema: {
      tags,
      summary: 'Vérification en deux étapes : nouveau secret et code QR (actif après confirmation)',
      response: { 200: totpSetupResponseSchema },
    },
    handler: (request) => service.setup(deps, signedIn(request)),
  });

  app.post('/api/v1/auth/totp/confirm', {
    config: { access },
    schema: {
      tags,
      summary: 'Vérification en deux étapes : activer avec un premier code (codes de secours affichés une fois)',
      body: totpConfirmRequestSchema,
      response: { 200: recoveryCodesResponseSchema },
    },
    handler: (request) => service.confirm(deps, signedIn(request), request.body.code),
  });

  app.post('/api/v1/auth/totp/disable', {
    config: { access: { roles: ALL_ROLES } },
    schema: {
      tags,
      summary: 'Vérification en deux étapes : désactiver (mot de passe actuel et code)',
      body: totpDisableRequestSchema,
      response: { 200: totpStatusSchema },
    },
    handler: (request) => service.disable(deps, signedIn(request), request.body, request.ip),
  });

  app.post('/api/v1/auth/totp/recovery-codes', {
    config: { access: { roles: ALL_ROLES } },
    schema: {
      tags,
      summary: 'Vérification en deux étapes : nouveaux codes de secours (les anciens ne valent plus)',
      body: recoveryCodesRequestSchema,
      response: { 200: recoveryCodesResponseSchema },
    },
    handler: (request) => service.regenerateRecoveryCodes(deps, signedIn(request), request.body.code, request.ip),
  });
};
