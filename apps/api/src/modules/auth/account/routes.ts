import {
  accountSessionsResponseSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  resetPasswordRequestSchema,
  revokeOtherSessionsResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '@fitfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_ROLES } from '../../../lib/access';
import * as service from './service';

const auth = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('access rule let an anonymous request through');
  return request.auth;
};

/**
 * « Mon compte » (name, e-mail, password), « Mot de passe oublié » and « Mes sessions »: every signed-in person's
 * own account, and the two public links its e-mails carry.
 */
export const registerAccountRoutes = (root: FastifyInstance, deps: Omit<service.AccountDeps, 'later'>) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const signedIn = { access: { roles: ALL_ROLES } };
  const everyone = { access: { public: true as const } };

  // What runs after its answer has left, finished before the app closes; a failure is logged without its content.
  const pending = new Set<Promise<unknown>>();
  const later = (work: () => Promise<unknown>) => {
    const running = work()
      .catch((err) => root.log.error({ err }, 'Envoi du lien « Mot de passe oublié » impossible'))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
  root.addHook('onClose', async () => {
    await Promise.all(pending);
  });
  const account: service.AccountDeps = { ...deps, later };

  app.put('/api/v1/auth/me', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Modifier son nom ; changer d’e-mail (mot de passe actuel, lien de confirmation envoyé à la nouvelle adresse)',
      body: updateProfileRequestSchema,
      response: { 200: updateProfileResponseSchema },
    },
    handler: (request) => service.updateProfile(account, auth(request), request.body),
  });

  app.post('/api/v1/auth/email/confirm', {
    config: everyone,
    schema: {
      tags,
      summary: 'Confirmer la nouvelle adresse e-mail (lien reçu)',
      body: confirmEmailRequestSchema,
      response: { 200: confirmEmailResponseSchema },
    },
    handler: (request) => service.confirmEmail(account, request.body.token),
  });

  app.put('/api/v1/auth/me/password', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Changer son mot de passe (mot de passe actuel requis, autres sessions déconnectées)',
      body: changePasswordRequestSchema,
    },
    handler: async (request, reply) => {
      await service.changePassword(account, auth(request), request.body);
      return reply.code(204).send();
    },
  });

  app.post('/api/v1/auth/password/forgot', {
    config: everyone,
    schema: {
      tags,
      summary: 'Mot de passe oublié : recevoir un lien par e-mail (même réponse que le compte existe ou non)',
      body: forgotPasswordRequestSchema,
      response: { 200: forgotPasswordResponseSchema },
    },
    handler: (request) => service.forgotPassword(account, request.body.email, request.ip),
  });

  app.post('/api/v1/auth/password/reset', {
    config: everyone,
    schema: {
      tags,
      summary: 'Choisir un nouveau mot de passe avec le lien reçu (toutes les sessions déconnectées)',
      body: resetPasswordRequestSchema,
    },
    handler: async (request, reply) => {
      await service.resetPassword(account, request.body.token, request.body.password);
      return reply.code(204).send();
    },
  });

  app.get('/api/v1/auth/sessions', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Mes sessions ouvertes (appareil, adresse IP, dernière utilisation)',
      response: { 200: accountSessionsResponseSchema },
    },
    handler: async (request) => ({ data: await service.listSessions(deps.db, auth(request)) }),
  });

  app.delete('/api/v1/auth/sessions/:id', {
    config: signedIn,
    schema: { tags, summary: 'Déconnecter une de mes sessions', params: z.object({ id: z.uuid() }) },
    handler: async (request, reply) => {
      await service.revokeSession(deps.db, auth(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.post('/api/v1/auth/sessions/revoke-others', {
    config: signedIn,
    schema: { tags, summary: 'Déconnecter toutes mes autres sessions', response: { 200: revokeOtherSessionsResponseSchema } },
    handler: async (request) => service.revokeOtherSessions(deps.db, auth(request)),
  });
};
